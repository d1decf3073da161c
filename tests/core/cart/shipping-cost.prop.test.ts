import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeShippingProgress, shipsFree } from '../../../core/cart/shipping-cost';
import { pesos } from '../../../core/shared/money';
import { RUNS } from '../support/runs';

const aThreshold = fc.integer({ min: 0, max: 1_000_000_000_000 }).map((t) => ({ freeShippingThreshold: pesos(t) }));
const aSubtotal = fc.integer({ min: 0, max: 2_000_000_000_000 }).map(pesos);

describe('free-shipping progress (properties)', () => {
  it('says free exactly when standard shipping is free', () => {
    fc.assert(
      fc.property(aSubtotal, aThreshold, (subtotal, policy) => {
        expect(freeShippingProgress(subtotal, policy).kind === 'free').toBe(shipsFree('standard', subtotal, policy));
      }),
      RUNS,
    );
  });

  it('shows progress only from half the threshold on, with what is missing adding back up to it', () => {
    fc.assert(
      fc.property(aSubtotal, aThreshold, (subtotal, policy) => {
        const progress = freeShippingProgress(subtotal, policy);
        const threshold = policy.freeShippingThreshold;
        if (progress.kind === 'far') expect(subtotal * 2).toBeLessThan(threshold);
        if (progress.kind !== 'near') return;
        expect(subtotal * 2).toBeGreaterThanOrEqual(threshold);
        expect(progress.missing).toBeGreaterThan(0);
        expect(subtotal + progress.missing).toBe(threshold);
        expect(progress.percent).toBeGreaterThanOrEqual(50);
        expect(progress.percent).toBeLessThan(100);
      }),
      RUNS,
    );
  });

  it('never shows progress to a cart under half the threshold, however close to it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 1_000_000_000_000 }), (threshold) => {
        const underHalf = pesos(Math.ceil(threshold / 2) - 1);
        expect(freeShippingProgress(underHalf, { freeShippingThreshold: pesos(threshold) })).toEqual({ kind: 'far' });
      }),
      RUNS,
    );
  });

  it('at the store threshold: $ 819.800 is far, $ 2.000.000 is near at 50 %, $ 3.999.999 near at 99 %', () => {
    const policy = { freeShippingThreshold: pesos(4_000_000) };
    expect(freeShippingProgress(pesos(819_800), policy)).toEqual({ kind: 'far' });
    expect(freeShippingProgress(pesos(2_000_000), policy)).toEqual({ kind: 'near', missing: 2_000_000, percent: 50 });
    expect(freeShippingProgress(pesos(3_999_999), policy)).toEqual({ kind: 'near', missing: 1, percent: 99 });
    expect(freeShippingProgress(pesos(4_000_000), policy)).toEqual({ kind: 'free' });
  });
});
