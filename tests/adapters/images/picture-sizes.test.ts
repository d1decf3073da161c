import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { limitJobs, type JobLimiter } from '../../../adapters/images/jobs';
import type { SocialImages } from '../../../adapters/images/og-image';
import { drawEverySize, PAGE_SIZES } from '../../../adapters/images/picture-sizes';
import { createImageResizer } from '../../../adapters/images/resize';
import { IMAGE_WIDTHS } from '../../../core/catalog/image-widths';
import type { StoredImage } from '../../../core/catalog/ports';
import { ok } from '../../../core/shared/result';

const FILE = 'whey-foto1.webp';
let picture: StoredImage;
beforeAll(async () => {
  const webp = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#d41d38' } })
    .webp()
    .toBuffer();
  picture = { contentType: 'image/webp', body: webp.toString('base64') };
});

let cacheDir: string;
beforeEach(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'fornido-sizes-'));
});
afterEach(() => rm(cacheDir, { recursive: true, force: true }));

/** A limiter that also tells the most tasks it ever ran at once. */
const watched = (limit: JobLimiter) => {
  let [running, most] = [0, 0];
  const jobs: JobLimiter = (task) =>
    limit(async () => {
      most = Math.max(most, ++running);
      try {
        return await task();
      } finally {
        running--;
      }
    });
  return { jobs, most: () => most };
};

const setUp = (jobs: JobLimiter, wait?: (seconds: number) => Promise<void>) => {
  const cards: string[] = [];
  const social = {
    product: async (slug: string) => {
      cards.push(slug);
      return ok(Buffer.from('png'));
    },
  } as unknown as SocialImages;
  const resizer = createImageResizer({
    cacheDir,
    source: { findImage: async (f) => (f === FILE ? picture : null) },
    jobs,
  });
  const draw = drawEverySize({ resizer, social, logger: { info: () => {}, warn: () => {}, error: () => {} }, wait });
  return { draw, cards };
};

const filesDrawn = async () => (await readdir(join(cacheDir, FILE))).sort();

describe('drawing a new picture ahead of shoppers', () => {
  it('draws every width pages ask, in AVIF and WebP, into the cache the route reads, one job at a time', async () => {
    const limit = watched(limitJobs(2));
    const { draw, cards } = setUp(limit.jobs);
    expect(await draw({ product: 'whey', file: FILE })).toEqual({ drawn: 18, cached: 0, left: 0 });
    const files = await filesDrawn();
    expect(files).toHaveLength(IMAGE_WIDTHS.length * 2);
    for (const width of IMAGE_WIDTHS)
      for (const format of ['avif', 'webp'])
        expect(files.some((f) => f.endsWith(`-${width}xauto.${format}`))).toBe(true);
    expect(
      await sharp(
        join(
          cacheDir,
          FILE,
          files.find((f) => f.endsWith('-96xauto.avif'))!,
        ),
      ).metadata(),
    ).toMatchObject({ format: 'heif', width: 96 });
    // It holds one of the two workers at most, so a shopper's request always finds the other.
    expect(limit.most()).toBe(1);
    // The product's preview card, whose first picture this may be, is drawn too.
    expect(cards).toEqual(['whey']);
    // A second time finds everything on disk.
    expect(await draw({ product: 'whey', file: FILE })).toEqual({ drawn: 0, cached: 18, left: 0 });
  });

  it('waits its turn when every worker and waiting place is taken, and asks again', async () => {
    const limit = limitJobs(1, 0);
    let release = () => {};
    // A shopper's request holding the only worker.
    const held = limit(() => new Promise<void>((resolve) => (release = resolve)));
    const waits: number[] = [];
    const { draw } = setUp(limit, async (seconds) => {
      waits.push(seconds);
      release();
      await held;
    });
    expect(await draw({ product: 'whey', file: FILE })).toEqual({ drawn: PAGE_SIZES.length, cached: 0, left: 0 });
    expect(waits).toEqual([2]);
  });

  it('leaves a size to be drawn on demand when the line stays full', async () => {
    const limit = limitJobs(1, 0);
    void limit(() => new Promise<void>(() => undefined));
    const waits: number[] = [];
    const { draw } = setUp(limit, async (seconds) => void waits.push(seconds));
    expect(await draw({ product: 'whey', file: FILE })).toEqual({ drawn: 0, cached: 0, left: PAGE_SIZES.length });
    expect(waits).toHaveLength(PAGE_SIZES.length * 4);
  });
});
