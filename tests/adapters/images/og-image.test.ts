import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitJobs } from '../../../adapters/images/jobs';
import { createSocialImages } from '../../../adapters/images/og-image';
import { productImageSvg } from '../../../adapters/persistence/seed/product-image';
import type { ProductImageStore } from '../../../core/catalog/ports';
import { aCatalogue } from '../../builders/seed-data';
import { inMemoryProductStore } from '../../fakes/in-memory-product-store';

const svg = productImageSvg({
  name: 'Creatina Pura',
  brandName: 'Otra Marca',
  colour: '#334455',
  accent: '#ffffff',
  pack: 'bag',
  flavour: null,
  size: '300 g',
});
const images: ProductImageStore = { findImage: async () => ({ contentType: 'image/svg+xml', body: svg }) };
const products = inMemoryProductStore(aCatalogue());

let cacheDir: string;
beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'fornido-og-'));
});
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

describe('createSocialImages', () => {
  it('draws a product card and answers not-found for an unknown slug', async () => {
    const social = createSocialImages({ cacheDir, products, images });
    const card = await social.product('creatina-pura');
    if (!card.ok) throw new Error(card.error.message);
    const meta = await sharp(card.value).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    expect(await social.product('no-existe')).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    expect(await social.category('no-existe')).toMatchObject({ ok: false, error: { kind: 'not-found' } });
  });

  it('answers busy, drawing nothing, when every worker is taken and nobody may wait', async () => {
    const jobs = limitJobs(1, 0);
    const dir = join(cacheDir, 'busy');
    const social = createSocialImages({ cacheDir: dir, products, images, jobs });
    let release: () => void = () => undefined;
    const hog = jobs(() => new Promise<void>((resolve) => (release = resolve)));
    const busy = {
      ok: false,
      error: { kind: 'busy', message: expect.any(String), retryAfterSeconds: expect.any(Number) },
    };
    expect(await social.product('creatina-pura')).toEqual(busy);
    expect(await social.category('proteinas')).toEqual(busy);
    await expect(readdir(dir)).rejects.toMatchObject({ code: 'ENOENT' });
    release();
    await hog;
    expect((await social.category('proteinas')).ok).toBe(true);
  });
});
