import { sqlOrderStore } from '../../../adapters/persistence/order-store';
import { sqlPaymentAttemptStore } from '../../../adapters/persistence/payment-attempt-store';
import { seedCatalogue } from '../../../adapters/persistence/seed/seed-catalogue';
import { aCatalogue, aProduct, aVariant } from '../../builders/seed-data';
import { inMemoryOrderStore } from '../../fakes/in-memory-orders';
import { engines, SEEDED_AT } from '../../support/databases';
import { paymentAttemptStoreContract } from './payment-attempt-store.contract';
import { ATTEMPT_SKU } from './payment-attempt-subject';

const STOCK = 10_000;

for (const engine of engines()) {
  paymentAttemptStoreContract(engine.name, async () => {
    const database = await engine.open();
    const product = aProduct({ slug: 'pagos', variants: [aVariant({ sku: ATTEMPT_SKU, stock: STOCK })] });
    await seedCatalogue(database.db, { ...aCatalogue(), products: [product] }, SEEDED_AT);
    return {
      orders: sqlOrderStore(database.db),
      attempts: sqlPaymentAttemptStore(database.db),
      close: database.drop,
    };
  });
}

paymentAttemptStoreContract('in-memory fake', async () => {
  const orders = inMemoryOrderStore(new Map([[ATTEMPT_SKU, STOCK]]));
  return { orders, attempts: orders.attempts, close: async () => undefined };
});
