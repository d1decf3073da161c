import type { CartLineInput } from '../../contract/cart';
import type { PlaceOrderError } from '../../core/checkout/place-order';
import type { PriceCheckoutError } from '../../core/checkout/price-checkout';
import { unhandled, type Failure } from '../../contract/errors';
import type { CheckoutView, OrderView } from '../../contract/checkout';
import { checkoutApi } from '../lib/checkout-api';
import { OFFLINE_MESSAGE } from '../lib/messages';
import { attemptKey, buyerRequest, patchDraft, type CheckoutDraft } from './checkout';
import { stepOfField, type CheckoutStep } from './checkout-steps';

/** What became of "Confirmar pedido", and what the payment step does about it. */
export type PlaceOutcome =
  | { readonly kind: 'placed'; readonly order: OrderView }
  /** The total changed since it was shown: show these figures and ask to confirm again. */
  | { readonly kind: 'prices-changed'; readonly message: string; readonly checkout: CheckoutView }
  /** Products gone or short: say which and by how much, and lead back to the cart (which keeps the rest). */
  | { readonly kind: 'cart'; readonly message: string }
  /** A field of an earlier step was refused: send the shopper there, with each field's message. */
  | {
      readonly kind: 'back';
      readonly step: CheckoutStep;
      readonly fields: Readonly<Record<string, string>>;
      readonly message: string;
    }
  /** The chosen payment method cannot be used for this order (cash on delivery over the limit…): choose again. */
  | { readonly kind: 'payment'; readonly message: string }
  /** Nothing was decided (connection lost, server error): trying again with the same key places one order at most. */
  | { readonly kind: 'failed'; readonly message: string };

const STEP_ORDER: readonly CheckoutStep[] = ['cart', 'buyer', 'shipping', 'payment'];
const RETRY_SAFE = ' Puedes intentarlo de nuevo: tu pedido no se duplicará.';

/** A refused field sends the shopper back to the earliest step that has one (the cart for the lines). */
const backTo = (fields: Readonly<Record<string, string>>, message: string): PlaceOutcome => {
  const names = Object.keys(fields);
  if (names.length === 0) return { kind: 'failed', message };
  const step = names.map(stepOfField).sort((a, b) => STEP_ORDER.indexOf(a) - STEP_ORDER.indexOf(b))[0];
  return step === 'cart' ? { kind: 'cart', message: fields.lines ?? message } : { kind: 'back', step, fields, message };
};

/** Reads a refusal of POST /orders as what the payment step must do. */
export const placeFailure = (failure: Failure<PlaceOrderError>): PlaceOutcome => {
  const { message } = failure;
  switch (failure.kind) {
    case 'prices-changed':
      return { kind: 'prices-changed', message, checkout: failure.checkout };
    case 'invalid-cart':
    case 'empty-cart':
    case 'invalid-quantity':
    case 'out-of-stock':
    case 'unavailable':
      return { kind: 'cart', message };
    case 'cod-unavailable':
    case 'payment-method-unavailable':
      return { kind: 'payment', message };
    case 'invalid-input':
      return backTo(failure.fields, message);
    // Nothing was placed, and the server's message says what to do (wait, pay an open order, check the mail).
    case 'idempotency-conflict':
    case 'too-many-open-orders':
    case 'rate-limited':
    case 'bad-request':
    case 'not-found':
    case 'csrf':
      return { kind: 'failed', message };
    case 'network':
      return { kind: 'failed', message: `${OFFLINE_MESSAGE}${RETRY_SAFE}` };
    case 'internal':
      return { kind: 'failed', message: `Algo salió mal de nuestro lado.${RETRY_SAFE}` };
    default:
      return unhandled(failure, { kind: 'failed', message: `Algo salió mal.${RETRY_SAFE}` });
  }
};

/** What a checkout step does about figures it could not get: back to the cart (products gone or short, lines refused),
 * choose the payment method or the shipping again, or try again (the connection, a failure of ours). */
export type PriceProblem = 'cart' | 'payment' | 'shipping' | 'retry';

/** Reads a refusal of POST /checkout/price as what the step must do. */
export const priceProblem = (failure: Failure<PriceCheckoutError>): PriceProblem => {
  switch (failure.kind) {
    case 'invalid-cart':
    case 'empty-cart':
    case 'invalid-quantity':
    case 'out-of-stock':
    case 'unavailable':
      return 'cart';
    case 'cod-unavailable':
    case 'payment-method-unavailable':
      return 'payment';
    case 'invalid-input':
      if (failure.fields.lines !== undefined) return 'cart';
      return failure.fields.shippingMethod !== undefined ? 'shipping' : 'retry';
    case 'bad-request':
    case 'not-found':
    case 'csrf':
    case 'internal':
    case 'network':
      return 'retry';
    default:
      return unhandled(failure, 'retry');
  }
};

/** Places the order the shopper sees: the draft's buyer and choices, the cart's lines, the total on screen, and the
 * attempt's idempotency key (made once and kept in the draft). */
export const placeCheckoutOrder = async (
  lines: readonly CartLineInput[],
  draft: CheckoutDraft,
  expectedTotal: number,
): Promise<PlaceOutcome> => {
  const placed = await checkoutApi.placeOrder({
    idempotencyKey: attemptKey(),
    lines: lines.map(({ sku, quantity }) => ({ sku, quantity })),
    buyer: buyerRequest(draft),
    shippingMethod: draft.shippingMethod,
    paymentMethod: draft.paymentMethod,
    expectedTotal,
    ...(draft.useGiftCredit ? { useGiftCredit: true } : {}),
  });
  if (placed.ok) return { kind: 'placed', order: placed.value.order };
  // The key was used before for another request (the answer was lost, then the order changed): the next "Confirmar
  // pedido" is a new attempt with a new key, so it is not refused again.
  if (placed.error.kind === 'idempotency-conflict') patchDraft({ attemptKey: '' });
  return placeFailure(placed.error);
};
