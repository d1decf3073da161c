import type { readAuditLog } from '../core/operators/audit-log';
import type { OperatorAudit } from '../core/operators/ports';
import type { RateLimiter } from '../core/shared/rate-limit';
import type { ServiceIdentifier } from 'inversify';
import type { CatalogueVersion } from './persistence/catalogue-version';
import type { SandboxClock } from './sandbox-clock';
import type { LeadStore } from '../core/leads/ports';
import type { ReturnStore } from '../core/returns/ports';
import type { InvoiceStore } from '../core/invoicing/ports';
import type { OperatorInvoices } from '../core/invoicing/operator-invoices';
import type { ShopperInvoices } from '../core/invoicing/shopper-invoices';
import type { VitalsStore } from '../core/vitals/ports';
import type { LoyaltyStore } from '../core/loyalty/ports';
import type { GatewayRegistry } from '../core/payments/gateways';
import type { NotificationLog } from '../core/payments/notification-log';
import type { PaymentAttemptStore } from '../core/payments/ports';
import type { ProviderWeb } from './payment-gateways';
import type { ProviderSandbox } from './payments/provider';
import type { CatalogueChangeLog, ProductSearch, ProductStore } from '../core/catalog/ports';
import type { CartCatalogue, CartStore } from '../core/cart/ports';
import type { CustomerStore, PasswordHasher } from '../core/customers/ports';
import type { MailOutbox, Mailer } from '../core/mail/ports';
import type { Clock, Logger } from '../core/shared/ports';
import type { Config } from './config';
import type { EventOutbox, Subscriber } from '../core/events/ports';
import type { Realtime } from '../core/realtime/ports';
import type { GiftCreditStore } from '../core/loyalty/credit-ports';
import type { authorizeChannel } from '../core/realtime/authorize-channel';
import type { ChannelSignature, RealtimeApp } from './realtime/signature';
import type { PresenceMember } from '../core/realtime/authorize-channel';
import type { EmbeddedRealtime } from './realtime/embedded/embedded-realtime';
import type { OrderLinks, OrderStore } from '../core/orders/ports';
import type { Database } from './persistence/db';
import type { ImageOptions, Pictures } from './images/pictures';
import type { SeedReport } from './persistence/seed/seed-catalogue';
import type { ReindexCatalogue } from './search/catalogue-reindex';
import type { Backlog, SalesLedger } from '../core/reports/ports';
import type { DisagreementLog } from '../core/checkout/ports';
import type {
  CatalogUseCases,
  OperatorsUseCases,
  AccountsUseCases,
  CartUseCases,
  CheckoutUseCases,
  PaymentUpkeepUseCases,
  OrdersUseCases,
  OrderConsoleUseCases,
  CatalogueAdminUseCases,
  CatalogueConsoleUseCases,
  StockAlertsUseCases,
  LeadsUseCases,
  ReturnsUseCases,
  LoyaltyUseCases,
  PaymentConsoleUseCases,
  StoreOperationsUseCases,
  EventsUseCases,
  VitalsUseCases,
  ReportsUseCases,
  CustomerCareUseCases,
  InvoicingUseCases,
} from './use-cases';

const token = <T>(name: string) => Symbol.for(`fornido.${name}`) as ServiceIdentifier<T>;

/** Typed names of what the composition root provides: the shared ports and stores the edges and tests read, and one
 * object of bound use cases per capability (built together by that capability's factory in container-<area>.ts). */
