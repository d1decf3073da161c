// The store's API as server/main.ts starts it, for the load tests that kill and restart it (tests/load/kill-9.test.ts):
// the same configuration from the environment, database (migrated, seeded when empty), app and order-event dispatcher,
// without the built client (the tests speak to the API only, and `npm test` runs before any client is built).
import { loadConfig } from '../../../adapters/config';
import { openStore, T } from '../../../adapters/container';
import { createApp } from '../../../server/app';
import { startEventDispatcher } from '../../../server/event-timer';

const main = async () => {
  const config = loadConfig();
  const store = await openStore(config, { seedIfEmpty: true });
  const logger = store.container.get(T.logger);
  const app = createApp(store.container);
  // What a crash left undelivered goes out now, new events every second.
  const events = startEventDispatcher(store.container.get(T.dispatchEvents), logger);
  const server = app.listen(config.port, config.host, () => console.log(`listening on ${config.port}`));
  process.once('SIGTERM', () => {
    server.close(
      () =>
        void events
          .stop()
          .then(() => store.close())
          .then(() => process.exit(0)),
    );
    server.closeAllConnections();
  });
};

main().catch((error: Error) => {
  console.error(`The store could not start: ${error.stack ?? error.message}`);
  process.exit(1);
});
