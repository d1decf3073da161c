import type { TaxRate } from '../catalog/product';
import type { Order, OrderLine } from '../orders/order';
import type { Return, ReturnRefund } from '../returns/return';
import { RETURN_REASON_LABELS } from '../returns/return-reasons';
import { percentage, splitIva, subtract, times, ZERO, type Pesos } from '../shared/money';
import type { InvoiceDraft, InvoiceLine } from './invoice';
import { chargeLines } from './draft-totals';
import { assembleDraft, lineDescription, type Numbered } from './invoice-draft';

/** The accepted invoice a credit note refers to. */
export type InvoiceReference = { readonly number: string; readonly code: string; readonly issuedAt: Date };

/** The code of a goodwill refund's line (an amount given back, no units). */
export const GOODWILL_CODE = 'AJUSTE';

/** Whether refund `a` was made before refund `b`: by time, then by id (the same order every time it is asked). */
const before = (a: ReturnRefund, b: ReturnRefund): boolean =>
  a.at.getTime() < b.at.getTime() || (a.at.getTime() === b.at.getTime() && a.id < b.id);

/** Units of each SKU the order's earlier refunds (made before `refund`, other returns) gave back. */
const unitsBefore = (returns: readonly Return[], refund: ReturnRefund): ReadonlyMap<string, number> => {
  const units = new Map<string, number>();
  for (const r of returns) {
    if (r.id === refund.returnId) continue;
    if (!r.refunds.some((f) => f.state === 'refunded' && before(f, refund))) continue;
    for (const l of r.lines) units.set(l.sku, (units.get(l.sku) ?? 0) + l.quantity);
  }
  return units;
};

/**
 * Units of an order line given back, split as its invoice split it: the IVA of the first n units is the line's IVA in
 * proportion, rounded half-up, and a refund's is the difference between the units given back after it and before it,
 * so every credit note of a line adds up to exactly the IVA its invoice stated.
 */
const unitsLine = (sold: OrderLine, earlier: number, quantity: number): InvoiceLine => {
  const ivaUpTo = (units: number) => percentage(sold.iva, { numerator: units, denominator: sold.quantity });
  const gross = times(sold.unitPrice, quantity);
  const iva = subtract(ivaUpTo(earlier + quantity), ivaUpTo(earlier));
  return {
    code: sold.sku,
    description: lineDescription(sold),
    quantity,
    base: subtract(gross, iva),
    taxRate: sold.taxRate,
    iva,
    gross,
  };
};

/**
 * A goodwill refund's lines: its amount is shared among the order's IVA rates in proportion to what the order sold at
 * each (cumulative half-up shares, so they add up to the amount), and each share is split into base and IVA at its
 * rate as the checkout splits a price. An order sold at one rate — nearly all: supplements carry 19 % — gets one line.
 */
const goodwillLines = (order: Order, amount: Pesos): InvoiceLine[] => {
  const byRate = new Map<TaxRate, number>();
  for (const l of order.lines) byRate.set(l.taxRate, (byRate.get(l.taxRate) ?? 0) + l.gross);
  const rates = [...byRate.entries()].filter(([, gross]) => gross > 0).sort(([a], [b]) => b - a);
  const whole = order.totals.subtotal;
  let sold = 0;
  let given = ZERO;
  return rates.flatMap(([rate, gross]) => {
    sold += gross;
    const upTo = percentage(amount, { numerator: sold, denominator: whole });
    const part = subtract(upTo, given);
    given = upTo;
    if (part === 0) return [];
    const split = splitIva(part, rate);
    const description =
      rates.length > 1 ? `Reembolso de valor (IVA ${Math.round(rate * 100)} %)` : 'Reembolso de valor';
    return [{ code: GOODWILL_CODE, description, quantity: 1, ...split, taxRate: rate, gross: part }];
  });
};

/** Why the credit note is made, in the buyer's words: the return, its reason, and an annulment said as such. */
const reasonOf = (order: Order, r: Return, annulment: boolean): string => {
  const label = RETURN_REASON_LABELS.get(r.reason) ?? 'Devolución';
  if (annulment)
    return `Anulación: devolución de todo el pedido ${order.number} (${r.number}, ${label.toLowerCase()}).`;
  return r.goodwill !== null ? `Reembolso ${r.number}: ${label.toLowerCase()}.` : `Devolución ${r.number}: ${label}.`;
};

/**
 * The credit note of a refund (issue 34): the units its return gives back at the price they were sold at, split as the
 * invoice split them (or, for a goodwill refund, its amount split at the order's rates), the shipping and surcharge
 * when the refund gives them back, and the buyer's gift credit it restores as the allowance, so that what it says is
 * payable is the money given back. It refers to the order's accepted invoice: concept 2 (anulación) when this refund
 * gives back every product of the order, else 1 (devolución de parte de los bienes).
 */
export const creditNoteDraftOf = (
  order: Order,
  orderReturns: readonly Return[],
  refund: ReturnRefund,
  invoice: InvoiceReference,
  numbered: Numbered,
): InvoiceDraft => {
  const r = orderReturns.find((x) => x.id === refund.returnId);
  if (!r) throw new Error(`Return ${refund.returnId} of refund ${refund.id} is not one of order ${order.number}'s`);
  const earlier = unitsBefore(orderReturns, refund);
  const soldBySku = new Map(order.lines.map((l) => [l.sku, l]));
  const products =
    r.goodwill !== null
      ? goodwillLines(order, refund.shares.value)
      : r.lines.map((l) => {
          const sold = soldBySku.get(l.sku);
          if (!sold) throw new Error(`Order ${order.number} sold no ${l.sku} (return ${r.number})`);
          return unitsLine(sold, earlier.get(l.sku) ?? 0, l.quantity);
        });
  const lines = [
    ...products,
    ...(refund.shares.shippingBack ? chargeLines(order.totals.shipping, order.totals.codSurcharge) : []),
  ];
  const annulment = refund.shares.value === order.totals.subtotal;
  const concept = annulment ? '2' : '1';
  const refersTo = { ...invoice, concept, reason: reasonOf(order, r, annulment) } as const;
  return assembleDraft('credit-note', order, numbered, lines, refund.shares.credit, refersTo);
};
