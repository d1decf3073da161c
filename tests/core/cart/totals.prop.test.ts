import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shippingCost } from '../../../core/cart/shipping-cost';
import { orderBreakdown, type BreakdownInput, type OrderBreakdown } from '../../../core/cart/totals';
import { defaultPolicy } from '../../../core/policy/store-policy';
import { pesos } from '../../../core/shared/money';
import { anAmount, aPolicy, someLines } from '../support/arbitraries';
import { RUNS } from '../support/runs';

const anInput: fc.Arbitrary<BreakdownInput> = fc.record({
  lines: someLines,
  giftCredit: fc.record({ requested: anAmount(30_000_000), balance: anAmount(30_000_000) }),
  shipping: fc.record({ method: fc.constantFrom('standard' as const, 'express' as const), quote: anAmount(80_000) }),
  payment: fc.constantFrom('prepaid' as const, 'cash-on-delivery' as const),
  destination: fc.record({ codCoverage: fc.boolean() }),
});
/** An order paid before shipping (no cash-on-delivery limit to refuse it). */
const aPrepaidInput = anInput.map((input) => ({ ...input, payment: 'prepaid' as const }));

/** An input with cash on delivery that is offered: small lines, covered destination. */
const aSmallCodInput: fc.Arbitrary<BreakdownInput> = anInput.map((input) => ({
  ...input,
  lines: input.lines.map((line) => ({
    ...line,
    unitPrice: pesos(line.unitPrice % 40_000),
    quantity: Math.min(line.quantity, 2),
  })),
  payment: 'cash-on-delivery',
  destination: { codCoverage: true },
}));

const value = (result: ReturnType<typeof orderBreakdown>): OrderBreakdown => {
  if (!result.ok) throw new Error(`expected a breakdown, got ${result.error.kind}`);
  return result.value;
};

