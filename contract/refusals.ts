import type { ProductError } from '../core/catalog/get-product';
import type { CategoryError } from '../core/catalog/list-category';
import type { CartError } from '../core/cart/cart';
import type { PlaceOrderError } from '../core/checkout/place-order';
import type { PriceCheckoutError } from '../core/checkout/price-checkout';
import type { StartPaymentError } from '../core/checkout/start-payment';
import type { FollowPaymentError } from '../core/checkout/follow-payment';
import type { ListBanksError } from '../core/checkout/list-banks';
import type { Unauthenticated } from '../core/customers/account-errors';
import type { ChangePasswordError } from '../core/customers/change-password';
import type { ManageAddressError } from '../core/customers/manage-addresses';
import type { RequestPasswordResetError } from '../core/customers/request-password-reset';
import type { ResetPasswordError } from '../core/customers/reset-password';
import type { SendEmailVerificationError } from '../core/customers/send-email-verification';
import type { VerifyEmailError } from '../core/customers/verify-email';
import type { SignInError } from '../core/customers/sign-in';
import type { SignUpError } from '../core/customers/sign-up';
import type { ActivateAccountError } from '../core/customers/activate-account';
import type { UpdateProfileError } from '../core/customers/update-profile';
import type { ViewOrderError } from '../core/orders/view-order';
import type { RankingMonthError } from '../core/loyalty/view-ranking';
import type { ChannelAccessError } from '../core/realtime/authorize-channel';
import type { StockAlertError } from '../core/stock-alerts/request-stock-alert';
import type { LeadNotFound } from '../core/leads/answer-leads';
import type { InvalidCatalogueFile, StaleCatalogue } from '../core/catalog/operate-catalogue';
import type { PictureNotFound, PictureTooLarge } from '../core/catalog/product-pictures';
import type { TaxonomyNotFound } from '../core/catalog/taxonomy';
import type { WrongOrderState } from '../core/orders/console-orders';
import type { CustomerNotFound, InsufficientCredit } from '../core/customer-care/console-customers';
import type { NotificationNotFound, NotReplayable } from '../core/checkout/console-payments';
import type { MailNotFound, ProviderUnavailable, RefundRefused } from '../core/checkout/console-order-actions';
import type { PaymentNotFound, ProviderNotConfigured } from '../core/checkout/payment-records';
import type { EventNotFound } from '../core/operations/operate-outbox';
import type { MailNotKept } from '../core/operations/read-outbox';
import type { EmptyCatalogue, SearchNotConfigured } from '../core/operations/reindex-search';
import type { EvidenceNotFound } from '../core/returns/list-returns';
import type { RefundReturnError } from '../core/returns/refund-return';
import type { RequestReturnError } from '../core/returns/request-return';
import type { InvoiceNotAccepted, InvoiceNotFound, InvoiceNotRetryable } from '../core/invoicing/operator-invoices';
import type {
  AccessTokenNotFound,
  EnrolmentError,
  Forbidden,
  InvalidOperatorInput,
  LastOwner,
  OperatorExists,
  OperatorNotFound,
  WrongCode,
} from '../core/operators/operator-errors';

/** The refusals of the operators' accounts (/api/admin/v1). */
export type OperatorError =
  | Forbidden
  | OperatorExists
  | OperatorNotFound
  | LastOwner
  | EnrolmentError
  | WrongCode
  | AccessTokenNotFound
  | InvalidOperatorInput
  | LeadNotFound
  | StaleCatalogue
  | WrongOrderState
  | CustomerNotFound
  | InsufficientCredit
  | NotificationNotFound
  | NotReplayable
  | RefundRefused
  | ProviderUnavailable
  | MailNotFound
  | InvalidCatalogueFile
  | PictureNotFound
  | PictureTooLarge
  | TaxonomyNotFound
  | ProviderNotConfigured
  | PaymentNotFound
  | EventNotFound
  | MailNotKept
  | SearchNotConfigured
  | EmptyCatalogue
  | RefundReturnError
  | EvidenceNotFound
  | InvoiceNotFound
  | InvoiceNotAccepted
  | InvoiceNotRetryable;

/** Every refusal of a use case behind /api/v1 and /api/admin/v1 (and the 401 of a route that needs a session). */
export type CoreError =
  | ProductError
  | CategoryError
  | CartError
  | PriceCheckoutError
  | PlaceOrderError
  | ViewOrderError
  | StartPaymentError
  | FollowPaymentError
  | ListBanksError
  | SignUpError
  | ActivateAccountError
  | SignInError
  | RequestPasswordResetError
  | ResetPasswordError
  | VerifyEmailError
  | SendEmailVerificationError
  | UpdateProfileError
  | ChangePasswordError
  | ManageAddressError
  | StockAlertError
  | ChannelAccessError
  | RankingMonthError
  | Unauthenticated
  | RequestReturnError
  | OperatorError;
export type CoreErrorKind = CoreError['kind'];

/** Refusals of the edge itself: a body or query it cannot read, an address with no route, a write from another site,
 * and a failure of ours (500, logged). */
export type EdgeError = {
  readonly kind: 'bad-request' | 'not-found' | 'csrf' | 'internal';
  readonly message: string;
};
