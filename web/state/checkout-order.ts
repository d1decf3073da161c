import type { CartLineInput } from '../lib/account-api';
import type { CheckoutView, OrderView } from '../lib/checkout-api';
import { checkoutApi } from '../lib/checkout-client';
import { OFFLINE_MESSAGE, RequestError } from '../lib/json-api';
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

/** Reads a refusal of POST /orders as what the payment step must do. */
export const placeFailure = (error: unknown): PlaceOutcome => {
  if (!(error instanceof RequestError)) return { kind: 'failed', message: `Algo salió mal.${RETRY_SAFE}` };
  const { kind, message, fields, details } = error;
  if (error.status === 0) return { kind: 'failed', message: `${OFFLINE_MESSAGE}${RETRY_SAFE}` };
  if (kind === 'prices-changed' && details.checkout)
    return { kind, message, checkout: details.checkout as CheckoutView };
  if (kind === 'out-of-stock' || kind === 'unavailable' || kind === 'empty-cart' || kind === 'invalid-quantity')
    return { kind: 'cart', message };
  if (kind === 'cod-unavailable' || kind === 'payment-method-unavailable') return { kind: 'payment', message };
  const names = Object.keys(fields);
  if (error.status === 400 && names.length > 0) {
    const step = names.map(stepOfField).sort((a, b) => STEP_ORDER.indexOf(a) - STEP_ORDER.indexOf(b))[0];
    return step === 'cart'
      ? { kind: 'cart', message: fields.lines ?? message }
      : { kind: 'back', step, fields, message };
  }
  return { kind: 'failed', message: error.status >= 500 ? `Algo salió mal de nuestro lado.${RETRY_SAFE}` : message };
};

/** Places the order the shopper sees: the draft's buyer and choices, the cart's lines, the total on screen, and the
 * attempt's idempotency key (made once and kept in the draft). */
export const placeCheckoutOrder = async (
  lines: readonly CartLineInput[],
  draft: CheckoutDraft,
  expectedTotal: number,
): Promise<PlaceOutcome> => {
  try {
    const placed = await checkoutApi.placeOrder({
      idempotencyKey: attemptKey(),
      lines: lines.map(({ sku, quantity }) => ({ sku, quantity })),
      buyer: buyerRequest(draft),
      shippingMethod: draft.shippingMethod,
      paymentMethod: draft.paymentMethod,
      expectedTotal,
    });
    return { kind: 'placed', order: placed.order };
  } catch (error) {
    // The key was used before for another request (the answer was lost, then the order changed): the next "Confirmar
    // pedido" is a new attempt with a new key, so it is not refused again.
    if (error instanceof RequestError && error.kind === 'idempotency-conflict') patchDraft({ attemptKey: '' });
    return placeFailure(error);
  }
};