export const T = {
  config: token<Config>('config'),
  database: token<Database>('database'),
  clock: token<Clock>('clock'),
  /** The clock /sandbox/reloj/ moves forward; null in production and when a test brings its own clock. */
  sandboxClock: token<SandboxClock | null>('sandboxClock'),
  logger: token<Logger>('logger'),
  products: token<ProductStore>('products'),
  /** The catalogue's version (migration 0024): what the caches of public pages and catalogue reads are kept at. */
  catalogueVersion: token<CatalogueVersion>('catalogueVersion'),
  search: token<ProductSearch>('search'),
  catalog: token<CatalogUseCases>('catalog'),
  // The operators: their accounts, sessions, tokens and audit.
  operatorAudit: token<OperatorAudit>('operatorAudit'),
  /** The console's Registro: the operators' audit, orders' histories and catalogue changes as one log. */
  auditLog: token<ReturnType<typeof readAuditLog>>('auditLog'),
  operators: token<OperatorsUseCases>('operators'),
  // Accounts, sessions, mail and saved carts.
  customers: token<CustomerStore>('customers'),
  /** Rebound by tests to a cheaper scrypt cost; the account use cases read it when first asked for. */
  passwordHasher: token<PasswordHasher>('passwordHasher'),
  rateLimiter: token<RateLimiter>('rateLimiter'),
  mailer: token<Mailer>('mailer'),
  mailOutbox: token<MailOutbox>('mailOutbox'),
  carts: token<CartStore>('carts'),
  cartCatalogue: token<CartCatalogue>('cartCatalogue'),
  accounts: token<AccountsUseCases>('accounts'),
  cart: token<CartUseCases>('cart'),
  // Checkout, orders and payments.
  orderStore: token<OrderStore>('orderStore'),
  orderLinks: token<OrderLinks>('orderLinks'),
  payments: token<GatewayRegistry>('payments'),
  providerSandboxes: token<readonly ProviderSandbox[]>('providerSandboxes'),
  providerWeb: token<ProviderWeb>('providerWeb'),
  paymentAttempts: token<PaymentAttemptStore>('paymentAttempts'),
  /** What reconciliations found disagreeing with the providers (migration 0039), for the console's Inicio. */
  disagreements: token<DisagreementLog>('disagreements'),
  notificationLog: token<NotificationLog>('notificationLog'),
  /** The shopper's way from the cart to a payment: price, place, pay and follow it. */
  checkout: token<CheckoutUseCases>('checkout'),
  /** What happens to payments after the shopper leaves: the providers' notices, reconciliation, reversals. */
  paymentUpkeep: token<PaymentUpkeepUseCases>('paymentUpkeep'),
  /** Orders once placed: the shopper's views, the operators' actions, the timers that expire and cancel them. */
  orders: token<OrdersUseCases>('orders'),
  /** The console's order actions beyond the warehouse's steps: cancel, refund, notes, mails sent again. */
  orderConsole: token<OrderConsoleUseCases>('orderConsole'),
  // Order events and their dispatcher.
  eventOutbox: token<EventOutbox>('eventOutbox'),
  eventSubscribers: token<readonly Subscriber[]>('eventSubscribers'),
  events: token<EventsUseCases>('events'),
  // Gift credit: the ledger, the rewards of orders.
  giftCredit: token<GiftCreditStore>('giftCredit'),
  // What the picture routes and the operators' CLI use besides the use cases above.
  pictures: token<(options?: ImageOptions) => Pictures>('pictures'),
  seedCatalogue: token<() => Promise<SeedReport>>('seedCatalogue'),
  reindexCatalogue: token<ReindexCatalogue>('reindexCatalogue'),
  // The operators' catalogue commands: variants and low stock, prices, the CSV file, and their audit.
  catalogueAdmin: token<CatalogueAdminUseCases>('catalogueAdmin'),
  catalogueChanges: token<CatalogueChangeLog>('catalogueChanges'),
  // The console's Catálogo: products and variants, their pictures, a price change in bulk, categories and brands. The
  // pictures draw an upload's sizes into the cache of one app's picture routes, so they are made for that app's `sizes`.
  catalogueConsole: token<CatalogueConsoleUseCases>('catalogueConsole'),
  // Avísame cuando llegue, and the operators' restock that sets it off.
  stockAlerts: token<StockAlertsUseCases>('stockAlerts'),
  // The contact and franchise forms.
  leadStore: token<LeadStore>('leadStore'),
  leads: token<LeadsUseCases>('leads'),
  // Returns and refunds after delivery (issue 34).
  returnStore: token<ReturnStore>('returnStore'),
  returns: token<ReturnsUseCases>('returns'),
  // Electronic invoices and credit notes (issue 35): their store, and their use cases (null when invoicing is off);
  // what operators and shoppers do with the documents (adapters/container-invoice-ops.ts).
  invoiceStore: token<InvoiceStore>('invoiceStore'),
  invoicing: token<InvoicingUseCases | null>('invoicing'),
  /** The local DIAN sandbox to mount (outside production, with no DIAN credentials); null otherwise. */
  invoicingSandbox: token<ProviderSandbox | null>('invoicingSandbox'),
  operatorInvoices: token<OperatorInvoices>('operatorInvoices'),
  shopperInvoices: token<ShopperInvoices>('shopperInvoices'),
  // What shoppers' browsers measured (web vitals, uncaught errors).
  vitalsStore: token<VitalsStore>('vitalsStore'),
  vitals: token<VitalsUseCases>('vitals'),
  // Loyalty points: the store (the events subscriber writes into it), the levels and the monthly ranking.
  loyaltyStore: token<LoyaltyStore>('loyaltyStore'),
  loyalty: token<LoyaltyUseCases>('loyalty'),
  // What operators read to run the store: a customer's whole record, the month's sales, the console's Inicio.
  salesLedger: token<SalesLedger>('salesLedger'),
  backlog: token<Backlog>('backlog'),
  reports: token<ReportsUseCases>('reports'),
  customerCare: token<CustomerCareUseCases>('customerCare'),
  /** The payments as operators see and act on them, in the console and through `fornido payments|wallet|webhooks`. */
  paymentConsole: token<PaymentConsoleUseCases>('paymentConsole'),
  /** The store's machinery as operators run it: the order events' outbox, the kept mail, the vitals, the search index. */
  storeOperations: token<StoreOperationsUseCases>('storeOperations'),
  // Live updates (Pusher protocol): the app and its secret, the trigger client, who may listen to what.
  realtimeApp: token<RealtimeApp>('realtimeApp'),
  /** Rebound by tests to a trigger that cannot reach anyone; the order events' subscriber reads it when first asked. */
  realtimeTrigger: token<Realtime>('realtimeTrigger'),
  embeddedRealtime: token<EmbeddedRealtime | null>('embeddedRealtime'),
  realtime: token<{
    readonly authorizeChannel: ReturnType<typeof authorizeChannel>;
    readonly signChannel: (
      socketId: string,
      channel: string,
      presence: PresenceMember | null,
    ) => Promise<ChannelSignature>;
  }>('realtime'),
} as const;
