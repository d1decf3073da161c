import type { listLeads, replyToLead, setLeadState } from '../core/leads/answer-leads';
import type { viewSettings } from '../core/policy/view-settings';
import type { completeEnrolment, showEnrolment } from '../core/operators/enrol-operator';
import type { inviteOperator } from '../core/operators/invite-operator';
import type { changeRole, disableOperator, listOperators } from '../core/operators/manage-operators';
import type { resolveActor, signOutEverywhere, signOutOperator } from '../core/operators/operator-sessions';
import type { signInOperator } from '../core/operators/sign-in-operator';
import type { createAccessToken, listAccessTokens, revokeAccessToken } from '../core/operators/access-tokens';
import type { readAuditLog } from '../core/operators/audit-log';
import type { changeOperatorPassword } from '../core/operators/change-operator-password';
import type { OperatorAudit } from '../core/operators/ports';
import type { paymentsOverviewFor, reconcileNowAs, replayNotificationAs } from '../core/checkout/console-payments';
import type { notificationRecordsFor, paymentRecordsFor, walletStatusFor } from '../core/checkout/payment-records';
import type { dispatchEventsAs, listEventsFor, retryEventsAs } from '../core/operations/operate-outbox';
import type { listMailFor, showMailFor } from '../core/operations/read-outbox';
import type { vitalsReportFor } from '../core/operations/vitals-report';
import type { reindexSearchAs } from '../core/operations/reindex-search';
import type { RateLimiter } from '../core/shared/rate-limit';
import type { ServiceIdentifier } from 'inversify';
import type { CatalogueVersion } from './persistence/catalogue-version';
import type { restockVariant } from '../core/catalog/restock-variant';
import type { exportCatalogue } from '../core/catalog/export-catalogue';
import type { bulkPrice } from '../core/catalog/bulk-price';
import type { productEditor } from '../core/catalog/edit-product';
import type { productPictures } from '../core/catalog/product-pictures';
import type { catalogueTaxonomy } from '../core/catalog/taxonomy';
import type { importCatalogue } from '../core/catalog/import-catalogue';
import type { listVariants } from '../core/catalog/list-variants';
import type { setVariantPrice } from '../core/catalog/set-variant-price';
import type { notifyRestocked } from '../core/stock-alerts/notify-restocked';
import type { requestStockAlert } from '../core/stock-alerts/request-stock-alert';
import type { mailLeads } from '../core/leads/mail-leads';
import type { LeadStore } from '../core/leads/ports';
import type { submitLead } from '../core/leads/submit-lead';
import type { pruneVitals } from '../core/vitals/record-vitals';
import type { reportVitals } from '../core/vitals/report-vitals';
import type { VitalsStore } from '../core/vitals/ports';
import type { LoyaltyStore } from '../core/loyalty/ports';
import type { viewLevels } from '../core/loyalty/view-levels';
import type { viewRanking } from '../core/loyalty/view-ranking';
import type { viewReferrals } from '../core/loyalty/view-referrals';
import type { viewInvitation } from '../core/loyalty/view-invitation';
import type { followPayment, withdrawPayment } from '../core/checkout/follow-payment';
import type { listBanks } from '../core/checkout/list-banks';
import type { receiveNotification, replayNotification } from '../core/checkout/receive-notification';
import type { pruneRefusedNotifications } from '../core/checkout/refused-notifications';
import type { reconcilePayments } from '../core/checkout/reconcile-payments';
import type { findReversible, reversePayment } from '../core/checkout/reverse-payment';
import type { GatewayRegistry } from '../core/payments/gateways';
import type { NotificationLog } from '../core/payments/notification-log';
import type { PaymentAttemptStore } from '../core/payments/ports';
import type { ProviderWeb } from './payment-gateways';
import type { ProviderSandbox } from './payments/provider';
import type { getProduct } from '../core/catalog/get-product';
import type { listCategories } from '../core/catalog/list-categories';
import type { listCategory } from '../core/catalog/list-category';
import type { listNewest } from '../core/catalog/list-newest';
import type { searchProducts, suggestProducts } from '../core/catalog/search-products';
import type { siteMap } from '../core/catalog/site-map';
import type { CatalogueChangeLog, PictureSizes, ProductSearch, ProductStore } from '../core/catalog/ports';
import type { CartCatalogue, CartStore } from '../core/cart/ports';
import type { quoteCart } from '../core/cart/quote-cart';
import type { mergeIntoSavedCart } from '../core/cart/merge-saved-cart';
import type { replaceSavedCart, showSavedCart } from '../core/cart/saved-cart';
import type { changePassword } from '../core/customers/change-password';
import type { getAccount } from '../core/customers/get-account';
import type { addAddress, deleteAddress, updateAddress } from '../core/customers/manage-addresses';
import type { CustomerStore, PasswordHasher } from '../core/customers/ports';
import type { requestPasswordReset } from '../core/customers/request-password-reset';
import type { resetPassword } from '../core/customers/reset-password';
import type { sendEmailVerification } from '../core/customers/send-email-verification';
import type { verifyEmail } from '../core/customers/verify-email';
import type { resolveSession } from '../core/customers/sessions';
import type { signIn } from '../core/customers/sign-in';
import type { signOut } from '../core/customers/sign-out';
import type { signUp } from '../core/customers/sign-up';
import type { activateAccount } from '../core/customers/activate-account';
import type { updateProfile } from '../core/customers/update-profile';
import type { MailOutbox, Mailer } from '../core/mail/ports';
import type { Clock, Logger } from '../core/shared/ports';
import type { Config } from './config';
import type { placeOrder } from '../core/checkout/place-order';
import type { priceCheckout } from '../core/checkout/price-checkout';
import type { dispatchEvents } from '../core/events/dispatch-events';
import type { EventOutbox, Subscriber } from '../core/events/ports';
import type { Realtime } from '../core/realtime/ports';
import type { GiftCreditStore } from '../core/loyalty/credit-ports';
import type { authorizeChannel } from '../core/realtime/authorize-channel';
import type { ChannelSignature, RealtimeApp } from './realtime/signature';
import type { PresenceMember } from '../core/realtime/authorize-channel';
import type { EmbeddedRealtime } from './realtime/embedded/embedded-realtime';
import type { expirePendingOrders } from '../core/orders/expire-pending-orders';
import type { cancelOrder, deliverOrder, shipOrder } from '../core/orders/operate-order';
import type { cancelStaleOrders } from '../core/orders/cancel-stale-orders';
import type { prepareOrder } from '../core/orders/prepare-order';
import type { searchOrders } from '../core/orders/search-orders';
import type {
  cancelOrderAs,
  noteOrderAs,
  refundOrderAs,
  refundPreviewFor,
  resendOrderMailAs,
} from '../core/checkout/console-order-actions';
import type { OrderLinks, OrderStore } from '../core/orders/ports';
import type { listOwnOrders } from '../core/orders/list-own-orders';
import type { viewOrder } from '../core/orders/view-order';
import type { confirmPayment } from '../core/checkout/confirm-payment';
import type { startPayment } from '../core/checkout/start-payment';
import type { Database } from './persistence/db';
import type { ImageOptions, Pictures } from './images/pictures';
import type { SeedReport } from './persistence/seed/seed-catalogue';
import type { ReindexCatalogue } from './search/catalogue-reindex';
import type { findOrder, showOrder } from '../core/orders/order-queries';
import type { listCustomers, showCustomer } from '../core/customer-care/show-customer';
import type { Backlog, SalesLedger } from '../core/reports/ports';
import type { reportSales } from '../core/reports/report-sales';
import type { consoleHome } from '../core/reports/console-home';
import type { DisagreementLog } from '../core/checkout/ports';

