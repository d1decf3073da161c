import { sqlCustomerStore } from '../../../adapters/persistence/customer-store';
import { sqlOrderStore } from '../../../adapters/persistence/order-store';
import { sqlPendingSignUpStore } from '../../../adapters/persistence/pending-sign-up-store';
import { seedCatalogue } from '../../../adapters/persistence/seed/seed-catalogue';
import type { OrderStore } from '../../../core/orders/ports';
import { anOrderBuyer } from '../../builders/orders';
import { aCatalogue, aProduct, aVariant } from '../../builders/seed-data';
import { inMemoryCustomerStore } from '../../fakes/in-memory-accounts';
import { inMemoryOrderStore } from '../../fakes/in-memory-orders';
import { inMemoryPendingSignUpStore } from '../../fakes/in-memory-pending-sign-ups';
import { engines } from '../../support/databases';
import { aNewOrder, anOrderLine, NO_CAPS } from './order-fixtures';
import { pendingSignUpStoreContract } from './pending-sign-up-store.contract';

const NOW = new Date('2026-11-22T12:00:00Z');
let keys = 0;

const guestOrderIn = (orders: OrderStore) => async (email: string) => {
  const placed = await orders.place(
    aNewOrder([anOrderLine('W', 1)], { buyer: anOrderBuyer({ email }), placedAt: NOW }),
    `pendiente-${(keys += 1)}`,
    NO_CAPS,
  );
  if (placed.kind !== 'placed') throw new Error(`not placed: ${placed.kind}`);
  return placed.order.number;
};

for (const engine of engines()) {
  pendingSignUpStoreContract(engine.name, async () => {
    const database = await engine.open();
    const { db } = database;
    const catalogue = aCatalogue();
    await seedCatalogue(
      db,
      { ...catalogue, products: [aProduct({ variants: [aVariant({ sku: 'W', stock: 100 })] })] },
      NOW,
    );
    const customers = sqlCustomerStore(db);
    return {
      store: sqlPendingSignUpStore(db),
      placeGuestOrder: guestOrderIn(sqlOrderStore(db)),
      findCustomer: (email) => customers.findByEmail(email),
      addCustomer: async (customer) => {
        await customers.create(customer);
      },
      close: database.drop,
    };
  });
}

pendingSignUpStoreContract('in-memory fake', async () => {
  const customers = inMemoryCustomerStore();
  const orders = inMemoryOrderStore(new Map([['W', 100]]));
  return {
    store: inMemoryPendingSignUpStore(customers, orders),
    placeGuestOrder: guestOrderIn(orders),
    findCustomer: (email) => customers.findByEmail(email),
    addCustomer: async (customer) => {
      await customers.create(customer);
    },
    close: async () => undefined,
  };
});
