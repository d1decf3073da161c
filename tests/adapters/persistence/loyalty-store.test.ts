import { sqlCustomerStore } from '../../../adapters/persistence/customer-store';
import { sqlLoyaltyStore } from '../../../adapters/persistence/loyalty-store';
import { aCustomer } from '../../builders/customers';
import { inMemoryLoyalty } from '../../fakes/in-memory-loyalty';
import { engines } from '../../support/databases';
import { openEventDatabase } from './event-fixtures';
import { loyaltyStoreContract } from './loyalty-store.contract';

for (const engine of engines()) {
  loyaltyStoreContract(engine.name, async () => {
    const { database, place } = await openEventDatabase(engine);
    const customers = sqlCustomerStore(database.db);
    let orders = 0;
    return {
      store: sqlLoyaltyStore(database.db),
      addCustomer: async (id, name) => {
        await customers.create(aCustomer({ id, name }));
      },
      addOrder: async () => {
        orders += 1;
        const order = await place(`lealtad-${orders}`, new Date('2026-11-10T15:00:00Z'));
        if (!order) throw new Error('The loyalty suite could not place an order');
        return order.id;
      },
      close: database.drop,
    };
  });
}

const names = new Map<string, string>();
const fake = inMemoryLoyalty(names);
let fakeOrders = 0;
loyaltyStoreContract('in-memory fake', async () => ({
  store: fake.store,
  addCustomer: async (id, name) => void names.set(id, name),
  addOrder: async () => `00000000-0000-4000-8000-${String((fakeOrders += 1)).padStart(12, '0')}`,
  close: async () => undefined,
}));
