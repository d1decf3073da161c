import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../../../core/catalog/listing';
import { SEARCH_SYNONYMS } from '../../../core/catalog/search-synonyms';
import { algoliaClient } from '../../../adapters/search/algolia-index';
import { reindexAlgolia, type ReindexProgress } from '../../../adapters/search/algolia-indexer';
import { CARD_ATTRIBUTES } from '../../../adapters/search/algolia-records';
import { algoliaSearch, searchedAfterRemoval } from '../../../adapters/search/algolia-search';
import { countCatalogueEntries, readCatalogueEntries } from '../../../adapters/search/catalogue-entries';
import { seedSearchCatalogue } from '../../builders/search-catalogue';
import { startFakeAlgolia, type FakeAlgolia } from '../../fakes/algolia-server';
import { engines, type TestDatabase } from '../../support/databases';

const keys = { appId: 'FORNIDOTEST', searchKey: 'search-key', adminKey: 'admin-key' };
let fake: FakeAlgolia;
let database: TestDatabase;
const config = () => ({
  appId: keys.appId,
  searchKey: keys.searchKey,
  adminKey: keys.adminKey,
  hosts: [`127.0.0.1:${fake.port}`],
});
const calls = () => fake.requests.map((r) => `${r.method} ${r.path}`);

beforeAll(async () => {
  fake = await startFakeAlgolia(keys);
  database = await engines()[0].open();
  await seedSearchCatalogue(database.db);
});
afterAll(async () => {
  await fake.close();
  await database.drop();
});

const reindex = (progress: ReindexProgress[] = [], key = keys.adminKey) =>
  reindexAlgolia({
    client: algoliaClient(config(), key),
    index: 'products',
    total: 21,
    batches: readCatalogueEntries(database.db, 5),
    onProgress: (p) => progress.push(p),
    runId: 'run1',
  });

