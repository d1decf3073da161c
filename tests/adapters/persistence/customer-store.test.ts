import { sqlCustomerStore } from '../../../adapters/persistence/customer-store';
import { engines } from '../../support/databases';
import { customerStoreContract } from './customer-store.contract';
import { inMemoryCustomerStore } from '../../fakes/in-memory-accounts';

for (const engine of engines()) {
  customerStoreContract(engine.name, async () => {
    const database = await engine.open();
    return { store: sqlCustomerStore(database.db), close: database.drop };
  });
}
customerStoreContract('in-memory fake', async () => ({ store: inMemoryCustomerStore(), close: async () => undefined }));
