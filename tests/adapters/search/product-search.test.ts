import { algoliaClient } from '../../../adapters/search/algolia-index';
import { reindexAlgolia } from '../../../adapters/search/algolia-indexer';
import { algoliaSearch } from '../../../adapters/search/algolia-search';
import { countCatalogueEntries, readCatalogueEntries } from '../../../adapters/search/catalogue-entries';
import { postgresSearch } from '../../../adapters/search/postgres-search';
import { seedSearchCatalogue } from '../../builders/search-catalogue';
import { startFakeAlgolia } from '../../fakes/algolia-server';
import { engines } from '../../support/databases';
import { productSearchContract } from './product-search.contract';

for (const engine of engines()) {
  productSearchContract(`${engine.name} full-text search`, async () => {
    const database = await engine.open();
    await seedSearchCatalogue(database.db);
    return { search: postgresSearch(database.db), close: database.drop };
  });
}

productSearchContract('Algolia over the fake server', async () => {
  const keys = { appId: 'FORNIDOTEST', searchKey: 'search-key', adminKey: 'admin-key' };
  const fake = await startFakeAlgolia(keys);
  const config = { appId: keys.appId, searchKey: keys.searchKey, adminKey: keys.adminKey, hosts: [`127.0.0.1:${fake.port}`] };
  // The records come from the same seeded catalogue, through the reindexing the CLI does.
  const database = await engines()[0]!.open();
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
  return { search: algoliaSearch(algoliaClient(config, keys.searchKey), 'products'), close: fake.close };
});
