/**
 * The contract of the checkout and order endpoints under /api/v1 (JSON both ways); errors as in api-errors.ts, each
 * endpoint answering the kinds of its use case's union (PriceCheckoutError, PlaceOrderError, ViewOrderError and
 * StartPaymentError) and the edge's own.
 * Declared as endpoints in checkout-endpoints.ts (`checkoutEndpoints`) and below (`orderPageEndpoints`); the server
 * implements them (server/api/v1/checkout.ts, orders.ts); the checkout and order pages call them. Money is whole
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
 *   POST /api/v1/orders/:number/payments  {method, instrument, signature?} → 200 PaymentView (the attempt made, with
 *        its action; `instrument` an InstrumentRequest)
 *        404 order-not-found · 400 invalid-input (`fields.phone`, `fields.card`…) · 409 not-payable |
 *        payment-method-unavailable · 429 rate-limited
 *   GET  /api/v1/orders/:number/payments/:id?firma=      → 200 PaymentView: the attempt as the provider reports it now
 *        (the server asks the provider, at most once every few seconds per attempt) · 404 order-not-found |
 *        payment-not-found
 *   DELETE /api/v1/orders/:number/payments/:id?firma=    → 200 PaymentView: withdraws an attempt still waiting for the
 *        shopper (the push is cancelled at the provider), so another method can be chosen without paying twice
 *        404 order-not-found | payment-not-found · 409 payment-closed (it was approved or closed meanwhile)
 *   GET  /api/v1/payments/banks                          → 200 { banks: {code, name}[] }: the banks PSE debits from
 *        409 payment-method-unavailable · 503 banks-unavailable (a Spanish message: choose another method)
 *   GET  /api/v1/account/orders                          → 200 { orders: OrderView[] } (signed in)
 */
import type { z } from 'zod/mini';
import type { CodTerms } from '../core/cart/payment-terms';
import type { LineProduct } from '../core/cart/ports';
import type { BuyerInput } from '../core/checkout/buyer';
import type { InstrumentKind, PaymentInstrument } from '../core/payments/instrument';
import type { HowToPay } from '../core/payments/payment-options';
import { endpoint } from './endpoint';
import type { checkoutPriceForm, placeOrderForm } from './forms/checkout-forms';
import type { orderPageInputs } from './inputs/checkout';
import type { ReturnFormView, ReturnView } from './returns';

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
  /** How it can be paid (`wallet-push` and `wallet-qr` for Nequi); none for cash on delivery. */
  readonly instruments: readonly InstrumentKind[];
  /** It runs against the store's local sandbox: nothing real is charged. */
  readonly sandbox: boolean;
} & Pick<HowToPay, 'tokenizer' | 'networks'>;

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
  /** Cash on delivery's terms as far as this step knows them (its surcharge, or why it is refused). */
  readonly cashOnDelivery: CodTerms;
  readonly totals: TotalsView;
  /** The signed-in shopper's gift credit ("saldo de regalo") they could apply; null for a guest. */
  readonly giftCreditBalance: number | null;
};

/** A checkout step as the page asks it priced: its lines, and the destination, methods, gift credit and document type
 * chosen so far (a method that does not take the document is shown disabled: Addi). */
export type CheckoutPriceRequest = z.input<typeof checkoutPriceForm>;

/** The buyer's step as the form sends it; checked by the core's `parseBuyer` on both sides. */
export type BuyerRequest = BuyerInput;

/** The order as the payment step sends it: its idempotency key, lines, buyer, methods, gift credit and the total the
 * shopper saw (a different one on the server refuses it with 409 prices-changed). */
export type PlaceOrderRequest = z.input<typeof placeOrderForm>;

export type OrderLineView = Omit<CheckoutLineView, 'lineTotal'> & { readonly lineTotal: number; readonly iva: number };

/** What the shopper must do now for a pending attempt. */
export type PaymentActionView =
  | { readonly kind: 'redirect'; readonly url: string }
  /** The text the QR code encodes (the page draws it). */
  | { readonly kind: 'qr'; readonly data: string }
  /** The phone the wallet's notification went to, as shown ("300 123 4567"). */
  | { readonly kind: 'push'; readonly phone: string }
  | {
      readonly kind: 'voucher';
      readonly network: string;
      /** The network as its counters show it ("Efecty"). */
      readonly networkName: string;
      readonly reference: string;
      readonly pin: string;
      readonly projectCode: string | null;
    };

