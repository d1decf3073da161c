import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { startTestServer, type TestServer } from '../support/test-server';
import { signedUp } from './support/account-client';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app.close());

const PRODUCT = '/creatinas/creatina-pura/';
const change = (statement: ReturnType<typeof sql>) => app.container.get(T.database).db.execute(statement);
const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await app.get(path, { headers });
  return { status: res.status, cache: res.headers.get('x-cache'), headers: res.headers, html: await res.text() };
};

describe('the cache of public pages', () => {
  it('answers a guest the second time from memory, with the very same page, compressed as the browser asks', async () => {
    const first = await page('/?cache=same');
    const second = await page('/?cache=same', { 'Accept-Encoding': 'br' });
    const third = await page('/?cache=same', { 'Accept-Encoding': 'gzip' });
    expect([first.cache, second.cache, third.cache]).toEqual(['miss', 'hit', 'hit']);
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(third.headers.get('content-encoding')).toBe('gzip');
    expect(second.html).toBe(first.html);
    expect(third.html).toBe(first.html);
    expect(second.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('answers 304 to a browser that already has the page', async () => {
    const { headers } = await page(PRODUCT);
    // As a browser revalidates (fetch would add `Cache-Control: no-cache` to a conditional request of its own).
    const again = await app.get(PRODUCT, {
      headers: { 'If-None-Match': headers.get('etag')!, 'Cache-Control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });

  it('shows a new price, name or picture text on the next request after the catalogue changes', async () => {
    expect((await page(PRODUCT)).html).toContain('$ 89.900');
    await change(sql`UPDATE variants SET price = 79900 WHERE sku = 'CRE-300G'`);
    const priced = await page(PRODUCT);
    expect(priced.cache).toBe('miss');
    expect(priced.html).toContain('$ 79.900');
    expect((await page('/creatinas/')).html).toContain('$ 79.900');
    await change(sql`UPDATE products SET description = 'Monohidrato micronizado.' WHERE slug = 'creatina-pura'`);
    expect((await page(PRODUCT)).html).toContain('Monohidrato micronizado.');
    await change(sql`UPDATE categories SET name = 'Creatinas y más' WHERE slug = 'creatinas'`);
    expect((await page('/')).html).toContain('Creatinas y más');
  });

  it('keeps the page through sales that leave plenty of stock, and tells the last units as they go', async () => {
    await change(sql`UPDATE variants SET stock = 40 WHERE sku = 'CRE-300G'`);
    await page(PRODUCT);
    await change(sql`UPDATE variants SET stock = 39 WHERE sku = 'CRE-300G'`);
    expect((await page(PRODUCT)).cache).toBe('hit');
    await change(sql`UPDATE variants SET stock = 5 WHERE sku = 'CRE-300G'`);
    expect((await page(PRODUCT)).html).toContain('Últimas 5 unidades');
    await change(sql`UPDATE variants SET stock = 4 WHERE sku = 'CRE-300G'`);
    expect((await page(PRODUCT)).html).toContain('Últimas 4 unidades');
    await change(sql`UPDATE variants SET stock = 0 WHERE sku = 'CRE-300G'`);
    expect((await page(PRODUCT)).html).toContain('Agotado');
    await change(sql`UPDATE variants SET stock = 40 WHERE sku = 'CRE-300G'`);
    expect((await page(PRODUCT)).html).toContain('En stock');
  });

  it('never answers a signed-in shopper from it, nor keeps what they see', async () => {
    await page('/?cache=account');
    const { cookie, form } = await signedUp(app);
    const theirs = await page('/?cache=account', { Cookie: cookie });
    expect(theirs.cache).toBeNull();
    expect(theirs.html).toContain(String(form.name).split(' ')[0]);
    const guest = await page('/?cache=account');
    expect(guest.cache).toBe('hit');
    expect(guest.html).not.toContain(String(form.email));
  });

  it('keeps no page that is not found, an order, or an account page', async () => {
    expect((await page('/no-existe/')).cache).toBeNull();
    expect((await page('/no-existe/')).status).toBe(404);
    expect((await page('/pedido/FO-2026-999999/')).cache).toBeNull();
    expect((await page('/micuenta/')).cache).toBeNull();
  });

  it('answers the catalogue API at the current version too', async () => {
    const price = async () =>
      (await (await app.get('/api/v1/products/creatina-pura')).json()).product.variants[0].price;
    const before = await price();
    await change(sql`UPDATE variants SET price = price + 1000 WHERE sku = 'CRE-300G'`);
    expect(await price()).toBe(before + 1000);
  });
});
