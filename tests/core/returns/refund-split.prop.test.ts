import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addRefund,
  moneyPaid,
  NO_REFUNDS,
  refundSplit,
  type RefundBasis,
  type RefundTotals,
} from '../../../core/returns/refund-split';
import { pesos } from '../../../core/shared/money';
import { RUNS } from '../support/runs';

/** An order as paid: its subtotal, the gift credit spent on it (never more than the subtotal), shipping, surcharge,
 * and what it gave the referrer and the buyer. */
const aBasis = fc
  .record({
    subtotal: fc.integer({ min: 1_000, max: 20_000_000 }),
    creditShare: fc.double({ min: 0, max: 1, noNaN: true }),
    shipping: fc.integer({ min: 0, max: 60_000 }),
    codSurcharge: fc.integer({ min: 0, max: 15_000 }),
  })
  .map(({ subtotal, creditShare, shipping, codSurcharge }): RefundBasis => {
    const giftCredit = Math.floor(subtotal * creditShare);
    const referralEarned = Math.floor(((subtotal - giftCredit) * 7) / 100);
    return {
      subtotal: pesos(subtotal),
      giftCredit: pesos(giftCredit),
      shipping: pesos(shipping),
      codSurcharge: pesos(codSurcharge),
      referralEarned: pesos(referralEarned),
      referrerPoints: Math.floor(referralEarned / 1_000),
      buyerPoints: Math.floor((subtotal - giftCredit) / 1_000),
    };
  });

/** A sequence of refunds asked on an order: each a fraction of what is left (some over it), some with the shipping. */
const aSequence = fc.array(
  fc.record({ part: fc.double({ min: 0, max: 1.2, noNaN: true }), withShipping: fc.boolean() }),
  {
    maxLength: 8,
  },
);

const runAll = (basis: RefundBasis, asks: readonly { part: number; withShipping: boolean }[]) => {
  let totals: RefundTotals = NO_REFUNDS;
  const refunds: RefundTotals[] = [];
  for (const ask of asks) {
    const value = pesos(Math.floor((basis.subtotal - totals.value) * ask.part));
    const one = refundSplit(basis, totals, { value, withShipping: ask.withShipping });
    if (!one.ok) continue;
    refunds.push(one.value);
    totals = addRefund(totals, one.value);
  }
  return { totals, refunds };
};

const noNegative = (r: RefundTotals) =>
  [r.value, r.money, r.credit, r.referralTakenBack, r.referrerPointsTakenBack, r.buyerPointsTakenBack].every(
    (n) => n >= 0,
  );

describe('partial refunds (issue 34)', () => {
  it('any sequence of partial refunds never gives back more money, credit or points than the order took or gave', () => {
    fc.assert(
      fc.property(aBasis, aSequence, (basis, asks) => {
        const { totals, refunds } = runAll(basis, asks);
        expect(refunds.every(noNegative)).toBe(true);
        expect(totals.value).toBeLessThanOrEqual(basis.subtotal);
        expect(totals.money).toBeLessThanOrEqual(moneyPaid(basis));
        expect(totals.credit).toBeLessThanOrEqual(basis.giftCredit);
        expect(totals.referralTakenBack).toBeLessThanOrEqual(basis.referralEarned);
        expect(totals.referrerPointsTakenBack).toBeLessThanOrEqual(basis.referrerPoints);
        expect(totals.buyerPointsTakenBack).toBeLessThanOrEqual(basis.buyerPoints);
        // Each refund is the returned value, paid back as credit and money, plus the shipping at most once.
        for (const r of refunds)
          expect(r.money + r.credit).toBe(r.value + (r.shippingBack ? basis.shipping + basis.codSurcharge : 0));
      }),
      RUNS,
    );
  });

  it('credit, referral credit and points follow the returned value: within one peso or point of its proportion', () => {
    fc.assert(
      fc.property(aBasis, aSequence, (basis, asks) => {
        const { totals } = runAll(basis, asks);
        const part = totals.value / basis.subtotal;
        const near = (got: number, whole: number) => expect(Math.abs(got - whole * part)).toBeLessThan(1);
        near(totals.credit, basis.giftCredit);
        near(totals.referralTakenBack, basis.referralEarned);
        near(totals.referrerPointsTakenBack, basis.referrerPoints);
        near(totals.buyerPointsTakenBack, basis.buyerPoints);
      }),
      RUNS,
    );
  });

  it('refunding what is left, with the shipping, gives back exactly the whole order, however it was split before', () => {
    fc.assert(
      fc.property(aBasis, aSequence, (basis, asks) => {
        const { totals } = runAll(basis, asks);
        const last = refundSplit(basis, totals, {
          value: pesos(basis.subtotal - totals.value),
          withShipping: true,
        });
        const whole = last.ok ? addRefund(totals, last.value) : totals;
        expect(whole.money).toBe(moneyPaid(basis));
        expect(whole.credit).toBe(basis.giftCredit);
        expect(whole.referralTakenBack).toBe(basis.referralEarned);
        expect(whole.referrerPointsTakenBack).toBe(basis.referrerPoints);
        expect(whole.buyerPointsTakenBack).toBe(basis.buyerPoints);
      }),
      RUNS,
    );
  });
});

describe('a refund, by example', () => {
  const basis: RefundBasis = {
    subtotal: pesos(300_000),
    giftCredit: pesos(30_000),
    shipping: pesos(12_000),
    codSurcharge: pesos(0),
    referralEarned: pesos(18_900),
    referrerPoints: 18,
    buyerPoints: 270,
  };
  const value = (n: number) => pesos(n);

  it('one of three equal units: a third of the spent credit back to the balance, the rest in money', () => {
    const one = refundSplit(basis, NO_REFUNDS, { value: value(100_000), withShipping: false });
    expect(one).toEqual({
      ok: true,
      value: expect.objectContaining({
        money: 90_000,
        credit: 10_000,
        referralTakenBack: 6_300,
        referrerPointsTakenBack: 6,
        buyerPointsTakenBack: 90,
        shippingBack: false,
      }),
    });
  });

  it('refuses more than the products left, saying how much is left', () => {
    const first = refundSplit(basis, NO_REFUNDS, { value: value(250_000), withShipping: false });
    if (!first.ok) throw new Error('refused');
    const second = refundSplit(basis, first.value, { value: value(60_000), withShipping: false });
    expect(second).toEqual({
      ok: false,
      error: expect.objectContaining({
        kind: 'refund-exceeds-paid',
        left: 50_000,
        message: 'Se puede devolver como máximo el valor de productos que queda: $ 50.000.',
      }),
    });
  });

  it('gives the shipping back once: a second refund asking for it again gets only its products', () => {
    const first = refundSplit(basis, NO_REFUNDS, { value: value(100_000), withShipping: true });
    if (!first.ok) throw new Error('refused');
    expect(first.value.money).toBe(102_000);
    const second = refundSplit(basis, first.value, { value: value(100_000), withShipping: true });
    expect(second.ok && second.value.money).toBe(90_000);
    expect(refundSplit(basis, NO_REFUNDS, { value: value(0), withShipping: false }).ok).toBe(false);
  });
});
