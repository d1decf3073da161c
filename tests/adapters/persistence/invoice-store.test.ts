import { sqlInvoiceStore } from '../../../adapters/persistence/invoice-store';
import { inMemoryInvoices } from '../../fakes/in-memory-invoices';
import { engines } from '../../support/databases';
import { invoiceStoreContract } from './invoice-store.contract';
import { ID, placeOrders } from './invoice-orders';

for (const engine of engines())
  invoiceStoreContract(engine.name, async () => {
    const database = await engine.open();
    return { store: sqlInvoiceStore(database.db), orders: await placeOrders(database, 12), close: database.drop };
  });

invoiceStoreContract('in-memory fake', async () => ({
  store: inMemoryInvoices(),
  orders: Array.from({ length: 12 }, (_, i) => ({
    id: ID(900 + i),
    number: `FO-2026-${String(i + 1).padStart(6, '0')}`,
  })),
  close: async () => undefined,
}));
