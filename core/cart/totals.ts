import type { StorePolicy } from '../policy/store-policy';
import { add, subtract, sum, ZERO, type Pesos } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import { codAvailability, codSurcharge, type CodAvailability, type CodRefusal } from './cash-on-delivery';
import { applicableGiftCredit } from './gift-credit';
import { breakdownLine, checkLines, subtotalOf, type LineBreakdown, type LineError, type PricedLine } from './lines';
import { shippingCost, shipsFree, type ShippingMethod } from './shipping-cost';

export type PaymentKind = 'prepaid' | 'cash-on-delivery';

/** Everything the server knows when it prices a checkout; never figures sent by a browser. */
export type BreakdownInput = {
  readonly lines: readonly PricedLine[];
  /** Gift credit the shopper asks to apply, and their ledger balance. */
  readonly giftCredit: { readonly requested: Pesos; readonly balance: Pesos };
  readonly shipping: { readonly method: ShippingMethod; readonly quote: Pesos };
  readonly payment: PaymentKind;
  /** Whether the destination municipality has cash-on-delivery coverage (see customers/geography). */
  readonly destination: { readonly codCoverage: boolean };
};

/** The whole order as the checkout shows it, line by line; `tax`/`taxBase` are what the gateway calls `iva`/`baseiva`. */
export type OrderBreakdown = {
  readonly lines: readonly LineBreakdown[];
  readonly subtotal: Pesos;
  readonly giftCredit: Pesos;
  readonly shipping: Pesos;
  readonly freeShipping: boolean;
  readonly totalBeforeSurcharge: Pesos;
  readonly cashOnDelivery: CodAvailability;
  readonly codSurcharge: Pesos;
  readonly total: Pesos;
  readonly tax: Pesos;
  readonly taxBase: Pesos;
  readonly ico: Pesos;
  /** Σ of the savings against "before" prices: shown, never charged. */
  readonly savings: Pesos;
  /** False when the total is 0 (all paid with gift credit): no payment provider is involved. */
  readonly needsPayment: boolean;
};

export type BreakdownError =
  LineError | { readonly kind: 'cod-unavailable'; readonly reason: CodRefusal; readonly message: string };

type TotalsPolicy = Pick<StorePolicy, 'freeShippingThreshold' | 'contraentregaLessThan' | 'contraentregaSurcharge'>;

/** Prices an order in the order of POLICY.md — subtotal, gift credit, shipping, total before surcharge,
 * cash-on-delivery surcharge, total — refusing an empty cart, bad quantities and cash on delivery where it is not offered. */
export const orderBreakdown = (input: BreakdownInput, policy: TotalsPolicy): Result<OrderBreakdown, BreakdownError> => {
  const checked = checkLines(input.lines);
  if (!checked.ok) return checked;
  const lines = checked.value.map(breakdownLine);
  const subtotal = subtotalOf(lines);
  const giftCredit = applicableGiftCredit(input.giftCredit.requested, input.giftCredit.balance, subtotal);
  const shipping = shippingCost(input.shipping.method, input.shipping.quote, subtotal, policy);
  const totalBeforeSurcharge = add(subtract(subtotal, giftCredit), shipping);
  const cashOnDelivery = codAvailability(totalBeforeSurcharge, input.destination.codCoverage, policy);
  const payingCash = input.payment === 'cash-on-delivery';
  if (payingCash && !cashOnDelivery.available) {
    return err({ kind: 'cod-unavailable', reason: cashOnDelivery.reason, message: cashOnDelivery.message });
  }
  const surcharge = payingCash ? codSurcharge(totalBeforeSurcharge, policy) : ZERO;
  const total = add(totalBeforeSurcharge, surcharge);
  return ok({
    lines,
    subtotal,
    giftCredit,
    shipping,
    freeShipping: shipsFree(input.shipping.method, subtotal, policy),
    totalBeforeSurcharge,
    cashOnDelivery,
    codSurcharge: surcharge,
    total,
    tax: sum(lines.map((line) => line.iva)),
    taxBase: sum(lines.map((line) => line.base)),
    ico: ZERO,
    savings: sum(lines.map((line) => line.saving)),
    needsPayment: total > 0,
  });
};