export type PaymentAttemptView = {
  readonly id: string;
  readonly method: string;
  readonly methodLabel: string;
  /** What the order says once this attempt paid it ("Pagado con Addi. Pagarás a Addi en cuotas según tu plan."). */
  readonly paidText: string;
  /** Where a redirect takes the shopper: the provider's own page ("Mercado Pago", "Addi"), else the method's name. */
  readonly payAt: string;
  readonly state: string;
  readonly stateLabel: string;
  readonly amount: number;
  /** Still waiting for the shopper or the provider (created or pending). */
  readonly open: boolean;
  /** What to do now, while it is open. */
  readonly action: PaymentActionView | null;
  /** When the provider stops waiting (ISO instant), while it is open. */
  readonly expiresAt: string | null;
  /** The same, for text read later (a printed voucher): "el jueves 26 de noviembre de 2026 a las 9:00 a. m.". */
  readonly expiresAtText: string | null;
  /** When it last changed (rejected, approved…), relative to when it was read: "hoy a las 3:10 p. m.". */
  readonly changedAtText: string;
  /** Spanish, for the shopper: why it was rejected, expired or failed. */
  readonly message: string | null;
};

/** A method the order can be paid with now, and the instruments it takes (`wallet-push` and `wallet-qr` for Nequi). */
export type PayOptionView = {
  readonly method: string;
  readonly label: string;
  readonly conditions: string;
  readonly instruments: readonly InstrumentKind[];
  /** It runs against the store's local sandbox: nothing real is charged (the page says so and links the sandbox). */
  readonly sandbox: boolean;
} & Pick<HowToPay, 'tokenizer' | 'networks' | 'testCards'>;

export type OrderView = {
  readonly number: string;
  readonly state: string;
  readonly stateLabel: string;
  readonly placedAt: string;
  readonly placedAtText: string;
  readonly expiresAt: string | null;
  /** The payment deadline relative to when the order was read, in Bogotá: "hoy a las 11:52 p. m.", "mañana a las
   * 12:52 a. m.", "el jueves 26 de noviembre a las 9:00 a. m.". */
  readonly expiresAtText: string | null;
  /** "en 60 minutos" when the deadline is that close (core/shared/deadline-text.ts), else null. */
  readonly expiresInText: string | null;
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
  /** The methods it can be paid with now (empty unless payable). */
  readonly payOptions: readonly PayOptionView[];
  /** The page of the order, signed for a guest. */
  readonly link: string;
  /** Its returns, oldest first (contract/returns.ts). */
  readonly returns: readonly ReturnView[];
  /** What its page's return form offers; null when nothing of it can be returned now. */
  readonly returnForm: ReturnFormView | null;
  /** Its electronic invoice and credit notes the DIAN accepted, oldest first, each with its PDF's address (signed). */
  readonly invoices: readonly OrderInvoiceView[];
};

/** An accepted invoice or credit note of an order, as its page links it. */
export type OrderInvoiceView = {
  readonly kind: 'invoice' | 'credit-note';
  readonly number: string;
  /** "Descargar factura electrónica SETP990000001 (PDF)". */
  readonly label: string;
  readonly href: string;
};

export type PlacedOrderView = { readonly order: OrderView; readonly duplicate: boolean };

/** The instrument as the pay request sends it: core/payments/instrument.ts's, with the phone as the shopper typed
 * it (the server reads it again with parseInstrument). */
export type InstrumentRequest = {
  [K in InstrumentKind]: Extract<PaymentInstrument, { kind: K }> extends infer I
    ? I extends { readonly phone: unknown }
      ? Omit<I, 'phone'> & { readonly phone: string }
      : I
    : never;
}[InstrumentKind];

export type PaymentView = {
  readonly order: OrderView;
  readonly attempt: PaymentAttemptView;
  readonly status: 'approved' | 'pending' | 'rejected' | 'expired' | 'reversed' | 'failed';
  /** Spanish, for the shopper: why it was rejected, expired or failed. */
  readonly message: string | null;
};

/** The order endpoints a page loads from. */
export const orderPageEndpoints = {
  /** An order its owner (signed in) or the holder of its signed link (`firma`) may see; 404 for anyone else. */
  order: endpoint<OrderView, typeof orderPageInputs.order>()({
    method: 'GET',
    path: '/api/v1/orders/:number',
    errors: ['order-not-found'],
  }),
  /** The signed-in shopper's orders, newest first; 401 for a guest. */
  accountOrders: endpoint<{ readonly orders: readonly OrderView[] }, typeof orderPageInputs.accountOrders>()({
    method: 'GET',
    path: '/api/v1/account/orders',
    errors: ['unauthenticated'],
  }),
};
