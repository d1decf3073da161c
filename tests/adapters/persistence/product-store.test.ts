import { cachedProductStore } from '../../../adapters/cached-product-store';
import { catalogueVersion } from '../../../adapters/persistence/catalogue-version';
import { sqlProductStore } from '../../../adapters/persistence/product-store';
import { demoUnitsSold, seedCatalogue } from '../../../adapters/persistence/seed/seed-catalogue';
import { aCatalogue } from '../../builders/seed-data';
import { inMemoryProductStore } from '../../fakes/in-memory-product-store';
import { engines } from '../../support/databases';
import { productStoreContract } from './product-store.contract';

productStoreContract('in-memory fake', async () => ({
  store: inMemoryProductStore(aCatalogue(), demoUnitsSold),
  close: async () => undefined,
}));

for (const engine of engines()) {
  productStoreContract(engine.name, async () => {
    const database = await engine.open();
    await seedCatalogue(database.db, aCatalogue(), new Date('2026-11-22T12:00:00Z'));
    return { store: sqlProductStore(database.db), close: database.drop };
  });
  // The same reads through the cache kept at the catalogue version (adapters/cached-product-store.ts), which does not
  // depend on the engine: on PGlite only (CI time).
  if (engine.name !== 'pglite') continue;
  productStoreContract(`${engine.name}, cached`, async () => {
    const database = await engine.open();
    await seedCatalogue(database.db, aCatalogue(), new Date('2026-11-22T12:00:00Z'));
    const store = sqlProductStore(database.db);
    return {
      store: {
        ...cachedProductStore(store, catalogueVersion(database.db)),
        findImage: (file: string) => store.findImage(file),
      },
      close: database.drop,
    };
  });
}
