/**
 * The checkout's and the order payments' endpoints (described in contract/checkout.ts), apart from the order pages'
 * (`orderPageEndpoints`): they read the checkout's form schemas, which only the checkout and the order's payment pages
 * carry to the browser.
 */
import type { Bank } from '../core/payments/ports';
import type { CheckoutView, PaymentView, PlacedOrderView } from './checkout';
import { endpoint } from './endpoint';
import type { checkoutInputs } from './inputs/checkout-endpoints';

const PRICE_REFUSALS = [
  'invalid-input',
  'invalid-cart',
  'empty-cart',
  'invalid-quantity',
  'out-of-stock',
  'unavailable',
  'cod-unavailable',
  'payment-method-unavailable',
] as const;

/** What a caller names an attempt by: the signature of the order's link, or null for its signed-in owner. */
type AttemptArg = { readonly number: string; readonly id: string; readonly signature: string | null };
const encodeAttempt = ({ number, id, signature }: AttemptArg) => ({ number, id, firma: signature ?? undefined });

/** An endpoint of one attempt: following it (GET) or withdrawing it (DELETE) answer the same view and refusals. */
const attemptEndpoint = (method: 'GET' | 'DELETE') =>
  endpoint<PaymentView, typeof checkoutInputs.followPayment>()({
    method,
    path: '/api/v1/orders/:number/payments/:id',
    encode: encodeAttempt,
    errors: ['order-not-found', 'payment-not-found', 'payment-closed'],
  });

/** The checkout's and the order payments' endpoints: every figure priced by the server, never kept by a cache. */
export const checkoutEndpoints = {
  /** Prices a checkout step: lines, shipping options to the destination, payment options, totals. */
  priceCheckout: endpoint<CheckoutView, typeof checkoutInputs.priceCheckout>()({
    method: 'POST',
    path: '/api/v1/checkout/price',
    errors: PRICE_REFUSALS,
  }),
  /** Places the order, one per idempotency key: 201, or 200 with `duplicate: true` for a key already placed. */
  placeOrder: endpoint<PlacedOrderView, typeof checkoutInputs.placeOrder>()({
    method: 'POST',
    path: '/api/v1/orders',
    errors: [...PRICE_REFUSALS, 'prices-changed', 'idempotency-conflict', 'too-many-open-orders', 'rate-limited'],
  }),
  /** Pays a placed order online (a guest proves it is theirs with the link's signature). */
  payOrder: endpoint<PaymentView, typeof checkoutInputs.payOrder>()({
    method: 'POST',
    path: '/api/v1/orders/:number/payments',
    errors: ['order-not-found', 'not-payable', 'payment-method-unavailable', 'invalid-input', 'rate-limited'],
  }),
  /** The attempt as its provider reports it now (the server asks the provider): what the order page polls. */
  followPayment: attemptEndpoint('GET'),
  /** Withdraws an attempt still waiting for the shopper (a push not answered yet), so another method can be chosen
   * without paying twice; refused with 409 `payment-closed` when it was approved or closed meanwhile. */
  withdrawPayment: attemptEndpoint('DELETE'),
  /** The banks PSE debits from now; 409 when PSE is not offered, 503 with a Spanish message when its provider does not
   * answer. */
  paymentBanks: endpoint<{ readonly banks: readonly Bank[] }, typeof checkoutInputs.paymentBanks>()({
    method: 'GET',
    path: '/api/v1/payments/banks',
    errors: ['payment-method-unavailable', 'banks-unavailable'],
  }),
};

export type CheckoutEndpoints = typeof checkoutEndpoints;
