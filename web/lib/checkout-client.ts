import type {
  CheckoutPriceRequest,
  CheckoutView,
  OrderView,
  PaymentView,
  PayOrderRequest,
  PlacedOrderView,
  PlaceOrderRequest,
} from '../../contract/checkout';
import { askApi } from './json-api';
import type { PlaceOrderError } from '../../core/checkout/place-order';
import type { FollowPaymentError } from '../../core/checkout/follow-payment';
import type { ListBanksError } from '../../core/checkout/list-banks';
import type { Bank } from '../../core/payments/ports';
import type { PriceCheckoutError } from '../../core/checkout/price-checkout';
import type { StartPaymentError } from '../../core/checkout/start-payment';
import type { ViewOrderError } from '../../core/orders/view-order';

/** Why paying an order was refused: the order cannot be seen (wrong link), or the payment did not start. */
export type PayOrderError = ViewOrderError | StartPaymentError;

/** Why following or withdrawing an attempt was refused: the order cannot be seen, no such attempt, or (withdrawing) it
 * was approved or closed meanwhile. */
export type FollowOrderPaymentError = ViewOrderError | FollowPaymentError;

const q = encodeURIComponent;

const attemptPath = (number: string, id: string, signature: string | null) =>
  `/api/v1/orders/${q(number)}/payments/${q(id)}${signature ? `?firma=${q(signature)}` : ''}`;

/** The checkout and order endpoints of the API contract (`checkout-api.ts`), as the browser calls them: each answers
 * its figures or its use case's refusal (contract/errors.ts), for the page to switch on. */
export const checkoutApi = {
  /** Prices a checkout step: lines, shipping options to the destination, payment options, totals. */
  price: (request: CheckoutPriceRequest) =>
    askApi<CheckoutView, PriceCheckoutError>('POST', '/api/v1/checkout/price', request),
  /** Places the order (one per idempotency key). */
  placeOrder: (request: PlaceOrderRequest) =>
    askApi<PlacedOrderView, PlaceOrderError>('POST', '/api/v1/orders', request),
  /** Pays a placed order online (a guest proves it is theirs with the link's signature). */
  pay: (number: string, request: PayOrderRequest) =>
    askApi<PaymentView, PayOrderError>('POST', `/api/v1/orders/${q(number)}/payments`, request),
  /** The attempt as its provider reports it now (the server asks the provider): what the order page polls. */
  followPayment: (number: string, id: string, signature: string | null) =>
    askApi<PaymentView, FollowOrderPaymentError>('GET', attemptPath(number, id, signature)),
  /** Withdraws an attempt still waiting for the shopper (a push not answered yet), so another method can be chosen
   * without paying twice; refused with 409 `payment-closed` when it was approved or closed meanwhile. */
  withdrawPayment: (number: string, id: string, signature: string | null) =>
    askApi<PaymentView, FollowOrderPaymentError>('DELETE', attemptPath(number, id, signature)),
  /** The banks PSE debits from now; 409 when PSE is not offered, 503 with a Spanish message when its provider does not
   * answer. */
  banks: () => askApi<{ readonly banks: readonly Bank[] }, ListBanksError>('GET', '/api/v1/payments/banks'),
};

/** The order number and signature of an order's link (`/pedido/FO-…/?firma=…`). */
export const orderLinkParts = (link: string): { number: string; signature: string | null } | null => {
  const url = new URL(link, 'http://fornido.local');
  const match = /^\/pedido\/([^/]+)\/$/.exec(url.pathname);
  return match ? { number: decodeURIComponent(match[1]), signature: url.searchParams.get('firma') } : null;
};

/** The confirmation step's address for a placed order: the number and, for a guest, the link's signature. */
export const confirmationPath = (order: Pick<OrderView, 'number' | 'link'>): string => {
  const signature = orderLinkParts(order.link)?.signature ?? null;
  return `/checkout/confirmacion/?pedido=${q(order.number)}${signature ? `&firma=${q(signature)}` : ''}`;
};
