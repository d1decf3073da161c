/**
 * The errors of /api/v1, one set of types for both sides: the server builds the body from them (server/errors.ts) and
 * the browser reads it (json-api.ts). Every body is `{ "error": ErrorBody }`: a stable `kind`, a Spanish `message`
 * for the shopper, and what that kind carries (the wrong `fields`, `retryAfterSeconds`, the `skus` gone, the
 * `shortages`, the cash-on-delivery `reason`, the new `checkout` figures).
 *
 * A kind added to a use case's union below fails `npm run typecheck` until the server's status table gives it a status
 * and every page calling that use case handles it (their switches end in `unhandled(failure, …)`, which takes
 * `never`).
 */
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
import type { CheckoutView } from './checkout';

/** Every refusal of a use case behind /api/v1 (and the 401 of a route that needs a session). */
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
  | Unauthenticated;
export type CoreErrorKind = CoreError['kind'];

/** Refusals of the edge itself: a body or query it cannot read, an address with no route, a write from another site,
 * and a failure of ours (500, logged). */
export type EdgeError = {
  readonly kind: 'bad-request' | 'not-found' | 'csrf' | 'internal';
  readonly message: string;
};

/** The `error` of an answer: the error as its use case returns it, except a price change, which carries the new figures
 * as the checkout pages show them instead of the core's summary. */
export type ErrorBody<E extends CoreError | EdgeError = CoreError | EdgeError> = E extends {
  readonly kind: 'prices-changed';
}
  ? { readonly kind: 'prices-changed'; readonly message: string; readonly checkout: CheckoutView }
  : E;
export type ErrorBodyKind = ErrorBody['kind'];

/** The store could not be reached at all (status 0 in the browser). */
export type NetworkError = { readonly kind: 'network'; readonly message: string };

/** What a call to an endpoint whose use case refuses with E can end in, in the browser: one of E's kinds, one of the
 * edge's, or no answer at all. Pages switch on its `kind`. */
export type Failure<E extends CoreError> = ErrorBody<E> | EdgeError | NetworkError;

/** The last case of a switch over a failure's kinds: the compiler names any kind not handled above it. In the browser, a
 * kind this bundle does not know (a server deployed after the page loaded) gets the fallback. */
export const unhandled = <T>(_failure: never, fallback: T): T => fallback;
