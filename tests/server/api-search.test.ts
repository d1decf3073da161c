import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSearchCatalogue } from '../builders/search-catalogue';
import { startTestServer, type TestServer } from '../support/test-server';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer(aSearchCatalogue());
});
afterAll(() => app.close());

const json = async (path: string, status = 200) => {
  const res = await app.get(path, { headers: { Accept: 'application/json' } });
  expect(res.status, path).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  return res.json();
};
const slugs = (body: { products: { slug: string }[] }) => body.products.map((p) => p.slug);

describe('GET /api/v1/search', () => {
  it('finds products despite accents and a typo, a page at a time, with facets', async () => {
    const body = await json('/api/v1/search?q=protenia');
    expect(body).toMatchObject({
      query: 'protenia',
      category: null,
      total: 15,
      page: 1,
      pageCount: 2,
      searched: null,
      suggestion: 'proteína',
    });
    expect(body.products).toHaveLength(12);
    expect(body.products[0]).toMatchObject({
      category: 'proteinas',
      price: expect.any(Number),
      image: { width: 800, height: 800 },
    });
    expect(body.facets.categories).toEqual([{ value: 'proteinas', label: 'Proteínas', count: 15 }]);
    expect((await json('/api/v1/search?q=PROTE%C3%8DNA&page=2')).products).toHaveLength(3);
  });

  it('finds the everyday phrases, and says what it searched when all the words together found nothing', async () => {
    for (const q of ['quemador%20de%20grasa', 'term%C3%B3geno', 'termog%C3%A9nico'])
      expect(slugs(await json(`/api/v1/search?q=${q}`)), q).toEqual(['lipo-extreme']);
    expect(slugs(await json('/api/v1/search?q=prote%C3%ADna%20aislada'))).toEqual(['gold-standard-whey']);
    expect(await json('/api/v1/search?q=creatina%20para%20caballos')).toMatchObject({
      query: 'creatina para caballos',
      total: 2,
      searched: 'creatina',
      suggestion: null,
    });
  });

  it('reads numbers and "sin", and names the number it left out', async () => {
    expect(slugs(await json('/api/v1/search?q=creatina%205000%20mg'))).toEqual(['creatina-monohidratada']);
    expect(slugs(await json('/api/v1/search?q=sin%20caf%C3%A9%C3%ADna'))).toEqual(['carnitina-liquida']);
    expect(await json('/api/v1/search?q=creatina%20777')).toMatchObject({
      total: 2,
      searched: 'creatina',
      missingQuantities: ['777'],
    });
    expect(await json('/api/v1/search?q=creatina%20para%20caballos')).toMatchObject({ missingQuantities: [] });
  });

  it('reads the listing filters and order from the same parameters as a category', async () => {
    expect(slugs(await json('/api/v1/search?q=proteina&marca=optimum'))).toEqual(['gold-standard-whey']);
    expect(slugs(await json('/api/v1/search?q=marca&categoria=creatinas'))).toEqual(['creatina-pura']);
    expect((await json('/api/v1/search?q=proteina&precio-min=150000&precio-max=155000')).total).toBe(6);
    expect((await json('/api/v1/search?q=proteina&disponible=1')).total).toBe(14);
    expect(slugs(await json('/api/v1/search?q=proteina&sabor=Fresa'))).toEqual(['gold-standard-whey']);
    const cheapest = await json('/api/v1/search?q=proteina&orden=precio-asc');
    expect(cheapest.listing.sort).toBe('precio-asc');
    expect(cheapest.products[0].slug).toBe('proteina-01');
    expect((await json('/api/v1/search?q=proteina&orden=precio-desc')).products[0].slug).toBe('gold-standard-whey');
  });

  it('answers an empty query and a query without matches with no products', async () => {
    expect(await json('/api/v1/search?q=')).toMatchObject({ query: '', total: 0, products: [], pageCount: 1 });
    expect(await json('/api/v1/search?q=%20%20')).toMatchObject({ total: 0, products: [] });
    expect(await json('/api/v1/search?q=zzqxw')).toMatchObject({ query: 'zzqxw', total: 0, products: [] });
  });

  it('refuses malformed parameters with a Spanish message', async () => {
    expect((await json('/api/v1/search?q=whey&page=abc', 400)).error).toEqual({
      kind: 'bad-request',
      message: 'Los parámetros de la consulta no son válidos.',
    });
    expect((await json(`/api/v1/search?q=${'a'.repeat(201)}`, 400)).error.kind).toBe('bad-request');
  });
});

describe('GET /api/v1/search/suggestions', () => {
  it('suggests up to six products from two letters on, with what the box shows', async () => {
    const { suggestions } = await json('/api/v1/search/suggestions?q=prot');
    expect(suggestions).toHaveLength(6);
    expect(suggestions[0]).toEqual({
      slug: expect.stringMatching(/^proteina-\d\d$/),
      name: expect.stringMatching(/^Proteína \d\d$/),
      brand: 'Marca Ñandú',
      category: 'proteinas',
      price: expect.any(Number),
      image: {
        url: expect.stringMatching(/^\/img\/productos\/.+\.svg$/),
        alt: expect.any(String),
        width: 800,
        height: 800,
      },
    });
    expect(
      (await json('/api/v1/search/suggestions?q=cre')).suggestions
        .slice(0, 2)
        .map((s: { slug: string }) => s.slug)
        .sort(),
    ).toEqual(['creatina-monohidratada', 'creatina-pura']);
    expect(await json('/api/v1/search/suggestions?q=p')).toEqual({ suggestions: [] });
    expect(await json('/api/v1/search/suggestions?q=zzqxw')).toEqual({ suggestions: [] });
  });
});
