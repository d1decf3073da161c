import { sqlOrderStore } from '../../../adapters/persistence/order-store';
import { sqlSalesLedger } from '../../../adapters/persistence/sales-ledger';
import { seedCatalogue } from '../../../adapters/persistence/seed/seed-catalogue';
import { aCatalogue, aProduct, aVariant } from '../../builders/seed-data';
import { inMemoryOrderStore } from '../../fakes/in-memory-orders';
import { inMemorySales } from '../../fakes/in-memory-sales';
import { engines } from '../../support/databases';
import { SALES_STOCK, salesLedgerContract } from './sales-ledger.contract';

for (const engine of engines())
  salesLedgerContract(engine.name, async () => {
    const database = await engine.open();
    const products = [...SALES_STOCK].map(([sku, stock]) =>
      aProduct({ slug: `venta-${sku.toLowerCase()}`, name: `Venta ${sku}`, variants: [aVariant({ sku, stock })] }),
    );
    await seedCatalogue(database.db, { ...aCatalogue(), products }, new Date('2026-02-01T12:00:00Z'));
    return { orders: sqlOrderStore(database.db), sales: sqlSalesLedger(database.db), close: database.drop };
  });

salesLedgerContract('in-memory fake', async () => {
  const orders = inMemoryOrderStore(new Map(SALES_STOCK));
  return { orders, sales: inMemorySales(orders), close: async () => undefined };
});
