import { sql } from 'drizzle-orm';
import { seedCatalogue } from '../../../adapters/persistence/seed/seed-catalogue';
import { sqlCartCatalogue } from '../../../adapters/persistence/sku-lookup';
import { aCatalogue } from '../../builders/seed-data';
import { engines } from '../../support/databases';
import { cartCatalogueContract } from './cart-catalogue.contract';

for (const engine of engines()) {
  cartCatalogueContract(engine.name, async () => {
    const database = await engine.open();
    await seedCatalogue(database.db, aCatalogue(), new Date('2026-11-22T12:00:00Z'));
    await database.db.execute(sql`UPDATE variants SET active = false WHERE sku = 'P03-5LB-CHOC'`);
    return { store: sqlCartCatalogue(database.db), close: database.drop };
  });
}
