import type { Container } from 'inversify';
import { listCustomers, showCustomer } from '../core/customer-care/show-customer';
import { consoleHome } from '../core/reports/console-home';
import { reportSales } from '../core/reports/report-sales';
import { paymentsOverviewFor, reconcileNowAs, replayNotificationAs } from '../core/checkout/console-payments';
import { notificationRecordsFor, paymentRecordsFor, walletStatusFor } from '../core/checkout/payment-records';
import { dispatchEventsAs, listEventsFor, retryEventsAs } from '../core/operations/operate-outbox';
import { listMailFor, showMailFor } from '../core/operations/read-outbox';
import { vitalsReportFor } from '../core/operations/vitals-report';
import { reindexSearchAs } from '../core/operations/reindex-search';
import type { PaymentAttempt } from '../core/payments/attempt';
import type { Config } from './config';
import type { Database } from './persistence/db';
import { sqlBacklog } from './persistence/backlog';
import { sqlSalesLedger } from './persistence/sales-ledger';
import { T } from './tokens';

/** The payments as operators read and act on them: the use cases behind the console's Pagos and `fornido payments`,
 * `wallet` and `webhooks`, whichever way the command reaches them. */
const bindPaymentConsole = (c: Container) =>
  c
    .bind(T.paymentConsole)
    .toDynamicValue((x) => {
      const registry = x.get(T.payments);
      const upkeep = x.get(T.paymentUpkeep);
      const deps = {
        orders: x.get(T.orderStore),
        attempts: x.get(T.paymentAttempts),
        notifications: x.get(T.notificationLog),
        describe: (attempt: PaymentAttempt) => registry.forAttempt(attempt)?.describe?.(attempt) ?? null,
        gateway: (provider: string) => registry.forProvider(provider),
        // One provider may take several methods (ePayco's four): each is named once.
        providers: () => [...new Set(registry.gateways.map((g) => g.provider))],
        reconcilePayments: upkeep.reconcilePayments,
        replayNotification: upkeep.replayNotification,
        audit: x.get(T.operatorAudit),
        clock: x.get(T.clock),
      };
      return {
        paymentsOverviewFor: paymentsOverviewFor(deps),
        reconcileNowAs: reconcileNowAs(deps),
        replayNotificationAs: replayNotificationAs(deps),
        paymentRecordsFor: paymentRecordsFor(deps),
        walletStatusFor: walletStatusFor(deps),
        notificationRecordsFor: notificationRecordsFor(deps),
      };
    })
    .inSingletonScope();

/** The store's machinery as operators run it: the outbox, the kept mail, the vitals report, the search index. */
const bindStoreOperations = (c: Container, config: Config) =>
  c
    .bind(T.storeOperations)
    .toDynamicValue((x) => {
      const [audit, clock] = [x.get(T.operatorAudit), x.get(T.clock)];
      const outbox = { outbox: x.get(T.eventOutbox), dispatch: x.get(T.events).dispatchEvents, audit, clock };
      const mail = { outbox: x.get(T.mailOutbox), smtp: Boolean(config.smtpUrl) };
      return {
        listEventsFor: listEventsFor(outbox),
        retryEventsAs: retryEventsAs(outbox),
        dispatchEventsAs: dispatchEventsAs(outbox),
        listMailFor: listMailFor(mail),
        showMailFor: showMailFor(mail),
        vitalsReportFor: vitalsReportFor({ reportVitals: x.get(T.vitals).reportVitals, clock }),
        reindexSearchAs: reindexSearchAs({ reindex: x.get(T.reindexCatalogue), audit, clock }),
      };
    })
    .inSingletonScope();

/** What the operators read to run the store: a customer's whole record, the month's sales, the console's Inicio, the
 * payments, the store's machinery. */
export const bindOperations = (c: Container, config: Config, database: Database) => {
  bindPaymentConsole(c);
  bindStoreOperations(c, config);
  c.bind(T.salesLedger).toConstantValue(sqlSalesLedger(database.db));
  c.bind(T.backlog).toConstantValue(sqlBacklog(database.db));
  c.bind(T.reports)
    .toDynamicValue((x) => {
      const sales = reportSales({ sales: x.get(T.salesLedger), clock: x.get(T.clock) });
      const home = consoleHome({
        reportSales: sales,
        listVariants: x.get(T.catalogueAdmin).listVariants,
        reportVitals: x.get(T.vitals).reportVitals,
        backlog: x.get(T.backlog),
        outbox: x.get(T.eventOutbox),
        disagreements: x.get(T.disagreements),
        clock: x.get(T.clock),
      });
      return { reportSales: sales, consoleHome: home };
    })
    .inSingletonScope();
  c.bind(T.customerCare)
    .toDynamicValue((x) => {
      const deps = {
        customers: x.get(T.customers),
        orders: x.get(T.orderStore),
        giftCredit: x.get(T.giftCredit),
        loyalty: x.get(T.loyaltyStore),
        policy: config.policy,
      };
      return { showCustomer: showCustomer(deps), listCustomers: listCustomers(deps) };
    })
    .inSingletonScope();
};