describe('order totals', () => {
  it('the subtotal is Σ unit price × quantity, and each line and the order split into base + IVA exactly', () => {
    fc.assert(
      fc.property(aPrepaidInput, aPolicy, (input, policy) => {
        const order = value(orderBreakdown(input, policy));
        expect(order.subtotal).toBe(input.lines.reduce((total, line) => total + line.unitPrice * line.quantity, 0));
        for (const line of order.lines) expect(line.base + line.iva).toBe(line.gross);
        expect(order.taxBase + order.tax).toBe(order.subtotal);
        expect(order.tax).toBe(order.lines.reduce((total, line) => total + line.iva, 0));
        expect(order.ico).toBe(0);
      }),
      RUNS,
    );
  });

  it('the total is never negative and is exactly the sum of its parts', () => {
    fc.assert(
      fc.property(anInput, aPolicy, (input, policy) => {
        const result = orderBreakdown(input, policy);
        fc.pre(result.ok);
        const order = value(result);
        expect(order.totalBeforeSurcharge).toBe(order.subtotal - order.giftCredit + order.shipping);
        expect(order.total).toBe(order.totalBeforeSurcharge + order.codSurcharge);
        expect(order.total).toBeGreaterThanOrEqual(0);
        expect(order.needsPayment).toBe(order.total > 0);
      }),
      RUNS,
    );
  });

  it('gift credit applied is what was asked, capped by the balance and the subtotal, never negative', () => {
    fc.assert(
      fc.property(aPrepaidInput, aPolicy, (input, policy) => {
        const order = value(orderBreakdown(input, policy));
        expect(order.giftCredit).toBe(Math.min(input.giftCredit.requested, input.giftCredit.balance, order.subtotal));
        expect(order.giftCredit).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('standard shipping is free exactly when the subtotal reaches the threshold; express is always quoted', () => {
    fc.assert(
      fc.property(aPrepaidInput, aPolicy, (input, policy) => {
        const order = value(orderBreakdown(input, policy));
        const free = input.shipping.method === 'standard' && order.subtotal >= policy.freeShippingThreshold;
        expect(order.freeShipping).toBe(free);
        expect(order.shipping).toBe(free ? 0 : input.shipping.quote);
      }),
      RUNS,
    );
  });

  it('at the free-shipping threshold itself, and one peso either side, standard shipping is free exactly from the threshold', () => {
    fc.assert(
      fc.property(aPrepaidInput, fc.integer({ min: -2, max: 2 }), (input, offset) => {
        const subtotal = input.lines.reduce((total, line) => total + line.unitPrice * line.quantity, 0);
        fc.pre(subtotal + offset >= 0);
        const policy = { ...defaultPolicy, freeShippingThreshold: pesos(subtotal + offset) };
        const order = value(
          orderBreakdown({ ...input, shipping: { method: 'standard', quote: pesos(9_000) } }, policy),
        );
        expect(order.shipping).toBe(offset <= 0 ? 0 : 9_000);
      }),
      RUNS,
    );
  });

  it('free shipping is monotonic: a larger subtotal never costs more shipping', () => {
    fc.assert(
      fc.property(
        anAmount(),
        anAmount(),
        anAmount(80_000),
        fc.constantFrom('standard' as const, 'express' as const),
        aPolicy,
        (a, b, quote, method, policy) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(shippingCost(method, quote, high, policy)).toBeLessThanOrEqual(
            shippingCost(method, quote, low, policy),
          );
        },
      ),
      RUNS,
    );
  });

  it('cash on delivery is never accepted at or above CONTRAENTREGA_LESS_THAN, nor without coverage', () => {
    fc.assert(
      fc.property(
        anInput.map((input) => ({ ...input, payment: 'cash-on-delivery' as const })),
        aPolicy,
        (input, policy) => {
          const asPrepaid = value(orderBreakdown({ ...input, payment: 'prepaid' }, policy));
          const result = orderBreakdown(input, policy);
          const offered =
            input.destination.codCoverage && asPrepaid.totalBeforeSurcharge < policy.contraentregaLessThan;
          expect(result.ok).toBe(offered);
          expect(asPrepaid.cashOnDelivery.available).toBe(offered);
          if (!result.ok) {
            expect(result.error).toMatchObject({
              kind: 'cod-unavailable',
              reason: input.destination.codCoverage ? 'amount-too-high' : 'no-coverage',
            });
            expect(result.error.message).toMatch(/contraentrega/);
          }
        },
      ),
      RUNS,
    );
  });

  it('at CONTRAENTREGA_LESS_THAN itself, and one peso either side, cash on delivery is offered strictly below it', () => {
    fc.assert(
      fc.property(
        anInput.map((input) => ({ ...input, destination: { codCoverage: true } })),
        fc.integer({ min: -2, max: 2 }),
        (input, offset) => {
          const before = value(orderBreakdown({ ...input, payment: 'prepaid' }, defaultPolicy)).totalBeforeSurcharge;
          fc.pre(before + offset >= 0);
          const policy = { ...defaultPolicy, contraentregaLessThan: pesos(before + offset) };
          expect(orderBreakdown({ ...input, payment: 'cash-on-delivery' }, policy).ok).toBe(offset > 0);
        },
      ),
      RUNS,
    );
  });

  it('the cash-on-delivery surcharge is exactly the policy rate of the total before surcharge, rounded half-up', () => {
    fc.assert(
      fc.property(aSmallCodInput, aPolicy, (input, policy) => {
        const result = orderBreakdown(input, policy);
        fc.pre(result.ok);
        const order = value(result);
        const rate = Math.round(policy.contraentregaSurcharge * 10_000);
        // half-up: 2·(surcharge·10 000 − total·rate) ∈ (−10 000, 10 000]
        const gap = 2 * (order.codSurcharge * 10_000 - order.totalBeforeSurcharge * rate);
        expect(gap).toBeGreaterThan(-10_000);
        expect(gap).toBeLessThanOrEqual(10_000);
      }),
      RUNS,
    );
  });

  it('with the default policy cash on delivery costs exactly 5 %, rounded half-up', () => {
    fc.assert(
      fc.property(aSmallCodInput, (input) => {
        const result = orderBreakdown(input, defaultPolicy);
        fc.pre(result.ok);
        const order = value(result);
        expect(order.codSurcharge).toBe(Math.floor((order.totalBeforeSurcharge * 5 + 50) / 100));
      }),
      RUNS,
    );
  });

  it('paying online never carries a surcharge', () => {
    fc.assert(
      fc.property(aPrepaidInput, aPolicy, (input, policy) => {
        expect(value(orderBreakdown(input, policy)).codSurcharge).toBe(0);
      }),
      RUNS,
    );
  });
});
