import type { RateLimiter } from '../core/shared/rate-limit';
import type { ServiceIdentifier } from 'inversify';
import type { CatalogueVersion } from './persistence/catalogue-version';
import type { restockVariant } from '../core/catalog/restock-variant';
import type { notifyRestocked } from '../core/stock-alerts/notify-restocked';
import type { StockAlertStore } from '../core/stock-alerts/ports';
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
import type { ProductImageStore, ProductSearch, ProductStore } from '../core/catalog/ports';
import type { CartCatalogue, CartStore } from '../core/cart/ports';
import type { quoteCart } from '../core/cart/quote-cart';
import type { mergeIntoSavedCart } from '../core/cart/merge-saved-cart';
import type { replaceSavedCart, showSavedCart } from '../core/cart/saved-cart';
import type { changePassword } from '../core/customers/change-password';
import type { getAccount } from '../core/customers/get-account';
import type { addAddress, deleteAddress, updateAddress } from '../core/customers/manage-addresses';
import type {
  CustomerStore,
  EmailVerificationStore,
  PendingSignUpStore,
  PasswordHasher,
  SingleUseTokenStore,
  Secrets,
  SessionStore,
} from '../core/customers/ports';
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
import type { Clock, IdGenerator, Logger } from '../core/shared/ports';
import type { ShippingQuoter } from '../core/shipping/ports';
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

const token = <T>(name: string) => Symbol.for(`fornido.${name}`) as ServiceIdentifier<T>;

