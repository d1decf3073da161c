import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app.close());

const json = async (path: string, status = 200) => {
  const res = await app.get(path, { headers: { Accept: 'application/json' } });
  expect(res.status, path).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  return res.json();
};

describe('GET /api/v1 catalogue', () => {
  it('lists the categories', async () => {
    const body = await json('/api/v1/categories');
    expect(body.categories.map((c: { slug: string }) => c.slug)).toEqual(['proteinas', 'creatinas', 'vitaminas']);
  });

  it('pages a category', async () => {
    const page2 = await json('/api/v1/categories/proteinas/products?page=2');
    expect(page2).toMatchObject({ page: 2, pageCount: 2, total: 14, category: { slug: 'proteinas' } });
    expect(page2.products).toHaveLength(2);
    expect((await json('/api/v1/categories/proteinas/products')).products).toHaveLength(12);
  });

  it('answers errors as { error: { kind, message } } with the right status', async () => {
    expect(await json('/api/v1/categories/no-existe/products', 404)).toEqual({
      error: { kind: 'category-not-found', message: 'No encontramos esa categoría.' },
    });
    expect((await json('/api/v1/categories/proteinas/products?page=3', 404)).error.kind).toBe('page-not-found');
    expect((await json('/api/v1/categories/proteinas/products?page=-1', 400)).error.kind).toBe('bad-request');
    expect((await json('/api/v1/categories/proteinas/products?page=abc', 400)).error.message).toBe(
      'Los parámetros de la consulta no son válidos.',
    );
    expect((await json('/api/v1/products/no-existe', 404)).error.kind).toBe('product-not-found');
    expect((await json('/api/v1/products/proteina-01?variant=nope', 404)).error.kind).toBe('variant-not-found');
    expect((await json('/api/v1/no-existe', 404)).error.kind).toBe('not-found');
  });

  it('returns a product with the chosen variant and related products', async () => {
    const body = await json('/api/v1/products/proteina-01?category=proteinas&variant=p01-5lb-choc');
    expect(body.variant).toMatchObject({ sku: 'P01-5LB-CHOC', price: 350_000, compareAt: 399_900 });
    expect(body.product.variants).toHaveLength(3);
    expect(body.related.length).toBeGreaterThan(0);
    expect(body.related.map((p: { slug: string }) => p.slug)).not.toContain('proteina-01');
    expect((await json('/api/v1/products/proteina-01?category=creatinas', 404)).error.kind).toBe('product-not-found');
  });

  it('lists the newest products and searches', async () => {
    expect((await json('/api/v1/products?sort=newest&limit=2')).products.map((p: { slug: string }) => p.slug)).toEqual([
      'creatina-pura',
      'proteina-01',
    ]);
    expect((await json('/api/v1/products?limit=1000', 400)).error.kind).toBe('bad-request');
    expect((await json('/api/v1/search?q=creatina')).total).toBe(1);
  });

  it('answers 400, not 500, to a body it cannot read', async () => {
    const res = await app.get('/api/v1/categories', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{nope',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.kind).toBe('bad-request');
  });
});
