import { fileURLToPath } from 'node:url';
import { loadConfig, startupWarnings } from '../adapters/config';
import { invoiceSenderJob, openStore, T } from '../adapters/container';
import { createApp } from './app';
import { readiness } from './health';
import { prepareShutdown } from './shutdown';
import { startEventDispatcher } from './event-timer';
import { startExpiryTimer } from './expiry-timer';
import { startStockAlertNotifier } from './stock-alert-timer';
import { startLeadMailer } from './lead-timer';
import { startPaymentReconciler, startRefundReconciler } from './payment-timer';
import { startPaymentWatcher } from './payment-watcher';
import { startInvoiceSender } from './invoice-timer';
import { startPruner } from './prune-timer';
import { readAssets } from './ssr/assets';
import { readConsoleAssets } from './admin/console-pages';
import { announceAddress } from './store-address';

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));
const consoleDir = fileURLToPath(new URL('../dist/admin', import.meta.url));

/** Starts the store: configuration, database (migrated, seeded when empty), the built client, HTTP. */
const main = async () => {
  const config = loadConfig();
  const assets = readAssets(clientDir);
  if (!assets)
    throw new Error(`The client is not built (${clientDir} is missing): run "npm run build" or use "npm start".`);
  const store = await openStore(config, { seedIfEmpty: true });
  const logger = store.container.get(T.logger);
  for (const warning of startupWarnings(config)) logger.warn({}, warning);
  if (store.seeded?.seeded) logger.info({ ...store.seeded }, 'seeded the catalogue');
  // Search reads the catalogue's words before the first shopper asks; a failure only leaves it cold.
  const warming = performance.now();
  await store.container
    .get(T.search)
    .warmUp()
    .then(
      (read) => logger.info({ ...(read ?? {}), ms: Math.round(performance.now() - warming) }, 'search warmed up'),
      (error: Error) =>
        logger.warn({ err: error.message }, 'search could not warm up; it will read as shoppers search'),
    );
  const ready = readiness();
  const app = createApp(store.container, {
    client: { dir: clientDir, assets },
    console: readConsoleAssets(consoleDir),
    readiness: ready,
  });
  const expiry = startExpiryTimer(store.container.get(T.orders).expirePendingOrders, logger);
  // Order mails and the other subscribers' work: what a crash left undelivered goes out now, new events every second.
  const events = startEventDispatcher(store.container.get(T.events).dispatchEvents, logger);
  // Shoppers waiting for a variant back in stock: mailed once each, a few seconds after the restock.
  const stockAlerts = startStockAlertNotifier(store.container.get(T.stockAlerts).notifyRestocked, logger);
  // The contact and franchise forms: the store's inbox and the sender's acknowledgement, a second or so after sending.
  const leads = startLeadMailer(store.container.get(T.leads).mailLeads, logger);
  // Shoppers' web vitals and browser errors are kept for VITALS_RETENTION_DAYS, then forgotten.
  const vitals = startPruner('old web vitals', store.container.get(T.vitals).pruneVitals, logger);
  // Refused payment notifications are kept as digests for REFUSED_NOTIFICATION_RETENTION_DAYS, then deleted.
  const notifications = startPruner(
    'refused payment notifications',
    store.container.get(T.paymentUpkeep).pruneRefusedNotifications,
    logger,
  );
  // A rate limit's counter once its window is over (a stranger's every new address or e-mail left one for good).
  const limits = startPruner(
    'ended rate-limit windows',
    () => store.container.get(T.rateLimiter).prune(store.container.get(T.clock).now()),
    logger,
  );
  // Payments nobody's page is following: approved, rejected or expired as their providers say (once serving, since
  // a provider's sandbox is reached through the store's own port).
  let reconciler: ReturnType<typeof startPaymentReconciler> | null = null;
  // Refunds a provider took but had not confirmed: made, or flagged for an operator (issue 34).
  let refunds: ReturnType<typeof startRefundReconciler> | null = null;
  // The payments of providers that never call back (Nequi), asked about every second while young: what the shopper
  // approved on the phone reaches their page live, and the order events go out at once.
  let watcher: ReturnType<typeof startPaymentWatcher> | null = null;
  // Electronic invoices and credit notes, sent to the DIAN (or its sandbox) as they come due (issue 35).
  let invoices: ReturnType<typeof startInvoiceSender> = null;
  const silentProviders = [
    ...new Set(
      store.container
        .get(T.payments)
        .gateways.filter((g) => !g.notifications)
        .map((g) => g.provider),
    ),
  ];
  const server = app.listen(config.port, config.host, () => {
    const engine = store.container.get(T.database).engine;
    announceAddress(server, store.container.get(T.database));
    logger.info(
      { port: config.port, engine, dataDir: config.databaseUrl ? undefined : config.dataDir },
      `Fornido is serving on http://localhost:${config.port}/`,
    );
    reconciler = startPaymentReconciler(
      store.container.get(T.paymentUpkeep).reconcilePayments,
      store.container.get(T.clock),
      logger,
    );
    refunds = startRefundReconciler(store.container.get(T.returns).reconcileRefunds, logger, events.runNow);
    invoices = startInvoiceSender(invoiceSenderJob(store.container, logger), logger);
    watcher = startPaymentWatcher(
      store.container.get(T.paymentUpkeep).reconcilePayments,
      silentProviders,
      store.container.get(T.clock),
      logger,
      events.runNow,
    );
  });
  // Ends the process once `work` (closing the timers and the database) is done; if closing fails, the failure is
  // logged and the process still ends, with code 1, rather than leaving a rejected promise nobody awaits.
  const exitAfter = (code: number, work: () => Promise<unknown>) => {
    work().then(
      () => process.exit(code),
      (error: unknown) => {
        logger.error({ err: String(error) }, 'shutting down failed');
        process.exit(1);
      },
    );
  };
  // Live updates for this one process (no hosted Pusher configured): WebSockets at /app/{key} on the same port.
  const realtime = store.container.get(T.embeddedRealtime);
  realtime?.attach(server);
  server.on('error', (error) => {
    logger.error({ err: String(error) }, 'HTTP server failed');
    exitAfter(1, () => store.close());
  });
  const shutdown = prepareShutdown({
    server,
    readiness: ready,
    graceMs: config.shutdownGraceMs,
    logger,
    closing: async () => {
      for (const timer of [
        expiry,
        events,
        stockAlerts,
        leads,
        vitals,
        notifications,
        limits,
        reconciler,
        refunds,
        invoices,
        watcher,
      ])
        await timer?.stop();
      // Browsers are told to reconnect at once (4200): to this store once it is back.
      await realtime?.close();
      await store.close();
    },
  });
  const stop = () => exitAfter(0, shutdown.signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

main().catch((error: Error) => {
  console.error(`Fornido could not start: ${error.message}`);
  process.exit(1);
});