/** Typed names of everything the composition root provides. */
export const T = {
  config: token<Config>('config'),
  database: token<Database>('database'),
  clock: token<Clock>('clock'),
  logger: token<Logger>('logger'),
  products: token<ProductStore>('products'),
  /** The catalogue's version (migration 0024): what the caches of public pages and catalogue reads are kept at. */
  catalogueVersion: token<CatalogueVersion>('catalogueVersion'),
  productImages: token<ProductImageStore>('productImages'),
  search: token<ProductSearch>('search'),
  listCategories: token<ReturnType<typeof listCategories>>('listCategories'),
  listCategory: token<ReturnType<typeof listCategory>>('listCategory'),
  getProduct: token<ReturnType<typeof getProduct>>('getProduct'),
  listNewest: token<ReturnType<typeof listNewest>>('listNewest'),
  searchProducts: token<ReturnType<typeof searchProducts>>('searchProducts'),
  suggestProducts: token<ReturnType<typeof suggestProducts>>('suggestProducts'),
  siteMap: token<ReturnType<typeof siteMap>>('siteMap'),
  // Accounts, sessions, mail and saved carts.
  ids: token<IdGenerator>('ids'),
  customers: token<CustomerStore>('customers'),
  sessions: token<SessionStore>('sessions'),
  passwordResets: token<SingleUseTokenStore>('passwordResets'),
  emailVerifications: token<EmailVerificationStore>('emailVerifications'),
  pendingSignUps: token<PendingSignUpStore>('pendingSignUps'),
  passwordHasher: token<PasswordHasher>('passwordHasher'),
  secrets: token<Secrets>('secrets'),
  rateLimiter: token<RateLimiter>('rateLimiter'),
  mailer: token<Mailer>('mailer'),
  mailOutbox: token<MailOutbox>('mailOutbox'),
  carts: token<CartStore>('carts'),
  cartCatalogue: token<CartCatalogue>('cartCatalogue'),
  signUp: token<ReturnType<typeof signUp>>('signUp'),
  activateAccount: token<ReturnType<typeof activateAccount>>('activateAccount'),
  signIn: token<ReturnType<typeof signIn>>('signIn'),
  signOut: token<ReturnType<typeof signOut>>('signOut'),
  resolveSession: token<ReturnType<typeof resolveSession>>('resolveSession'),
  requestPasswordReset: token<ReturnType<typeof requestPasswordReset>>('requestPasswordReset'),
  resetPassword: token<ReturnType<typeof resetPassword>>('resetPassword'),
  sendEmailVerification: token<ReturnType<typeof sendEmailVerification>>('sendEmailVerification'),
  verifyEmail: token<ReturnType<typeof verifyEmail>>('verifyEmail'),
  changePassword: token<ReturnType<typeof changePassword>>('changePassword'),
  getAccount: token<ReturnType<typeof getAccount>>('getAccount'),
  updateProfile: token<ReturnType<typeof updateProfile>>('updateProfile'),
  addAddress: token<ReturnType<typeof addAddress>>('addAddress'),
  updateAddress: token<ReturnType<typeof updateAddress>>('updateAddress'),
  deleteAddress: token<ReturnType<typeof deleteAddress>>('deleteAddress'),
  quoteCart: token<ReturnType<typeof quoteCart>>('quoteCart'),
  showSavedCart: token<ReturnType<typeof showSavedCart>>('showSavedCart'),
  replaceSavedCart: token<ReturnType<typeof replaceSavedCart>>('replaceSavedCart'),
  mergeIntoSavedCart: token<ReturnType<typeof mergeIntoSavedCart>>('mergeIntoSavedCart'),
  shippingQuoter: token<ShippingQuoter>('shippingQuoter'),
  // Checkout, orders and payments.
  orders: token<OrderStore>('orders'),
  orderLinks: token<OrderLinks>('orderLinks'),
  payments: token<GatewayRegistry>('payments'),
  providerSandboxes: token<readonly ProviderSandbox[]>('providerSandboxes'),
  providerWeb: token<ProviderWeb>('providerWeb'),
  paymentAttempts: token<PaymentAttemptStore>('paymentAttempts'),
  notificationLog: token<NotificationLog>('notificationLog'),
  followPayment: token<ReturnType<typeof followPayment>>('followPayment'),
  withdrawPayment: token<ReturnType<typeof withdrawPayment>>('withdrawPayment'),
  reconcilePayments: token<ReturnType<typeof reconcilePayments>>('reconcilePayments'),
  findReversible: token<ReturnType<typeof findReversible>>('findReversible'),
  reversePayment: token<ReturnType<typeof reversePayment>>('reversePayment'),
  receiveNotification: token<ReturnType<typeof receiveNotification>>('receiveNotification'),
  replayNotification: token<ReturnType<typeof replayNotification>>('replayNotification'),
  pruneRefusedNotifications: token<ReturnType<typeof pruneRefusedNotifications>>('pruneRefusedNotifications'),
  priceCheckout: token<ReturnType<typeof priceCheckout>>('priceCheckout'),
  placeOrder: token<ReturnType<typeof placeOrder>>('placeOrder'),
  startPayment: token<ReturnType<typeof startPayment>>('startPayment'),
  listBanks: token<ReturnType<typeof listBanks>>('listBanks'),
  confirmPayment: token<ReturnType<typeof confirmPayment>>('confirmPayment'),
  expirePendingOrders: token<ReturnType<typeof expirePendingOrders>>('expirePendingOrders'),
  shipOrder: token<ReturnType<typeof shipOrder>>('shipOrder'),
  deliverOrder: token<ReturnType<typeof deliverOrder>>('deliverOrder'),
  cancelOrder: token<ReturnType<typeof cancelOrder>>('cancelOrder'),
  cancelStaleOrders: token<ReturnType<typeof cancelStaleOrders>>('cancelStaleOrders'),
  viewOrder: token<ReturnType<typeof viewOrder>>('viewOrder'),
  listOwnOrders: token<ReturnType<typeof listOwnOrders>>('listOwnOrders'),
  // Order events and their dispatcher.
  eventOutbox: token<EventOutbox>('eventOutbox'),
  eventSubscribers: token<readonly Subscriber[]>('eventSubscribers'),
  // Gift credit: the ledger, the rewards of orders.
  giftCredit: token<GiftCreditStore>('giftCredit'),
  dispatchEvents: token<ReturnType<typeof dispatchEvents>>('dispatchEvents'),
  // What the picture routes and the operators' CLI use besides the use cases above.
  pictures: token<(options?: ImageOptions) => Pictures>('pictures'),
  seedCatalogue: token<() => Promise<SeedReport>>('seedCatalogue'),
  reindexCatalogue: token<ReindexCatalogue>('reindexCatalogue'),
  findOrder: token<ReturnType<typeof findOrder>>('findOrder'),
  showOrder: token<ReturnType<typeof showOrder>>('showOrder'),
  // Avísame cuando llegue.
  stockAlerts: token<StockAlertStore>('stockAlerts'),
  requestStockAlert: token<ReturnType<typeof requestStockAlert>>('requestStockAlert'),
  notifyRestocked: token<ReturnType<typeof notifyRestocked>>('notifyRestocked'),
  restockVariant: token<ReturnType<typeof restockVariant>>('restockVariant'),
  // The contact and franchise forms.
  leads: token<LeadStore>('leads'),
  submitLead: token<ReturnType<typeof submitLead>>('submitLead'),
  mailLeads: token<ReturnType<typeof mailLeads>>('mailLeads'),
  // What shoppers' browsers measured (web vitals, uncaught errors).
  vitals: token<VitalsStore>('vitals'),
  reportVitals: token<ReturnType<typeof reportVitals>>('reportVitals'),
  pruneVitals: token<ReturnType<typeof pruneVitals>>('pruneVitals'),
  // Loyalty points: the store (the events subscriber writes into it), the levels and the monthly ranking.
  loyalty: token<LoyaltyStore>('loyalty'),
  viewLevels: token<ReturnType<typeof viewLevels>>('viewLevels'),
  viewRanking: token<ReturnType<typeof viewRanking>>('viewRanking'),
  viewReferrals: token<ReturnType<typeof viewReferrals>>('viewReferrals'),
  viewInvitation: token<ReturnType<typeof viewInvitation>>('viewInvitation'),
  // Live updates (Pusher protocol): the app and its secret, the trigger client, who may listen to what.
  realtimeApp: token<RealtimeApp>('realtimeApp'),
  realtime: token<Realtime>('realtime'),
  embeddedRealtime: token<EmbeddedRealtime | null>('embeddedRealtime'),
  authorizeChannel: token<ReturnType<typeof authorizeChannel>>('authorizeChannel'),
  signChannel:
    token<(socketId: string, channel: string, presence: PresenceMember | null) => Promise<ChannelSignature>>(
      'signChannel',
    ),
} as const;
