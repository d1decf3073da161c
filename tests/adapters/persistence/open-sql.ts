import { sqlCustomerStore } from '../../../adapters/persistence/customer-store';
import type { Db } from '../../../adapters/persistence/db';
import { aCustomer } from '../../builders/customers';
import { engines } from '../../support/databases';
import type { Opened } from './customer-store.contract';

/** Runs a contract against every engine, with the SQL store `make` builds and real customers for its foreign keys. */
export const onEveryEngine = <S>(
  contract: (name: string, open: () => Promise<Opened<S>>) => void,
  make: (db: Db) => S,
) => {
  for (const engine of engines()) {
    contract(engine.name, async () => {
      const database = await engine.open();
      const customers = sqlCustomerStore(database.db);
      return {
        store: make(database.db),
        close: database.drop,
        addCustomer: async (id) => {
          await customers.create(aCustomer({ id }));
        },
      };
    });
  }
};
