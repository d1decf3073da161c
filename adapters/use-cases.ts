// Each capability's bound use cases, as the container's tokens (tokens.ts) name their types: one object per capability,
// built by that capability's factory in container-<area>.ts.
import type {
  cancelOrderAs,
  noteOrderAs,
  refundOrderAs,
  refundPreviewFor,
  resendOrderMailAs,
} from '../core/checkout/console-order-actions';
import type { listLeads, replyToLead, setLeadState } from '../core/leads/answer-leads';
import type { approveReturn, rejectReturn } from '../core/returns/answer-return';
import type { goodwillRefund } from '../core/returns/goodwill-refund';
import type { listReturns, ownReturns, returnPicture, showReturn } from '../core/returns/list-returns';
import type { receiveReturn } from '../core/returns/receive-return';
import type { reconcileRefunds, reconcileRefundsAs } from '../core/returns/reconcile-refunds';
import type { refundReturn } from '../core/returns/refund-return';
import type { requestReturn } from '../core/returns/request-return';
import type { exchangeChoices } from '../core/returns/exchange-choices';
import type { viewSettings } from '../core/policy/view-settings';
import type { completeEnrolment, showEnrolment } from '../core/operators/enrol-operator';
import type { inviteOperator } from '../core/operators/invite-operator';
import type { changeRole, disableOperator, listOperators } from '../core/operators/manage-operators';
import type { resolveActor, signOutEverywhere, signOutOperator } from '../core/operators/operator-sessions';
import type { signInOperator } from '../core/operators/sign-in-operator';
import type { createAccessToken, listAccessTokens, revokeAccessToken } from '../core/operators/access-tokens';
import type { changeOperatorPassword } from '../core/operators/change-operator-password';
import type { paymentsOverviewFor, reconcileNowAs, replayNotificationAs } from '../core/checkout/console-payments';
import type { notificationRecordsFor, paymentRecordsFor, walletStatusFor } from '../core/checkout/payment-records';
import type { dispatchEventsAs, listEventsFor, retryEventsAs } from '../core/operations/operate-outbox';
import type { listMailFor, showMailFor } from '../core/operations/read-outbox';
import type { vitalsReportFor } from '../core/operations/vitals-report';
import type { reindexSearchAs } from '../core/operations/reindex-search';
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
import type { submitLead } from '../core/leads/submit-lead';
import type { pruneVitals } from '../core/vitals/record-vitals';
import type { reportVitals } from '../core/vitals/report-vitals';
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
import type { getProduct } from '../core/catalog/get-product';
import type { listCategories } from '../core/catalog/list-categories';
import type { listCategory } from '../core/catalog/list-category';
import type { listNewest } from '../core/catalog/list-newest';
import type { searchProducts, suggestProducts } from '../core/catalog/search-products';
import type { siteMap } from '../core/catalog/site-map';
import type { PictureSizes } from '../core/catalog/ports';
import type { quoteCart } from '../core/cart/quote-cart';
import type { mergeIntoSavedCart } from '../core/cart/merge-saved-cart';
import type { replaceSavedCart, showSavedCart } from '../core/cart/saved-cart';
import type { changePassword } from '../core/customers/change-password';
import type { getAccount } from '../core/customers/get-account';
import type { addAddress, deleteAddress, updateAddress } from '../core/customers/manage-addresses';
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
import type { placeOrder } from '../core/checkout/place-order';
import type { priceCheckout } from '../core/checkout/price-checkout';
import type { dispatchEvents } from '../core/events/dispatch-events';
import type { expirePendingOrders } from '../core/orders/expire-pending-orders';
import type { cancelOrder, deliverOrder, shipOrder } from '../core/orders/operate-order';
import type { cancelStaleOrders } from '../core/orders/cancel-stale-orders';
import type { prepareOrder } from '../core/orders/prepare-order';
import type { searchOrders } from '../core/orders/search-orders';
import type { listOwnOrders } from '../core/orders/list-own-orders';
import type { viewOrder } from '../core/orders/view-order';
import type { confirmPayment } from '../core/checkout/confirm-payment';
import type { startPayment } from '../core/checkout/start-payment';
import type { findOrder, showOrder } from '../core/orders/order-queries';
import type { listCustomers, showCustomer } from '../core/customer-care/show-customer';
import type { reportSales } from '../core/reports/report-sales';
import type { consoleHome } from '../core/reports/console-home';
import type { documentDraft } from '../core/invoicing/document-draft';
import type { InvoiceNumbering } from '../core/invoicing/invoice';
import type { invoicingSubscriber } from '../core/invoicing/invoicing-subscriber';
import type { checkNumbering } from '../core/invoicing/numbering-health';
import type { InvoiceIssuer } from '../core/invoicing/ports';
import type { invoiceFiles } from './invoicing/invoice-files';
import type { numberWaitingInvoices, sendDueInvoices } from '../core/invoicing/send-invoices';

/** A capability's use cases as the container hands them out: each factory's product under the factory's own name. */
type Bound<F extends Record<string, (deps: never) => unknown>> = { readonly [K in keyof F]: ReturnType<F[K]> };

export type CatalogUseCases = Bound<{
  listCategories: typeof listCategories;
  listCategory: typeof listCategory;
  getProduct: typeof getProduct;
  listNewest: typeof listNewest;
  searchProducts: typeof searchProducts;
  suggestProducts: typeof suggestProducts;
  siteMap: typeof siteMap;
}>;

export type OperatorsUseCases = Bound<{
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
}>;

