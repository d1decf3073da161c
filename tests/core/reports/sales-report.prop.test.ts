import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../../../core/payments/methods';
import type { Sale } from '../../../core/reports/ports';
import { ivaSummary, type SalesFigures } from '../../../core/reports/sales-figures';
import { salesReport } from '../../../core/reports/sales-report';
import { add, pesos, subtract, sum, ZERO } from '../../../core/shared/money';
import { anOrderLine } from '../../builders/orders';
import { anAmount, aLine } from '../support/arbitraries';
import { RUNS } from '../support/runs';

const MONTH_START = Date.parse('2026-03-01T05:00:00Z');
const MONTH_MS = 31 * 86_400_000;
const CITIES = [
  { code: '05001', name: 'Medellín', department: 'Antioquia' },
  { code: '11001', name: 'Bogotá D.C.', department: 'Bogotá D.C.' },
  { code: '76001', name: 'Cali', department: 'Valle del Cauca' },
];

/** A sale in March 2026 (Bogotá) with lines priced and split as the checkout does, and totals that follow POLICY.md. */
const aSale: fc.Arbitrary<Sale> = fc
  .record({
    number: fc.integer({ min: 1, max: 999_999 }),
    at: fc.integer({ min: 0, max: MONTH_MS - 1 }),
    method: fc.constantFrom(...PAYMENT_METHODS),
    city: fc.constantFrom(...CITIES),
    lines: fc.array(fc.record({ line: aLine, category: fc.constantFrom('proteinas', 'creatinas', 'vitaminas') }), {
      minLength: 1,
      maxLength: 4,
    }),
    shipping: anAmount(40_000),
    codSurcharge: anAmount(20_000),
    credit: fc.integer({ min: 0, max: 100 }),
  })
  .map(({ number, at, method, city, lines, shipping, codSurcharge, credit }) => {
    const sold = lines.map(({ line, category }) =>
      anOrderLine({
        sku: line.sku,
        unitPrice: line.unitPrice,
        quantity: line.quantity,
        taxRate: line.taxRate,
        category,
      }),
    );
    const subtotal = sum(sold.map((l) => l.gross));
    const giftCredit = pesos(Math.floor((subtotal * credit) / 100));
    return {
      number: `FO-2026-${String(number).padStart(6, '0')}`,
      placedAt: new Date(MONTH_START + at),
      paymentMethod: method,
      city,
      totals: {
        subtotal,
        giftCredit,
        shipping,
        codSurcharge,
        total: add(add(subtract(subtotal, giftCredit), shipping), codSurcharge),
        tax: sum(sold.map((l) => l.iva)),
        taxBase: sum(sold.map((l) => l.base)),
        savings: ZERO,
      },
      lines: sold,
    };
  });

const sumOf = (rows: readonly SalesFigures[], pick: (f: SalesFigures) => number) =>
  rows.reduce((n, f) => n + pick(f), 0);
const MONEY = ['revenue', 'iva', 'base'] as const;

describe('the monthly sales report', () => {
  it('adds every day, payment method, category, city and IVA rate back up to the month, and IVA + base to revenue', () => {
    fc.assert(
      fc.property(fc.array(aSale, { maxLength: 25 }), (sales) => {
        const r = salesReport('2026-03', sales);
        expect(r.days).toHaveLength(31);
        expect(r.total.orders).toBe(sales.length);
        expect(add(r.total.iva, r.total.base)).toBe(r.total.revenue);
        for (const groups of [r.days, r.methods, r.cities]) {
          for (const key of ['orders', 'units', ...MONEY] as const)
            expect(sumOf(groups, (f) => f[key])).toBe(r.total[key]);
        }
        // An order with two categories counts in each: only units and money add up across categories.
        for (const key of ['units', ...MONEY] as const) expect(sumOf(r.categories, (f) => f[key])).toBe(r.total[key]);
        for (const group of [...r.days, ...r.methods, ...r.categories, ...r.cities])
          expect(add(group.iva, group.base)).toBe(group.revenue);
        expect(r.ivaRates.reduce((t, x) => add(t, x.iva), ZERO)).toBe(r.total.iva);
        expect(r.ivaRates.reduce((t, x) => add(t, x.base), ZERO)).toBe(r.total.base);
        expect(r.total.charged).toBe(r.total.revenue - r.total.giftCredit + r.total.shipping + r.total.codSurcharge);
      }),
      RUNS,
    );
  });

  it("has an IVA summary whose base plus IVA is the month's revenue, rate by rate and in all", () => {
    fc.assert(
      fc.property(fc.array(aSale, { maxLength: 25 }), (sales) => {
        const r = salesReport('2026-03', sales);
        const { rates, total } = ivaSummary(r.ivaRates);
        expect(add(total.base, total.iva)).toBe(r.total.revenue);
        expect(total.gross).toBe(r.total.revenue);
        for (const rate of rates) expect(add(rate.base, rate.iva)).toBe(rate.gross);
        expect(new Set(rates.map((x) => x.rate)).size).toBe(rates.length);
      }),
      RUNS,
    );
  });
});
