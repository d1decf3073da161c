import { eq, sql } from 'drizzle-orm';
import { sqlCustomerStore } from '../../../adapters/persistence/customer-store';
import { sqlOrderStore } from '../../../adapters/persistence/order-store';
import { sqlPaymentAttemptStore } from '../../../adapters/persistence/payment-attempt-store';
import { variants } from '../../../adapters/persistence/schema/index';
import { seedCatalogue } from '../../../adapters/persistence/seed/seed-catalogue';
import { aCustomer } from '../../builders/customers';
import { aCatalogue, aProduct, aVariant } from '../../builders/seed-data';
import { inMemoryOrderStore } from '../../fakes/in-memory-orders';
import { engines } from '../../support/databases';
import { orderPlacementContract } from './order-placement.contract';
import {
  ORDER_CONTRACT_STOCK,
  ORDER_CONTRACT_WITHDRAWN,
  orderStoreContract,
  type OrderSubject,
} from './order-store.contract';

const NOW = new Date('2026-11-22T12:00:00Z');

// One product per sku, so a multi-line order refreshes several products' search rows (the variants trigger).
const catalogue = () => {
  const base = aCatalogue();
  const skus: [string, number][] = [...ORDER_CONTRACT_STOCK, [ORDER_CONTRACT_WITHDRAWN, 5]];
  const products = skus.map(([sku, stock]) =>
    aProduct({ slug: `pedido-${sku.toLowerCase()}`, name: `Pedido ${sku}`, variants: [aVariant({ sku, stock })] }),
  );
  return { ...base, products };
};

for (const engine of engines()) {
  const open = async (): Promise<OrderSubject> => {
    const database = await engine.open();
    const { db } = database;
    await seedCatalogue(db, catalogue(), NOW);
    await db.execute(sql`UPDATE variants SET active = false WHERE sku = ${ORDER_CONTRACT_WITHDRAWN}`);
    const customers = sqlCustomerStore(db);
    return {
      store: sqlOrderStore(db),
      attempts: sqlPaymentAttemptStore(db),
      stockOf: async (sku) =>
        (await db.select({ stock: variants.stock }).from(variants).where(eq(variants.sku, sku)))[0].stock,
      addCustomer: async (id) => {
        await customers.create(aCustomer({ id }));
      },
      close: database.drop,
    };
  };
  orderStoreContract(engine.name, open);
  orderPlacementContract(engine.name, open);
}

const fake = async (): Promise<OrderSubject> => {
  const stock = new Map(ORDER_CONTRACT_STOCK);
  const store = inMemoryOrderStore(stock);
  return {
    store,
    attempts: store.attempts,
    stockOf: async (sku) => stock.get(sku)!,
    addCustomer: async () => undefined,
    close: async () => undefined,
  };
};
orderStoreContract('in-memory fake', fake);
orderPlacementContract('in-memory fake', fake);
