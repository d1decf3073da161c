import { lineProductOf, type SkuInfo } from '../cart/ports';
import type { Order, OrderLine } from '../orders/order';
import type { NewOrder } from '../orders/ports';
import { bogotaDateOf } from '../shared/bogota-time';
import { addDays, toDayNumber } from '../shared/calendar-date';
import { ZERO } from '../shared/money';
import type { Return } from './return';

const NO_TOTALS = {
  subtotal: ZERO,
  giftCredit: ZERO,
  shipping: ZERO,
  codSurcharge: ZERO,
  total: ZERO,
  tax: ZERO,
  taxBase: ZERO,
  savings: ZERO,
};

/**
 * The $ 0 order that ships what an exchange (`cambio`) asked for, made when the return's units are received: the same
 * buyer and address as the original order, the wanted variants and units (reserved when the exchange was approved),
 * nothing charged, so no IVA, no payment attempt, and no referrer (no referral credit; points on $ 0 are none).
 *
 * It starts `paid` — the return paid for it — so it goes through preparation, shipping and delivery like any paid order.
 * It is made at receipt rather than at approval because `paid` is exactly what preparation takes: made earlier, it could
 * be packed before the shopper's units came back, and no existing order state means "wait for a return".
 */
export const replacementOrderOf = (
  original: Order,
  r: Pick<Return, 'id' | 'number' | 'lines'>,
  catalogue: readonly SkuInfo[],
  at: Date,
  actor: string,
): NewOrder => {
  const bySku = new Map(catalogue.map((v) => [v.sku, v]));
  const lines: OrderLine[] = [];
  for (const l of r.lines) {
    if (!l.exchangeSku) continue;
    const v = bySku.get(l.exchangeSku);
    // Variants are withdrawn, never deleted: one missing is a bug, not a refusal.
    if (!v) throw new Error(`Variant ${l.exchangeSku} of exchange ${r.number} is missing`);
    const free = { unitPrice: ZERO, compareAt: null, gross: ZERO, base: ZERO, iva: ZERO };
    lines.push({ ...lineProductOf(v), quantity: l.quantity, taxRate: v.taxRate, weightGrams: v.weightGrams, ...free });
  }
  // The delivery estimate given for the original, counted from today.
  const shift = toDayNumber(bogotaDateOf(at)) - toDayNumber(bogotaDateOf(original.placedAt));
  return {
    customerId: original.customerId,
    referrerId: null,
    state: 'paid',
    placedAt: at,
    expiresAt: null,
    buyer: original.buyer,
    shipping: {
      method: original.shipping.method,
      quote: ZERO,
      charged: ZERO,
      earliest: addDays(original.shipping.earliest, shift),
      latest: addDays(original.shipping.latest, shift),
      tracking: null,
    },
    paymentMethod: original.paymentMethod,
    lines,
    totals: NO_TOTALS,
    firstPayment: null,
    placedBy: `operator:${actor}`,
    clientIp: '',
  };
};
