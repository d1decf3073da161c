import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCatalogue } from '../builders/seed-data';
import { startTestServer, type TestServer } from '../support/test-server';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer(aCatalogue());
});
afterAll(() => app.close());

type Card = { slug: string; price: number; inStock: boolean; variant?: { sku: string; flavour: string | null } };
const cards = async (path: string): Promise<Card[]> => {
  const res = await app.get(path, { headers: { Accept: 'application/json' } });
  expect(res.status, path).toBe(200);
  return (await res.json()).products;
};

describe('a listing filtered by flavour', () => {
  it("shows on every card the ticked flavour's variant, with its own stock, in a category and in search", async () => {
    for (const path of [
      '/api/v1/categories/proteinas/products?sabor=Vainilla&orden=precio-asc',
      '/api/v1/search?q=proteina&sabor=vainilla&orden=precio-asc',
    ]) {
      const found = await cards(path);
      expect(found.length, path).toBeGreaterThan(0);
      for (const card of found) expect(card.variant?.flavour, `${path} ${card.slug}`).toBe('Vainilla');
      // Proteína 01, the cheapest, is in stock in Chocolate only: its vanilla card says sold out.
      expect(found.find((c) => c.slug === 'proteina-01')).toMatchObject({
        inStock: false,
        variant: { sku: 'P01-2LB-VAIN' },
      });
    }
  });

  it('names no variant without a filter of one', async () => {
    for (const card of await cards('/api/v1/categories/proteinas/products?marca=marca'))
      expect(card.variant).toBeUndefined();
  });

  it("links each card of the server-rendered page to its variant's address", async () => {
    const html = await (await app.get('/proteinas/?sabor=Vainilla')).text();
    expect(html).toContain('href="/proteinas/proteina-02/p02-2lb-vain/"');
    expect(html).not.toContain('href="/proteinas/proteina-02/"');
  });
});
