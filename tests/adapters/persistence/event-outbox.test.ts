import { inMemoryEventOutbox } from '../../fakes/in-memory-events';
import { inMemoryOrderStore } from '../../fakes/in-memory-orders';
import { engines } from '../../support/databases';
import { eventOutboxContract } from './event-outbox.contract';
import { EVENT_SKU, openEventDatabase, placing } from './event-fixtures';

for (const engine of engines()) {
  eventOutboxContract(engine.name, async () => {
    const { database, orders, attempts, outbox, place } = await openEventDatabase(engine);
    return { outbox, orders, attempts, place, close: database.drop };
  });
}

eventOutboxContract('in-memory fake', async () => {
  const outbox = inMemoryEventOutbox();
  const orders = inMemoryOrderStore(new Map([[EVENT_SKU, 1_000]]), outbox);
  return { outbox, orders, attempts: orders.attempts, place: placing(orders), close: async () => undefined };
});
