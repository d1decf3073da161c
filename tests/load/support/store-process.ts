// The store's API as server/main.ts starts it, for the load tests that kill and restart it (tests/load/kill-9.test.ts)
// and the `fornido` command run beside a store (tests/cli/store-api.test.ts):
// the same configuration from the environment, database (migrated, seeded when empty), app, order-event dispatcher and
// shutdown (a drain, with /readyz), without the built client (the tests speak to the API only, and `npm test` runs
// before any client is built).
import { createServer } from 'node:http';
import { loadConfig } from '../../../adapters/config';
import { openStore, T } from '../../../adapters/container';
import { createApp } from '../../../server/app';
import { startEventDispatcher } from '../../../server/event-timer';
import { readiness } from '../../../server/health';
import { prepareShutdown } from '../../../server/shutdown';
import { announceAddress } from '../../../server/store-address';

const main = async () => {
  const config = loadConfig();
  const store = await openStore(config, { seedIfEmpty: true });
  const logger = store.container.get(T.logger);
  const ready = readiness();
  const server = createServer(createApp(store.container, { readiness: ready }));
  // What a crash left undelivered goes out now, new events every second.
  const events = startEventDispatcher(store.container.get(T.events).dispatchEvents, logger);
  const shutdown = prepareShutdown({
    server,
    readiness: ready,
    graceMs: config.shutdownGraceMs,
    logger,
    closing: async () => {
      await events.stop();
      await store.close();
    },
  });
  process.on('SIGTERM', () => void shutdown.signal().then(() => process.exit(0)));
  server.listen(config.port, config.host, () => announceAddress(server, store.container.get(T.database)));
};

main().catch((error: Error) => {
  console.error(`The store could not start: ${error.stack ?? error.message}`);
  process.exit(1);
});
