import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedFiles } from '../support/cached-files';
import { startTestServer, type TestServer } from '../support/test-server';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app.close());

const AVIF_BROWSER = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const picture = '/img/productos/creatina-pura-principal.svg';

const fetchImage = async (path: string, accept = AVIF_BROWSER) => {
  const res = await app.get(path, { headers: { accept } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

/** The pictures of 160 px cached for the product picture: each file's name, inode and modification time. */
const cached160 = () => cachedFiles(join(app.imageCache, 'productos', 'creatina-pura-principal.svg'), '-160xauto.avif');

describe('product pictures', () => {
  it('serves the original SVG without ?w=, locked down', async () => {
    const { res, bytes } = await fetchImage(picture);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(bytes.toString('utf8')).toMatch(/^<svg /);
  });

  it.each([
    [AVIF_BROWSER, 'image/avif', 'heif'],
    ['image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5', 'image/webp', 'webp'],
    ['*/*', 'image/png', 'png'],
  ])('answers ?w=400 for Accept %s with %s, 400 px wide, cacheable for a year', async (accept, type, format) => {
    const { res, bytes } = await fetchImage(`${picture}?w=400`, accept);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('vary')).toMatch(/\bAccept\b/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([format, 400, 400]);
  });

  it('fits the picture in a box with &h=', async () => {
    const { res, bytes } = await fetchImage(`${picture}?w=640&h=320`);
    expect(res.status).toBe(200);
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([640, 320]);
  });

  it('answers a second request from the disk cache with the same bytes', async () => {
    const first = await fetchImage(`${picture}?w=160`);
    const cached = await cached160();
    expect(cached).toHaveLength(1);
    const second = await fetchImage(`${picture}?w=160`);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    // Read, not drawn again: a new drawing would be a new file renamed into place.
    expect(await cached160()).toEqual(cached);
  });

  it('answers 400 in Spanish for sizes outside the list and for nonsense', async () => {
    for (const query of [
      'w=123',
      'w=abc',
      'w=',
      'w=0400',
      'w=400.5',
      'w=-400',
      'w=99999999',
      'h=400',
      'w=400&h=abc',
      'w=400&w=800',
      'w=400&h=123',
    ]) {
      const res = await app.get(`${picture}?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await res.text()).toMatch(/imagen/i);
    }
  });

  it('answers 404 for unknown pictures, resized or not, and for names that are not ours', async () => {
    for (const path of [
      '/img/productos/no-existe.svg',
      '/img/productos/no-existe.svg?w=400',
      '/img/productos/..%2F..%2Fetc%2Fpasswd?w=400',
      '/img/productos/A.SVG',
    ]) {
      expect((await app.get(path)).status, path).toBe(404);
    }
  });

  it('never answers 500 to odd requests', async () => {
    const odd = [
      `${picture}?w[]=400`,
      `${picture}?w=400&h=`,
      `${picture}?%ZZ=1`,
      `${picture}?w=%FF`,
      '/img/productos/%E0%A4%A.svg?w=400',
    ];
    for (const path of odd) expect((await app.get(path)).status, path).toBeLessThan(500);
    const strange = await app.get(`${picture}?w=400`, { headers: { accept: ';;,,q=abc, image/avif;q=' } });
    expect(strange.status).toBe(200);
    expect(app.logged).toEqual([]);
  });
});

describe('social images', () => {
  it('draws a 1200×630 PNG for a product, cached for a day', async () => {
    const { res, bytes } = await fetchImage('/img/og/productos/creatina-pura.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    expect((await fetchImage('/img/og/productos/creatina-pura.png')).bytes.equals(bytes)).toBe(true);
  });

  it('draws a 1200×630 PNG for a category, even an empty one', async () => {
    for (const slug of ['proteinas', 'vitaminas']) {
      const { res, bytes } = await fetchImage(`/img/og/categorias/${slug}.png`);
      expect(res.status, slug).toBe(200);
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual([1200, 630]);
    }
  });

  it('answers 404 for unknown slugs, kinds and file names', async () => {
    for (const path of [
      '/img/og/productos/no-existe.png',
      '/img/og/categorias/no-existe.png',
      '/img/og/marcas/marca.png',
      '/img/og/productos/creatina-pura.jpg',
      '/img/og/productos/Creatina-Pura.png',
    ]) {
      expect((await app.get(path)).status, path).toBe(404);
    }
  });
});
