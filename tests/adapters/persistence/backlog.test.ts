import { sqlBacklog } from '../../../adapters/persistence/backlog';
import { sqlDisagreementLog } from '../../../adapters/persistence/disagreement-log';
import { inMemoryBacklog, inMemoryDisagreementLog } from '../../fakes/in-memory-backlog';
import { inMemoryOrderStore } from '../../fakes/in-memory-orders';
import { engines } from '../../support/databases';
import { backlogContract } from './backlog.contract';
import { EVENT_SKU, openEventDatabase, placing } from './event-fixtures';

for (const engine of engines())
  backlogContract(engine.name, async () => {
    const { database, orders, attempts, place } = await openEventDatabase(engine);
    return {
      backlog: sqlBacklog(database.db),
      disagreements: sqlDisagreementLog(database.db),
      orders,
      attempts,
      place,
      close: database.drop,
    };
  });

backlogContract('in-memory fake', async () => {
  const orders = inMemoryOrderStore(new Map([[EVENT_SKU, 1_000]]));
  return {
    backlog: inMemoryBacklog(orders),
    disagreements: inMemoryDisagreementLog(),
    orders,
    attempts: orders.attempts,
    place: placing(orders),
    close: async () => undefined,
  };
});