const token = <T>(name: string) => Symbol.for(`fornido.${name}`) as ServiceIdentifier<T>;

/** A capability's use cases as the container hands them out: each factory's product under the factory's own name. */
type Bound<F extends Record<string, (deps: never) => unknown>> = { readonly [K in keyof F]: ReturnType<F[K]> };

/** Typed names of what the composition root provides: the shared ports and stores the edges and tests read, and one
 * object of bound use cases per capability (built together by that capability's factory in container-<area>.ts). */
export const T = {
  config: token<Config>('config'),
  database: token<Database>('database'),
  clock: token<Clock>('clock'),
  logger: token<Logger>('logger'),
  products: token<ProductStore>('products'),
  /** The catalogue's version (migration 0024): what the caches of public pages and catalogue reads are kept at. */
  catalogueVersion: token<CatalogueVersion>('catalogueVersion'),
  search: token<ProductSearch>('search'),
  catalog: token<
    Bound<{
      listCategories: typeof listCategories;
      listCategory: typeof listCategory;
      getProduct: typeof getProduct;
      listNewest: typeof listNewest;
      searchProducts: typeof searchProducts;
      suggestProducts: typeof suggestProducts;
      siteMap: typeof siteMap;
    }>
  >('catalog'),
  // The operators: their accounts, sessions, tokens and audit.
  operatorAudit: token<OperatorAudit>('operatorAudit'),
  /** The console's Registro: the operators' audit, orders' histories and catalogue changes as one log. */
  auditLog: token<ReturnType<typeof readAuditLog>>('auditLog'),
  operators: token<
    Bound<{
      inviteOperator: typeof inviteOperator;
      showEnrolment: typeof showEnrolment;
      completeEnrolment: typeof completeEnrolment;
      signInOperator: typeof signInOperator;
      resolveActor: typeof resolveActor;
      signOutOperator: typeof signOutOperator;
      signOutEverywhere: typeof signOutEverywhere;
      listOperators: typeof listOperators;
      changeRole: typeof changeRole;
      disableOperator: typeof disableOperator;
      createAccessToken: typeof createAccessToken;
      listAccessTokens: typeof listAccessTokens;
      revokeAccessToken: typeof revokeAccessToken;
      changeOperatorPassword: typeof changeOperatorPassword;
      viewSettings: typeof viewSettings;
    }>
  >('operators'),
  // Accounts, sessions, mail and saved carts.
  customers: token<CustomerStore>('customers'),
  /** Rebound by tests to a cheaper scrypt cost; the account use cases read it when first asked for. */
  passwordHasher: token<PasswordHasher>('passwordHasher'),
  rateLimiter: token<RateLimiter>('rateLimiter'),
  mailer: token<Mailer>('mailer'),
  mailOutbox: token<MailOutbox>('mailOutbox'),
  carts: token<CartStore>('carts'),
  cartCatalogue: token<CartCatalogue>('cartCatalogue'),
  accounts: token<
    Bound<{
      signUp: typeof signUp;
      activateAccount: typeof activateAccount;
      signIn: typeof signIn;
      signOut: typeof signOut;
      resolveSession: typeof resolveSession;
      requestPasswordReset: typeof requestPasswordReset;
      resetPassword: typeof resetPassword;
      sendEmailVerification: typeof sendEmailVerification;
      verifyEmail: typeof verifyEmail;
      changePassword: typeof changePassword;
      getAccount: typeof getAccount;
      updateProfile: typeof updateProfile;
      addAddress: typeof addAddress;
      updateAddress: typeof updateAddress;
      deleteAddress: typeof deleteAddress;
    }>
  >('accounts'),
  cart: token<
    Bound<{
      quoteCart: typeof quoteCart;
      showSavedCart: typeof showSavedCart;
      replaceSavedCart: typeof replaceSavedCart;
      mergeIntoSavedCart: typeof mergeIntoSavedCart;
    }>
  >('cart'),
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
  checkout: token<
    Bound<{
      priceCheckout: typeof priceCheckout;
      placeOrder: typeof placeOrder;
      startPayment: typeof startPayment;
      listBanks: typeof listBanks;
      confirmPayment: typeof confirmPayment;
      followPayment: typeof followPayment;
      withdrawPayment: typeof withdrawPayment;
    }>
  >('checkout'),
  /** What happens to payments after the shopper leaves: the providers' notices, reconciliation, reversals. */
  paymentUpkeep: token<
    Bound<{
      receiveNotification: typeof receiveNotification;
      replayNotification: typeof replayNotification;
      pruneRefusedNotifications: typeof pruneRefusedNotifications;
      reconcilePayments: typeof reconcilePayments;
      findReversible: typeof findReversible;
      reversePayment: typeof reversePayment;
    }>
  >('paymentUpkeep'),
  /** Orders once placed: the shopper's views, the operators' actions, the timers that expire and cancel them. */
  orders: token<
    Bound<{
      viewOrder: typeof viewOrder;
      listOwnOrders: typeof listOwnOrders;
      findOrder: typeof findOrder;
      showOrder: typeof showOrder;
      searchOrders: typeof searchOrders;
      prepareOrder: typeof prepareOrder;
      shipOrder: typeof shipOrder;
      deliverOrder: typeof deliverOrder;
      cancelOrder: typeof cancelOrder;
      expirePendingOrders: typeof expirePendingOrders;
      cancelStaleOrders: typeof cancelStaleOrders;
    }>
  >('orders'),
  /** The console's order actions beyond the warehouse's steps: cancel, refund, notes, mails sent again. */
  orderConsole: token<
    Bound<{
      cancelOrderAs: typeof cancelOrderAs;
      refundPreviewFor: typeof refundPreviewFor;
      refundOrderAs: typeof refundOrderAs;
      noteOrderAs: typeof noteOrderAs;
      resendOrderMailAs: typeof resendOrderMailAs;
    }>
  >('orderConsole'),
  // Order events and their dispatcher.
  eventOutbox: token<EventOutbox>('eventOutbox'),
  eventSubscribers: token<readonly Subscriber[]>('eventSubscribers'),
  events: token<Bound<{ dispatchEvents: typeof dispatchEvents }>>('events'),
  // Gift credit: the ledger, the rewards of orders.
  giftCredit: token<GiftCreditStore>('giftCredit'),
  // What the picture routes and the operators' CLI use besides the use cases above.
  pictures: token<(options?: ImageOptions) => Pictures>('pictures'),
  seedCatalogue: token<() => Promise<SeedReport>>('seedCatalogue'),
  reindexCatalogue: token<ReindexCatalogue>('reindexCatalogue'),
  // The operators' catalogue commands: variants and low stock, prices, the CSV file, and their audit.
  catalogueAdmin: token<
    Bound<{
      listVariants: typeof listVariants;
      setVariantPrice: typeof setVariantPrice;
      exportCatalogue: typeof exportCatalogue;
      importCatalogue: typeof importCatalogue;
    }>
  >('catalogueAdmin'),
  catalogueChanges: token<CatalogueChangeLog>('catalogueChanges'),
  // The console's Catálogo: products and variants, their pictures, a price change in bulk, categories and brands. The
  // pictures draw an upload's sizes into the cache of one app's picture routes, so they are made for that app's `sizes`.
  catalogueConsole: token<
    Bound<{
      products: typeof productEditor;
      bulkPrice: typeof bulkPrice;
      taxonomy: typeof catalogueTaxonomy;
    }> & { readonly picturesDrawnBy: (sizes: PictureSizes) => ReturnType<typeof productPictures> }
  >('catalogueConsole'),
  // Avísame cuando llegue, and the operators' restock that sets it off.
  stockAlerts: token<
    Bound<{
      requestStockAlert: typeof requestStockAlert;
      notifyRestocked: typeof notifyRestocked;
      restockVariant: typeof restockVariant;
    }>
  >('stockAlerts'),
  // The contact and franchise forms.
  leadStore: token<LeadStore>('leadStore'),
  leads: token<
    Bound<{
      submitLead: typeof submitLead;
      mailLeads: typeof mailLeads;
      listLeads: typeof listLeads;
      replyToLead: typeof replyToLead;
      setLeadState: typeof setLeadState;
    }>
  >('leads'),
  // What shoppers' browsers measured (web vitals, uncaught errors).
  vitalsStore: token<VitalsStore>('vitalsStore'),
  vitals: token<Bound<{ reportVitals: typeof reportVitals; pruneVitals: typeof pruneVitals }>>('vitals'),
  // Loyalty points: the store (the events subscriber writes into it), the levels and the monthly ranking.
  loyaltyStore: token<LoyaltyStore>('loyaltyStore'),
  loyalty: token<
    Bound<{
      viewLevels: typeof viewLevels;
      viewRanking: typeof viewRanking;
      viewReferrals: typeof viewReferrals;
      viewInvitation: typeof viewInvitation;
    }>
  >('loyalty'),
  // What operators read to run the store: a customer's whole record, the month's sales, the console's Inicio.
  salesLedger: token<SalesLedger>('salesLedger'),
  backlog: token<Backlog>('backlog'),
  reports: token<Bound<{ reportSales: typeof reportSales; consoleHome: typeof consoleHome }>>('reports'),
  customerCare:
    token<Bound<{ showCustomer: typeof showCustomer; listCustomers: typeof listCustomers }>>('customerCare'),
  /** The payments as operators see and act on them, in the console and through `fornido payments|wallet|webhooks`. */
  paymentConsole: token<
    Bound<{
      paymentsOverviewFor: typeof paymentsOverviewFor;
      reconcileNowAs: typeof reconcileNowAs;
      replayNotificationAs: typeof replayNotificationAs;
      paymentRecordsFor: typeof paymentRecordsFor;
      walletStatusFor: typeof walletStatusFor;
      notificationRecordsFor: typeof notificationRecordsFor;
    }>
  >('paymentConsole'),
  /** The store's machinery as operators run it: the order events' outbox, the kept mail, the vitals, the search index. */
  storeOperations: token<
    Bound<{
      listEventsFor: typeof listEventsFor;
      retryEventsAs: typeof retryEventsAs;
      dispatchEventsAs: typeof dispatchEventsAs;
      listMailFor: typeof listMailFor;
      showMailFor: typeof showMailFor;
      vitalsReportFor: typeof vitalsReportFor;
      reindexSearchAs: typeof reindexSearchAs;
    }>
  >('storeOperations'),
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
