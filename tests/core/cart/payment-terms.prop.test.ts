import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codTerms } from '../../../core/cart/payment-terms';
import { orderBreakdown, type BreakdownInput } from '../../../core/cart/totals';
import { add, ZERO } from '../../../core/shared/money';
import { anAmount, aPolicy, someLines } from '../support/arbitraries';
import { RUNS } from '../support/runs';

const anOrder: fc.Arbitrary<BreakdownInput> = fc.record({
  lines: someLines,
  giftCredit: fc.constant({ requested: ZERO, balance: ZERO }),
  shipping: fc.record({ method: fc.constantFrom('standard' as const, 'express' as const), quote: anAmount(80_000) }),
  payment: fc.constant('cash-on-delivery' as const),
  destination: fc.record({ codCoverage: fc.boolean() }),
});

describe('cash on delivery terms (properties)', () => {
  it('once the shipping and destination are known, the terms are exactly what placing the order charges or refuses', () => {
    fc.assert(
      fc.property(anOrder, aPolicy, (order, policy) => {
        const prepaid = orderBreakdown({ ...order, payment: 'prepaid' }, policy);
        if (!prepaid.ok) return;
        const cod = orderBreakdown(order, policy);
        const terms = codTerms(
          {
            totalBeforeSurcharge: prepaid.value.totalBeforeSurcharge,
            shippingIncluded: true,
            codCoverage: order.destination.codCoverage,
          },
          policy,
        );
        expect(terms.available).toBe(cod.ok);
        if (terms.available && cod.ok) {
          expect(terms.surcharge).toBe(cod.value.codSurcharge);
          expect(terms.total).toBe(cod.value.total);
        }
        if (!terms.available && !cod.ok)
          expect(cod.error).toMatchObject({ kind: 'cod-unavailable', reason: terms.reason });
      }),
      RUNS,
    );
  });

  it('the cart never promises less: shipping only raises the surcharge, and a refused cart stays refused', () => {
    fc.assert(
      fc.property(anAmount(1_000_000), anAmount(80_000), aPolicy, (subtotal, shipping, policy) => {
        const cart = codTerms({ totalBeforeSurcharge: subtotal, shippingIncluded: false, codCoverage: null }, policy);
        const order = codTerms(
          { totalBeforeSurcharge: add(subtotal, shipping), shippingIncluded: true, codCoverage: true },
          policy,
        );
        if (!cart.available) expect(order.available).toBe(false);
        if (cart.available && order.available) {
          expect(order.surcharge).toBeGreaterThanOrEqual(cart.surcharge);
          expect(cart.total).toBe(subtotal + cart.surcharge);
        }
      }),
      RUNS,
    );
  });
});
