import { add, percentageFloor, pesos, subtract, sum, ZERO, type Pesos } from '../shared/money';
import { formatPesos } from '../shared/format';
import { err, ok, type Result } from '../shared/result';

/** What an order's refunds are measured against: what it charged, and what it gave (the referrer's gift credit, the
 * buyer's and the referrer's loyalty points), as recorded when it was paid. */
export type RefundBasis = {
  /** The products, IVA included, before gift credit. */
  readonly subtotal: Pesos;
  /** The buyer's gift credit spent on the order. */
  readonly giftCredit: Pesos;
  /** Shipping and the cash-on-delivery surcharge, as charged. */
  readonly shipping: Pesos;
  readonly codSurcharge: Pesos;
  /** The referrer's gift credit the order earned, and the points recorded for it. */
  readonly referralEarned: Pesos;
  readonly referrerPoints: number;
  readonly buyerPoints: number;
};

/** The order's refunds so far, added up (or one refund's share of them). */
export type RefundTotals = {
  /** The value given back, measured in the products' prices (returned units, or a goodwill amount). */
  readonly value: Pesos;
  /** Money back to the buyer (by the provider or a transfer). */
  readonly money: Pesos;
  /** The buyer's spent gift credit given back to their balance. */
  readonly credit: Pesos;
  /** Whether the shipping and the surcharge went back (once, with the first refund that gives them). */
  readonly shippingBack: boolean;
  /** Taken back from the referrer and the buyer. */
  readonly referralTakenBack: Pesos;
  readonly referrerPointsTakenBack: number;
  readonly buyerPointsTakenBack: number;
};

export const NO_REFUNDS: RefundTotals = {
  value: ZERO,
  money: ZERO,
  credit: ZERO,
  shippingBack: false,
  referralTakenBack: ZERO,
  referrerPointsTakenBack: 0,
  buyerPointsTakenBack: 0,
};

/** What a refund gives back: the value of the returned units (or a goodwill amount), and whether the shipping goes too. */
export type RefundAsk = { readonly value: Pesos; readonly withShipping: boolean };

export type RefundRefusal =
  | { readonly kind: 'nothing-to-refund'; readonly message: string }
  | { readonly kind: 'refund-exceeds-paid'; readonly message: string; readonly left: Pesos };

/** part of `amount` in the proportion value / whole, rounded down, exactly (big integers). */
const share = (amount: Pesos, value: Pesos, whole: Pesos): Pesos =>
  whole === 0 ? ZERO : percentageFloor(amount, { numerator: value, denominator: whole });
const pointsShare = (points: number, value: Pesos, whole: Pesos): number =>
  whole === 0 ? 0 : Math.floor((points * value) / whole);

/**
 * One refund of an order, split the way the money came in (issue 34): the returned value is paid back partly from the
 * gift credit the buyer spent on the order (in proportion: that credit paid for every product alike) and the rest in
 * money; the shipping and surcharge once if asked; the referrer's gift credit and both loyalty points taken back in the
 * same proportion. Each share is the cumulative share after this refund minus what the earlier refunds took, so any
 * sequence of partial refunds adds up to exactly the whole order's, and never more than was paid.
 */
export const refundSplit = (
  basis: RefundBasis,
  before: RefundTotals,
  ask: RefundAsk,
): Result<RefundTotals, RefundRefusal> => {
  const shippingBack = ask.withShipping && !before.shippingBack;
  const shipping = shippingBack ? add(basis.shipping, basis.codSurcharge) : ZERO;
  if (ask.value <= 0 && shipping === 0)
    return err({ kind: 'nothing-to-refund', message: 'Indica qué unidades o qué valor se devuelve.' });
  const left = subtract(basis.subtotal, before.value);
  if (ask.value > left)
    return err({
      kind: 'refund-exceeds-paid',
      left,
      message: `Se puede devolver como máximo el valor de productos que queda: ${formatPesos(left)}.`,
    });
  const value = add(before.value, ask.value);
  const credit = subtract(share(basis.giftCredit, value, basis.subtotal), before.credit);
  return ok({
    value: ask.value,
    credit,
    money: add(subtract(ask.value, credit), shipping),
    shippingBack,
    referralTakenBack: subtract(share(basis.referralEarned, value, basis.subtotal), before.referralTakenBack),
    referrerPointsTakenBack: pointsShare(basis.referrerPoints, value, basis.subtotal) - before.referrerPointsTakenBack,
    buyerPointsTakenBack: pointsShare(basis.buyerPoints, value, basis.subtotal) - before.buyerPointsTakenBack,
  });
};

/** Adds a refund to the order's refunds so far. */
export const addRefund = (a: RefundTotals, b: RefundTotals): RefundTotals => ({
  value: add(a.value, b.value),
  money: add(a.money, b.money),
  credit: add(a.credit, b.credit),
  shippingBack: a.shippingBack || b.shippingBack,
  referralTakenBack: add(a.referralTakenBack, b.referralTakenBack),
  referrerPointsTakenBack: a.referrerPointsTakenBack + b.referrerPointsTakenBack,
  buyerPointsTakenBack: a.buyerPointsTakenBack + b.buyerPointsTakenBack,
});

/** What the buyer paid in money: products net of gift credit, plus shipping and the surcharge. */
export const moneyPaid = (b: RefundBasis): Pesos =>
  sum([subtract(b.subtotal, b.giftCredit), b.shipping, b.codSurcharge]);

/** The value of some units at the prices they were sold at. */
export const valueOfUnits = (units: readonly { readonly unitPrice: Pesos; readonly quantity: number }[]): Pesos =>
  sum(units.map((u) => pesos(u.unitPrice * u.quantity)));
