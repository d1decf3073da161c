import { sqlCustomerStore } from '../../../adapters/persistence/customer-store';
import { sqlEmailVerificationStore } from '../../../adapters/persistence/email-verification-store';
import { aCustomer } from '../../builders/customers';
import { inMemoryCustomerStore, inMemoryEmailVerificationStore } from '../../fakes/in-memory-accounts';
import { inMemoryOrderStore } from '../../fakes/in-memory-orders';
import { engines } from '../../support/databases';
import { emailVerificationStoreContract } from './email-verification-store.contract';

for (const engine of engines()) {
  emailVerificationStoreContract(engine.name, async () => {
    const database = await engine.open();
    const customers = sqlCustomerStore(database.db);
    return {
      store: sqlEmailVerificationStore(database.db),
      addCustomer: async (id, email) => {
        await customers.create(aCustomer({ id, email }));
      },
      verifiedAt: async (id) => (await customers.findById(id))!.emailVerifiedAt,
      close: database.drop,
    };
  });
}

emailVerificationStoreContract('in-memory fake', async () => {
  const customers = inMemoryCustomerStore();
  return {
    store: inMemoryEmailVerificationStore(customers, inMemoryOrderStore(new Map())),
    addCustomer: async (id, email) => {
      await customers.create(aCustomer({ id, email }));
    },
    verifiedAt: async (id) => (await customers.findById(id))!.emailVerifiedAt,
    close: async () => undefined,
  };
});
