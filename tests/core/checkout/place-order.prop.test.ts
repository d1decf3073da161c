import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TaxRate } from '../../../core/catalog/product';
import { RUNS } from '../support/runs';
import { aBuyer, aSku, checkoutHarness } from './checkout-harness';

// Bogotá, Medellín, Abejorral (rest of Antioquia), Leticia and San Andrés: every shipping zone.
const PLACES = [
  ['11', '11001'],
  ['05', '05001'],
  ['05', '05002'],
  ['91', '91001'],
  ['88', '88001'],
] as const;

const catalogue = fc.array(
  fc.record({
    price: fc.integer({ min: 1_000, max: 900_000 }),
    tax: fc.constantFrom<TaxRate>(0.19, 0.05, 0),
    grams: fc.integer({ min: 50, max: 5_000 }),
  }),
  { minLength: 1, maxLength: 4 },
);

describe('checkout figures', () => {
  it("the totals shown at each step are the order's stored totals, and they add up", async () => {
    await fc.assert(
      fc.asyncProperty(
        catalogue,
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 4, maxLength: 4 }),
        fc.constantFrom(...PLACES),
        fc.constantFrom('standard', 'express'),
        fc.constantFrom('cash-on-delivery', 'sandbox-card'),
        async (products, quantities, [departmentCode, municipalityCode], shippingMethod, paymentMethod) => {
          const skus = products.map((p, i) => ({
            ...aSku(`SKU-${i}`, p.price, { taxRate: p.tax, weightGrams: p.grams }),
            stock: 50,
          }));
          const h = checkoutHarness(skus);
          const lines = skus.map((s, i) => ({ sku: s.sku, quantity: quantities[i] }));
          const destination = { departmentCode, municipalityCode };
          const steps = [
            await h.price({ lines }),
            await h.price({ lines, destination }),
            await h.price({ lines, destination, shippingMethod }),
          ];
          const paying = await h.price({ lines, destination, shippingMethod, paymentMethod });
          for (const step of steps) expect(step.ok).toBe(true);
          const subtotals = steps.map((s) => s.ok && s.value.breakdown.subtotal);
          expect(new Set(subtotals).size).toBe(1);
          if (!paying.ok) {
            // Only cash on delivery may be refused, and only where POLICY.md refuses it.
            expect(paymentMethod).toBe('cash-on-delivery');
            const shown = steps[2].ok && steps[2].value.paymentOptions!.find((o) => o.id === 'cash-on-delivery');
            expect(shown).toMatchObject({ available: false });
            return;
          }
          const shown = paying.value.breakdown;
          const placed = await h.place({
            idempotencyKey: 'property-key-0000001',
            customerId: null,
            ip: '203.0.113.7',
            fingerprint: 'misma-solicitud',
            lines,
            buyer: aBuyer(destination),
            shippingMethod,
            paymentMethod,
            expectedTotal: shown.total,
          });
          if (!placed.ok) throw new Error(placed.error.message);
          const stored = placed.value.order.totals;
          expect(stored).toEqual({
            subtotal: shown.subtotal,
            giftCredit: shown.giftCredit,
            shipping: shown.shipping,
            codSurcharge: shown.codSurcharge,
            total: shown.total,
            tax: shown.tax,
            taxBase: shown.taxBase,
            savings: shown.savings,
          });
          expect(stored.total).toBe(stored.subtotal - stored.giftCredit + stored.shipping + stored.codSurcharge);
          expect(stored.tax + stored.taxBase).toBe(stored.subtotal);
          expect(placed.value.order.lines.reduce((sum, l) => sum + l.gross, 0)).toBe(stored.subtotal);
        },
      ),
      { ...RUNS, numRuns: Math.min(RUNS.numRuns ?? 100, 200) },
    );
  });
});
