/**
 * The contract of the checkout and order endpoints under /api/v1 (JSON both ways); errors as in api-errors.ts, each
 * endpoint answering the kinds of its use case's union (PriceCheckoutError, PlaceOrderError, ViewOrderError and
 * StartPaymentError) and the edge's own.
 * The server implements it (server/api/v1/checkout.ts, orders.ts); the checkout pages call it. Money is whole
 * pesos; dates are ISO strings (instants) or `YYYY-MM-DD` (Bogotá calendar days).
 *
 *   POST /api/v1/checkout/price     CheckoutPriceRequest → 200 CheckoutView
 *        400 invalid-input (fields) | invalid-cart | empty-cart | invalid-quantity (sku)
 *        409 out-of-stock (shortages) | unavailable (skus) | cod-unavailable (reason) | payment-method-unavailable
 *   POST /api/v1/orders             PlaceOrderRequest    → 201 PlacedOrderView (200 with `duplicate: true` for a repeated key)
 *        the same errors, 409 prices-changed (with `checkout`: the new figures) | idempotency-conflict |
 *        too-many-open-orders, 429 rate-limited
 *   GET  /api/v1/orders/:number?firma=SIGNATURE          → 200 OrderView (the owner signed in, or the signed link)
 *        404 order-not-found (also for someone else's order or a wrong signature)
 *   POST /api/v1/orders/:number/payments  PayOrderRequest → 200 PaymentView
 *        404 order-not-found · 400 invalid-input (`fields.card`) · 409 not-payable | payment-method-unavailable ·
 *        429 rate-limited
 *   GET  /api/v1/account/orders                          → 200 { orders: OrderView[] } (signed in)
 */
import type { LineProduct } from '../../core/cart/ports';
import type { BuyerInput } from '../../core/checkout/buyer';

export type CheckoutLineView = LineProduct & {
  readonly quantity: number;
  readonly unitPrice: number;
  readonly compareAt: number | null;
  readonly lineTotal: number;
};

export type ShippingOptionView = {
  readonly method: 'standard' | 'express';
  readonly label: string;
  readonly price: number;
  readonly free: boolean;
  readonly earliest: string;
  readonly latest: string;
  readonly estimate: string;
};

export type PaymentOptionView = {
  readonly id: string;
  readonly label: string;
  readonly conditions: string;
  readonly available: boolean;
  readonly reason: string | null;
};

export type TotalsView = {
  readonly subtotal: number;
  readonly giftCredit: number;
  readonly shipping: number;
  readonly freeShipping: boolean;
  readonly codSurcharge: number;
  readonly total: number;
  readonly tax: number;
  readonly taxBase: number;
  readonly savings: number;
};

export type CheckoutView = {
  readonly lines: readonly CheckoutLineView[];
  readonly destination: { readonly code: string; readonly name: string; readonly departmentCode: string } | null;
  readonly shippingOptions: readonly ShippingOptionView[] | null;
  readonly shippingMethod: string | null;
  readonly paymentOptions: readonly PaymentOptionView[] | null;
  readonly paymentMethod: string | null;
  readonly totals: TotalsView;
};

export type CheckoutPriceRequest = {
  readonly lines: readonly { readonly sku: string; readonly quantity: number }[];
  readonly destination?: { readonly departmentCode: string; readonly municipalityCode: string };
  readonly shippingMethod?: string;
  readonly paymentMethod?: string;
};

/** The buyer's step as the form sends it; checked by the core's `parseBuyer` on both sides. */
export type BuyerRequest = BuyerInput;

export type PlaceOrderRequest = {
  readonly idempotencyKey: string;
  readonly lines: readonly { readonly sku: string; readonly quantity: number }[];
  readonly buyer: BuyerRequest;
  readonly shippingMethod: string;
  readonly paymentMethod: string;
  /** The total the shopper saw: a different one on the server refuses the order with 409 prices-changed. */
  readonly expectedTotal: number;
};

export type OrderLineView = Omit<CheckoutLineView, 'lineTotal'> & { readonly lineTotal: number; readonly iva: number };

export type PaymentAttemptView = {
  readonly id: string;
  readonly method: string;
  readonly methodLabel: string;
  readonly state: string;
  readonly stateLabel: string;
  readonly amount: number;
};

export type OrderView = {
  readonly number: string;
  readonly state: string;
  readonly stateLabel: string;
  readonly placedAt: string;
  readonly placedAtText: string;
  readonly expiresAt: string | null;
  readonly expiresAtText: string | null;
  readonly buyer: BuyerRequest & { readonly municipalityName: string; readonly departmentName: string };
  readonly shipping: {
    readonly method: string;
    readonly label: string;
    readonly charged: number;
    readonly estimate: string;
    readonly tracking: string | null;
  };
  readonly paymentMethod: string;
  readonly paymentMethodLabel: string;
  readonly lines: readonly OrderLineView[];
  readonly totals: Omit<TotalsView, 'freeShipping'>;
  readonly payments: readonly PaymentAttemptView[];
  /** Whether the shopper can still pay it online now. */
  readonly payable: boolean;
  /** The page of the order, signed for a guest. */
  readonly link: string;
};

export type PlacedOrderView = { readonly order: OrderView; readonly duplicate: boolean };

export type PayOrderRequest = {
  readonly method: string;
  readonly signature?: string;
  readonly card?: { readonly token: string; readonly installments: number };
};

export type PaymentView = {
  readonly order: OrderView;
  readonly status: 'approved' | 'pending' | 'rejected' | 'failed';
  /** Spanish, for the shopper: why it was rejected or failed. */
  readonly message: string | null;
};
