import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  negate,
  percentage,
  percentageFloor,
  ratioOf,
  splitIva,
  subtract,
  sum,
  type Pesos,
} from '../../../core/shared/money';
import { aLargeAmount, anAmount, aTaxRate } from '../support/arbitraries';
import { RUNS } from '../support/runs';

const big = BigInt;
/** A rate written with up to 4 decimals, as n / 10 000. */
const aRate = fc
  .integer({ min: 0, max: 10_000 })
  .map((n) => ({ rate: n / 10_000, numerator: big(n), denominator: 10_000n }));

describe('money', () => {
  it('IVA: base + iva always adds back up to the gross, for any safe amount', () => {
    fc.assert(
      fc.property(aLargeAmount, aTaxRate, (gross, rate) => {
        const { base, iva } = splitIva(gross, rate);
        expect(base + iva).toBe(gross);
        expect(base).toBeGreaterThanOrEqual(0);
        expect(iva).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('IVA: the iva is within half a peso of gross·r/(1+r), computed exactly', () => {
    fc.assert(
      fc.property(aLargeAmount, aTaxRate, (gross, rate) => {
        const { iva } = splitIva(gross, rate);
        const n = big(Math.round(rate * 100));
        const d = 100n;
        // |iva − gross·n/(d+n)| ≤ 1/2  ⇔  2·|iva·(d+n) − gross·n| ≤ d+n
        const gap = big(iva) * (d + n) - big(gross) * n;
        expect(2n * (gap < 0n ? -gap : gap) <= d + n).toBe(true);
      }),
      RUNS,
    );
  });

  it('percentage is amount × rate rounded half-up: 2·(p·d − a·n) lies in (−d, d]', () => {
    fc.assert(
      fc.property(aLargeAmount, aRate, (amount, { rate, numerator, denominator }) => {
        const gap = 2n * (big(percentage(amount, rate)) * denominator - big(amount) * numerator);
        expect(gap > -denominator && gap <= denominator).toBe(true);
      }),
      RUNS,
    );
  });

  it('percentage rounds halves away from zero, symmetrically for negative amounts', () => {
    fc.assert(
      fc.property(anAmount(), aRate, (amount, { rate }) => {
        expect(percentage(negate(amount), rate)).toBe(negate(percentage(amount, rate)) || 0);
      }),
      RUNS,
    );
  });

  it('percentageFloor never rounds up: 0 ≤ a·n − f·d < d', () => {
    fc.assert(
      fc.property(aLargeAmount, aRate, (amount, { rate, numerator, denominator }) => {
        const rest = big(amount) * numerator - big(percentageFloor(amount, rate)) * denominator;
        expect(rest >= 0n && rest < denominator).toBe(true);
      }),
      RUNS,
    );
  });

  it('a percentage and the rest of the amount add back up, and the percentage grows with the amount', () => {
    fc.assert(
      fc.property(anAmount(), anAmount(), aRate, (a, b, { rate }) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(add(percentage(a, rate), subtract(a, percentage(a, rate)))).toBe(a);
        expect(percentage(low, rate)).toBeLessThanOrEqual(percentage(high, rate));
      }),
      RUNS,
    );
  });

  it('ratioOf reads any rate of up to 6 decimals as its exact fraction', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), (millionths) => {
        const { numerator, denominator } = ratioOf(millionths / 1_000_000);
        expect(numerator * 1_000_000).toBe(millionths * denominator);
      }),
      RUNS,
    );
  });

  it('sum of amounts equals their arithmetic sum', () => {
    fc.assert(
      fc.property(fc.array(anAmount()), (amounts) => {
        expect(sum(amounts)).toBe(amounts.reduce((total: number, amount) => total + amount, 0) as Pesos);
      }),
      RUNS,
    );
  });
});