describe('Algolia reindexing, on the wire', () => {
  it('configures the index and its sort replicas, fills a temporary index in batches and moves it into place', async () => {
    fake.requests.length = 0;
    const progress: ReindexProgress[] = [];
    expect(await countCatalogueEntries(database.db)).toBe(21);
    expect(await reindex(progress)).toEqual({ indexed: 21 });
    expect(progress).toEqual([5, 10, 15, 20, 21].map((indexed) => ({ indexed, total: 21 })));
    const writes = calls().filter((c) => !c.startsWith('GET'));
    expect(writes).toEqual([
      'PUT /1/indexes/products/settings',
      'PUT /1/indexes/products_price_asc/settings',
      'PUT /1/indexes/products_price_desc/settings',
      'PUT /1/indexes/products_newest/settings',
      'PUT /1/indexes/products_best_sellers/settings',
      'POST /1/indexes/products/synonyms/batch',
      'POST /1/indexes/products/operation',
      ...Array(5).fill('POST /1/indexes/products_reindex_run1/batch'),
      'POST /1/indexes/products_reindex_run1/operation',
    ]);
    const first = fake.requests[0];
    expect(first.headers).toMatchObject({
      'x-algolia-application-id': 'FORNIDOTEST',
      'x-algolia-api-key': 'admin-key',
    });
    expect(first.body).toMatchObject({
      searchableAttributes: [
        'name',
        'unordered(brand.name)',
        'unordered(category.name)',
        'unordered(goalLabel)',
        'unordered(flavours)',
        'unordered(searchSummary)',
        'unordered(searchIngredients)',
      ],
      customRanking: ['desc(inStock)', 'desc(unitsSold)'],
      queryLanguages: ['es'],
      indexLanguages: ['es'],
      ignorePlurals: ['es'],
      removeStopWords: ['es'],
      removeWordsIfNoResults: 'lastWords',
      replicas: ['products_price_asc', 'products_price_desc', 'products_newest', 'products_best_sellers'],
    });
    const replica = fake.requests.find((r) => r.path === '/1/indexes/products_price_asc/settings')!;
    expect((replica.body as { ranking: string[] }).ranking[0]).toBe('asc(price)');
    const synonyms = fake.requests.find((r) => r.path.endsWith('/synonyms/batch'))!;
    expect(Object.fromEntries(synonyms.query)).toMatchObject({
      forwardToReplicas: 'true',
      replaceExistingSynonyms: 'true',
    });
    const hits = synonyms.body as { objectID: string; type: string; synonyms: string[]; input?: string }[];
    expect(hits).toHaveLength(SEARCH_SYNONYMS.length);
    expect(hits).toContainEqual({
      objectID: 'synonym-quemador-de-grasa',
      type: 'synonym',
      synonyms: ['quemador de grasa', 'quemagrasa', 'quemador', 'termogénico', 'fat burner', 'thermo'],
    });
    expect(hits).toContainEqual({
      objectID: 'oneway-aminoacidos',
      type: 'onewaysynonym',
      input: 'aminoácidos',
      synonyms: ['amino', 'bcaa', 'eaa', 'glutamina'],
    });
    expect(new Set(hits.map((h) => h.objectID)).size).toBe(hits.length);
    const ops = fake.requests.filter((r) => r.path.endsWith('/operation')).map((r) => r.body);
    expect(ops).toEqual([
      { operation: 'copy', destination: 'products_reindex_run1', scope: ['settings', 'synonyms', 'rules'] },
      { operation: 'move', destination: 'products' },
    ]);
    expect(calls().filter((c) => c.includes('/task/')).length).toBeGreaterThanOrEqual(10);
  });

  it('sends each product as a record of the documented shape', async () => {
    const batch = fake.requests.find((r) => r.path.endsWith('_reindex_run1/batch'))!.body as {
      requests: { action: string; body: Record<string, unknown> }[];
    };
    expect(batch.requests).toHaveLength(5);
    expect(batch.requests[0]).toEqual({
      action: 'addObject',
      body: {
        objectID: 'proteina-01',
        name: 'Proteína 01',
        summary: 'Proteína de suero para pruebas.',
        brand: { slug: 'marca', name: 'Marca Ñandú' },
        category: { slug: 'proteinas', name: 'Proteínas' },
        brandFacet: 'marca|Marca Ñandú',
        categoryFacet: 'proteinas|Proteínas',
        goal: 'ganar-masa',
        goalLabel: 'Ganar masa',
        searchSummary: 'Proteína de suero para pruebas.',
        searchIngredients: 'Suero de leche.',
        negations: [],
        // Its sizes (2 and 5 lb) and serving (30 g), normalised, and as index words; the "01" of its name.
        quantities: ['907 g', '2,27 kg', '30 g'],
        quantityKeys: ['qg342', 'qg684', 'qg777', 'qn1'],
        flavours: ['Chocolate', 'Vainilla'],
        price: 150_000,
        compareAt: null,
        inStock: true,
        unitsSold: 103,
        createdAt: Date.parse('2026-11-21T12:00:00Z') / 1000,
        sizes: 2,
        flavourCount: 2,
        image: {
          url: '/img/productos/proteina-01-chocolate.svg',
          alt: 'Proteína 01 de Marca Ñandú, sabor chocolate',
          width: 800,
          height: 800,
        },
      },
    });
  });

  it('leaves the replicas attached and no temporary index behind', () => {
    expect([...fake.indices.keys()].sort()).toEqual([
      'products',
      'products_best_sellers',
      'products_newest',
      'products_price_asc',
      'products_price_desc',
    ]);
    expect(fake.indices.get('products')!.records.size).toBe(21);
    expect(fake.indices.get('products')!.settings.replicas).toHaveLength(4);
    // The synonyms came with the move, and were forwarded to the replicas.
    expect(fake.indices.get('products')!.synonyms.size).toBe(SEARCH_SYNONYMS.length);
    expect(fake.indices.get('products_price_asc')!.synonyms.size).toBe(SEARCH_SYNONYMS.length);
  });

  it('is refused with the search-only key, and cleans up', async () => {
    await expect(reindex([], keys.searchKey)).rejects.toThrow(/not allowed with this API key/);
    expect(fake.indices.get('products')!.records.size).toBe(21);
  });
});

