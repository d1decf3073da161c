import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { T } from '../../../adapters/container';
import { IMAGE_WIDTHS } from '../../../core/catalog/image-widths';
import { enrolledOperator, operatorServer, withCookie } from '../support/operator-client';
import { aPhoto, uploadPicture } from '../support/picture-upload';
import { cachedFiles } from '../../support/cached-files';

const ctx = operatorServer();

const AVIF_BROWSER = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP_BROWSER = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5';

describe('Catálogo: a photo drawn at every size as it is uploaded', () => {
  it('is on disk at every width and format pages ask, unasked, and the picture route answers from there', async () => {
    const manager = await enrolledOperator(ctx, 'manager');
    const uploaded = await uploadPicture(ctx, 'proteina-02', await aPhoto(), manager.cookie);
    expect(uploaded.status).toBe(201);
    const { file, url } = ((await uploaded.json()) as { file: string; url: string }[]).at(-1)!;
    const dir = join(ctx.server.imageCache, 'productos', file);
    const expected = IMAGE_WIDTHS.flatMap((w) => [`-${w}xauto.avif`, `-${w}xauto.webp`]);
    // Drawn in the background of the upload's answer, nobody asking for them meanwhile; the product's preview card for
    // shared links last.
    const card = join(ctx.server.imageCache, 'og', 'productos', 'proteina-02');
    await vi.waitFor(async () => expect(await cachedFiles(card)).toHaveLength(1), { timeout: 120_000, interval: 250 });
    const drawn = await cachedFiles(dir);
    expect(drawn).toHaveLength(expected.length);
    expect(expected.every((end) => drawn.some((f) => f.name.endsWith(end)))).toBe(true);

    for (const width of IMAGE_WIDTHS)
      for (const [accept, format] of [
        [AVIF_BROWSER, 'avif'],
        [WEBP_BROWSER, 'webp'],
      ]) {
        const res = await ctx.server.get(`${url}?w=${width}`, { headers: { accept } });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe(`image/${format}`);
        const onDisk = drawn.find((f) => f.name.endsWith(`-${width}xauto.${format}`))!;
        expect(Buffer.from(await res.arrayBuffer()).equals(await readFile(join(dir, onDisk.name)))).toBe(true);
      }
    // Read, not drawn again: a new drawing would be a new file renamed into place.
    expect(await cachedFiles(dir)).toEqual(drawn);

    // A size lost (the process stopped before drawing it) is drawn when first asked, as always.
    const lost = drawn.find((f) => f.name.endsWith('-400xauto.avif'))!;
    await rm(join(dir, lost.name));
    const asked = await ctx.server.get(`${url}?w=400`, { headers: { accept: AVIF_BROWSER } });
    expect(asked.status).toBe(200);
    expect((await cachedFiles(dir)).map((f) => f.name)).toEqual(drawn.map((f) => f.name));
  }, 180_000);
});

describe('Catálogo: a picture’s text for people who do not see it', () => {
  it('is written by a manager, shown by the shop’s product page and cards, and audited before and after', async () => {
    const manager = await enrolledOperator(ctx, 'manager');
    const as = withCookie(manager.cookie);
    const [first] = (await ctx.admin.get('/catalogue/products/creatina-pura', as)).json.pictures as {
      file: string;
      alt: string;
    }[];
    const path = `/catalogue/products/creatina-pura/pictures/${first.file}`;
    const message = 'Escribe qué muestra la foto, de 1 a 125 caracteres.';
    for (const alt of ['x'.repeat(126), '  ']) {
      const refused = await ctx.admin.post(path, { move: 'alt', alt }, as);
      expect(refused.status).toBe(400);
      expect(refused.json.error.fields).toEqual({ alt: message });
    }
    const text = 'Frasco de Creatina Pura de 300 g, tapa roja';
    const described = await ctx.admin.post(path, { move: 'alt', alt: text }, as);
    expect(described.status).toBe(200);
    expect(described.json[0]).toMatchObject({ file: first.file, alt: text });

    expect((await ctx.shop.get('/products/creatina-pura')).json.product.images[0].alt).toBe(text);
    expect((await ctx.shop.get('/categories/creatinas/products')).json.products[0].image.alt).toBe(text);
    const page = await (await ctx.server.get('/creatinas/creatina-pura/')).text();
    expect(page).toContain(`alt="${text}"`);

    const [audit] = await ctx.server.container.get(T.catalogueChanges).list({ subject: 'creatina-pura', limit: 1 });
    expect(audit).toMatchObject({
      actor: expect.stringContaining(manager.email),
      source: 'console',
      before: { pictures: expect.arrayContaining([expect.objectContaining({ file: first.file, alt: first.alt })]) },
      after: { pictures: expect.arrayContaining([expect.objectContaining({ file: first.file, alt: text })]) },
    });

    const warehouse = await enrolledOperator(ctx, 'warehouse');
    const forbidden = await ctx.admin.post(path, { move: 'alt', alt: 'Otra cosa' }, withCookie(warehouse.cookie));
    expect(forbidden.status).toBe(403);
  });
});