export type AccountsUseCases = Bound<{
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
}>;

export type CartUseCases = Bound<{
  quoteCart: typeof quoteCart;
  showSavedCart: typeof showSavedCart;
  replaceSavedCart: typeof replaceSavedCart;
  mergeIntoSavedCart: typeof mergeIntoSavedCart;
}>;

export type CheckoutUseCases = Bound<{
  priceCheckout: typeof priceCheckout;
  placeOrder: typeof placeOrder;
  startPayment: typeof startPayment;
  listBanks: typeof listBanks;
  confirmPayment: typeof confirmPayment;
  followPayment: typeof followPayment;
  withdrawPayment: typeof withdrawPayment;
}>;

export type PaymentUpkeepUseCases = Bound<{
  receiveNotification: typeof receiveNotification;
  replayNotification: typeof replayNotification;
  pruneRefusedNotifications: typeof pruneRefusedNotifications;
  reconcilePayments: typeof reconcilePayments;
  findReversible: typeof findReversible;
  reversePayment: typeof reversePayment;
}>;

export type OrdersUseCases = Bound<{
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
}>;

export type OrderConsoleUseCases = Bound<{
  cancelOrderAs: typeof cancelOrderAs;
  refundPreviewFor: typeof refundPreviewFor;
  refundOrderAs: typeof refundOrderAs;
  noteOrderAs: typeof noteOrderAs;
  resendOrderMailAs: typeof resendOrderMailAs;
}>;

export type CatalogueAdminUseCases = Bound<{
  listVariants: typeof listVariants;
  setVariantPrice: typeof setVariantPrice;
  exportCatalogue: typeof exportCatalogue;
  importCatalogue: typeof importCatalogue;
}>;

export type CatalogueConsoleUseCases = Bound<{
  products: typeof productEditor;
  bulkPrice: typeof bulkPrice;
  taxonomy: typeof catalogueTaxonomy;
}> & { readonly picturesDrawnBy: (sizes: PictureSizes) => ReturnType<typeof productPictures> };

export type StockAlertsUseCases = Bound<{
  requestStockAlert: typeof requestStockAlert;
  notifyRestocked: typeof notifyRestocked;
  restockVariant: typeof restockVariant;
}>;

export type LeadsUseCases = Bound<{
  submitLead: typeof submitLead;
  mailLeads: typeof mailLeads;
  listLeads: typeof listLeads;
  replyToLead: typeof replyToLead;
  setLeadState: typeof setLeadState;
}>;

export type ReturnsUseCases = Bound<{
  requestReturn: typeof requestReturn;
  exchangeChoices: typeof exchangeChoices;
  ownReturns: typeof ownReturns;
  listReturns: typeof listReturns;
  showReturn: typeof showReturn;
  returnPicture: typeof returnPicture;
  approveReturn: typeof approveReturn;
  rejectReturn: typeof rejectReturn;
  receiveReturn: typeof receiveReturn;
  refundReturn: typeof refundReturn;
  goodwillRefund: typeof goodwillRefund;
  reconcileRefunds: typeof reconcileRefunds;
  reconcileRefundsAs: typeof reconcileRefundsAs;
}>;

export type LoyaltyUseCases = Bound<{
  viewLevels: typeof viewLevels;
  viewRanking: typeof viewRanking;
  viewReferrals: typeof viewReferrals;
  viewInvitation: typeof viewInvitation;
}>;

export type PaymentConsoleUseCases = Bound<{
  paymentsOverviewFor: typeof paymentsOverviewFor;
  reconcileNowAs: typeof reconcileNowAs;
  replayNotificationAs: typeof replayNotificationAs;
  paymentRecordsFor: typeof paymentRecordsFor;
  walletStatusFor: typeof walletStatusFor;
  notificationRecordsFor: typeof notificationRecordsFor;
}>;

export type StoreOperationsUseCases = Bound<{
  listEventsFor: typeof listEventsFor;
  retryEventsAs: typeof retryEventsAs;
  dispatchEventsAs: typeof dispatchEventsAs;
  listMailFor: typeof listMailFor;
  showMailFor: typeof showMailFor;
  vitalsReportFor: typeof vitalsReportFor;
  reindexSearchAs: typeof reindexSearchAs;
}>;

export type EventsUseCases = Bound<{ dispatchEvents: typeof dispatchEvents }>;

export type VitalsUseCases = Bound<{ reportVitals: typeof reportVitals; pruneVitals: typeof pruneVitals }>;

export type ReportsUseCases = Bound<{ reportSales: typeof reportSales; consoleHome: typeof consoleHome }>;

export type CustomerCareUseCases = Bound<{ showCustomer: typeof showCustomer; listCustomers: typeof listCustomers }>;

/** Electronic invoicing (issue 35), when it is on: the issuer and numbering configured, the outbox subscriber that
 * records documents, the sender (on a timer), the numbering of documents that waited for a range, the numbering's
 * warnings and the draft of a recorded document (for its PDF and mail). */
export type InvoicingUseCases = Bound<{
  invoicingSubscriber: typeof invoicingSubscriber;
  sendDueInvoices: typeof sendDueInvoices;
  numberWaitingInvoices: typeof numberWaitingInvoices;
  checkNumbering: typeof checkNumbering;
  documentDraft: typeof documentDraft;
}> & {
  readonly issuer: InvoiceIssuer;
  readonly numbering: InvoiceNumbering;
  /** An accepted document's PDF and the buyer's mail that carries it. */
  readonly files: ReturnType<typeof invoiceFiles>;
};