describe('Algolia search, on the wire', () => {
  it('asks the sort replica for the page with the filters, and the main index for the facets', async () => {
    fake.requests.length = 0;
    const search = algoliaSearch(algoliaClient(config(), keys.searchKey), 'products');
    const page = await search.search({
      text: 'proteína',
      category: 'proteinas',
      sort: 'precio-asc',
      offset: 4,
      limit: 4,
      filters: {
        ...NO_FILTERS,
        brands: ['marca', 'optimum'],
        goals: ['ganar-masa'],
        flavours: ['Vainilla'],
        priceMin: 100_000,
        priceMax: 300_000,
        inStock: true,
      },
    });
    expect(page.items.map((i) => i.slug)).toEqual(['proteina-05', 'proteina-06', 'proteina-07', 'proteina-08']);
    expect(page.total).toBe(13); // Proteína 01–13: 14 is sold out.
    const [req] = fake.requests;
    expect(`${req.method} ${req.path}`).toBe('POST /1/indexes/*/queries');
    expect(req.headers).toMatchObject({
      'x-algolia-application-id': 'FORNIDOTEST',
      'x-algolia-api-key': 'search-key',
    });
    expect(req.body).toEqual({
      requests: [
        {
          indexName: 'products_price_asc',
          query: 'proteína',
          facetFilters: [
            'category.slug:proteinas',
            ['brand.slug:marca', 'brand.slug:optimum'],
            ['goal:ganar-masa'],
            ['flavours:Vainilla'],
            'inStock:true',
          ],
          numericFilters: ['price>=100000', 'price<=300000'],
          offset: 4,
          length: 4,
          attributesToRetrieve: CARD_ATTRIBUTES,
        },
        {
          indexName: 'products',
          query: 'proteína',
          hitsPerPage: 0,
          facets: ['categoryFacet', 'brandFacet', 'goal', 'flavours', 'price'],
          analytics: false,
        },
      ],
    });
  });

  it('suggests through a single-index query', async () => {
    fake.requests.length = 0;
    const search = algoliaSearch(algoliaClient(config(), keys.searchKey), 'products');
    expect((await search.suggest('gold', 6)).map((s) => s.slug)).toEqual(['gold-standard-whey']);
    expect(fake.requests.map((r) => [`${r.method} ${r.path}`, r.body])).toEqual([
      ['POST /1/indexes/products/query', { query: 'gold', hitsPerPage: 6, attributesToRetrieve: CARD_ATTRIBUTES }],
    ]);
  });

  it('sends the words as typed and reads from queryAfterRemoval which ones Algolia left out', async () => {
    fake.requests.length = 0;
    const search = algoliaSearch(algoliaClient(config(), keys.searchKey), 'products');
    const page = await search.search({
      text: 'Creatina monohidratada mango',
      sort: 'relevancia',
      offset: 0,
      limit: 12,
      filters: NO_FILTERS,
    });
    expect(page).toMatchObject({ total: 2, searched: 'Creatina monohidratada' });
    expect((fake.requests[0].body as { requests: { query: string }[] }).requests.map((r) => r.query)).toEqual([
      'Creatina monohidratada mango',
      'Creatina monohidratada mango',
    ]);
    const hit = { objectID: 'x', name: 'Proteína 01', brand: { slug: 'm', name: 'Marca' }, summary: 'Suero.' };
    const answer = (queryAfterRemoval?: string) =>
      searchedAfterRemoval({ hits: [hit], queryAfterRemoval } as unknown as Parameters<typeof searchedAfterRemoval>[0]);
    expect(answer('proteína <em>xyz</em>')).toBe('proteína');
    expect(answer('<em>xyz</em> <em>proteínas</em>')).toBe('proteínas');
    expect(answer('proteína')).toBeUndefined();
    expect(answer(undefined)).toBeUndefined();
  });

  it('fails loudly with a wrong key instead of answering "nothing found"', async () => {
    const search = algoliaSearch(algoliaClient({ ...config(), searchKey: 'nope' }, 'nope'), 'products');
    await expect(
      search.search({ text: 'whey', sort: 'relevancia', offset: 0, limit: 12, filters: NO_FILTERS }),
    ).rejects.toThrow(/Invalid Application-ID or API key/);
  });

  it('reads JSON whatever the content type, and refuses requests without credentials', async () => {
    const url = `http://127.0.0.1:${fake.port}/1/indexes/products/query`;
    const headers = { 'x-algolia-application-id': keys.appId, 'x-algolia-api-key': keys.searchKey };
    for (const type of ['text/plain', 'application/json']) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': type },
        body: JSON.stringify({ query: 'fresa' }),
      });
      expect((await res.json()).nbHits, type).toBe(1);
    }
    expect((await fetch(url, { method: 'POST', body: '{}' })).status).toBe(403);
  });
});
