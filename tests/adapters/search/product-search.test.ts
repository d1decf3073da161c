import { algoliaClient } from '../../../adapters/search/algolia-index';
import { reindexAlgolia } from '../../../adapters/search/algolia-indexer';
import { algoliaSearch } from '../../../adapters/search/algolia-search';
import { countCatalogueEntries, readCatalogueEntries } from '../../../adapters/search/catalogue-entries';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { query } from '../../../adapters/persistence/catalog-sql';
import { GOAL_LABELS, NO_FILTERS } from '../../../core/catalog/listing';
import { postgresSearch } from '../../../adapters/search/postgres-search';
import { alternativesOf } from '../../../adapters/search/search-terms';
import { seedSearchCatalogue } from '../../builders/search-catalogue';
import { startFakeAlgolia } from '../../fakes/algolia-server';
import { engines } from '../../support/databases';
import { productSearchContract } from './product-search.contract';

for (const engine of engines()) {
  productSearchContract(`${engine.name} full-text search`, async () => {
    const database = await engine.open();
    await seedSearchCatalogue(database.db);
    // Warmed up as the server does at start: every answer must be the one a cold search gives (the
    // synchronisation suite searches cold).
    const search = postgresSearch(database.db);
    await search.warmUp();
    return { search, close: database.drop };
  });
}

describe("the store's own search and misspellings", () => {
  it("finds for a misspelt word what the word itself finds, in the same order, and reads the word's terms as alternatives once each", async () => {
    const database = await engines()[0].open();
    try {
      await seedSearchCatalogue(database.db);
      const search = postgresSearch(database.db);
      const slugs = async (text: string) =>
        (await search.search({ text, sort: 'relevancia', offset: 0, limit: 50, filters: NO_FILTERS })).items.map(
          (i) => i.slug,
        );
      const right = await slugs('proteina');
      expect(right).toHaveLength(15);
      for (const typo of ['protenia', 'proteinaa', 'protiena']) expect(await slugs(typo), typo).toEqual(right);
    } finally {
      await database.drop();
    }
    expect(alternativesOf("'creatin':* | 'cream':* | 'creatin':*")).toEqual(["'cream':*", "'creatin':*"]);
  });

  it('searches each goal by the label the filters show (goal_label in SQL agrees with GOAL_LABELS)', async () => {
    const database = await engines()[0].open();
    try {
      for (const [goal, label] of Object.entries(GOAL_LABELS)) {
        const [row] = await query<{ label: string }>(database.db, sql`SELECT goal_label(${goal}) AS label`);
        expect(row.label, goal).toBe(label);
      }
    } finally {
      await database.drop();
    }
    expect(alternativesOf("'protein':*")).toEqual(["'protein':*"]);
    expect(alternativesOf("'100' <-> 'g'")).toEqual(["'100' <-> 'g'"]);
  });
});

productSearchContract('Algolia over the fake server', async () => {
  const keys = { appId: 'FORNIDOTEST', searchKey: 'search-key', adminKey: 'admin-key' };
  const fake = await startFakeAlgolia(keys);
  const config = {
    appId: keys.appId,
    searchKey: keys.searchKey,
    adminKey: keys.adminKey,
    hosts: [`127.0.0.1:${fake.port}`],
  };
  // The records come from the same seeded catalogue, through the reindexing the CLI does.
  const database = await engines()[0].open();
  try {
    await seedSearchCatalogue(database.db);
    await reindexAlgolia({
      client: algoliaClient(config, keys.adminKey),
      index: 'products',
      total: await countCatalogueEntries(database.db),
      batches: readCatalogueEntries(database.db, 500),
      runId: 'test',
    });
  } finally {
    await database.drop();
  }
  return { search: algoliaSearch(algoliaClient(config, keys.searchKey), 'products'), close: () => fake.close() };
});
