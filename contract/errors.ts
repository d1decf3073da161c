/**
 * The errors of /api/v1, one set of types for both sides: the server builds the body from them (server/errors.ts) and
 * the browser reads it (http-api.ts). Every body is `{ "error": ErrorBody }`: a stable `kind`, a Spanish `message`
 * for the shopper, and what that kind carries (the wrong `fields`, `retryAfterSeconds`, the `skus` gone, the
 * `shortages`, the cash-on-delivery `reason`, the new `checkout` figures).
 *
 * A kind added to a use case's union (contract/refusals.ts) fails `npm run typecheck` until the server's status table gives it a status
 * and every page calling that use case handles it (their switches end in `unhandled(failure, …)`, which takes
 * `never`).
 */
import type { CheckoutView } from './checkout';
import type { CoreError, EdgeError } from './refusals';

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
