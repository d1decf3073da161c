import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app.close());

const page = async (path: string) => {
  const res = await app.get(path);
  expect(res.status, path).toBe(200);
  return { html: await res.text() };
};

describe('social images of the pages', () => {
  it.each([
    ['/', 'inicio'],
    ['/tiendas/', 'tiendas'],
    ['/politica-privacidad/', 'politica-privacidad'],
  ])('%s names its own 1200×630 card, which is drawn', async (path, name) => {
    const { html } = await page(path);
    expect(html).toContain(`<meta property="og:image" content="https://fornido.co/img/og/paginas/${name}.png">`);
    expect(html).toContain(`<meta name="twitter:image" content="https://fornido.co/img/og/paginas/${name}.png">`);
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    const png = await app.get(`/img/og/paginas/${name}.png`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const { width, height } = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
    expect([width, height]).toEqual([1200, 630]);
  });

  it('answers 404 for a page that does not exist', async () => {
    expect((await app.get('/img/og/paginas/no-existe.png')).status).toBe(404);
    expect((await app.get('/img/og/paginas/constructor.png')).status).toBe(404);
  });
});
