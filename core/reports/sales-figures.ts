import type { TaxRate } from '../catalog/product';
import { add, ZERO, type Pesos } from '../shared/money';
import type { OrderLine } from '../orders/order';
import type { Sale } from './ports';

/** What the report reads of a line: the IVA split it was sold with. */
type SaleLine = Pick<OrderLine, 'category' | 'quantity' | 'gross' | 'base' | 'iva' | 'taxRate'>;

/** What a report adds up for any group of sales: orders, units, and revenue (products sold, IVA included) with its IVA
 * and its base, which add back up to it. */
export type SalesFigures = {
  readonly orders: number;
  readonly units: number;
  readonly revenue: Pesos;
  readonly iva: Pesos;
  readonly base: Pesos;
};

export const NO_SALES: SalesFigures = { orders: 0, units: 0, revenue: ZERO, iva: ZERO, base: ZERO };

/** Figures plus some lines; `newOrder` counts the order they belong to once. */
export const addLines = (f: SalesFigures, lines: readonly SaleLine[], newOrder: boolean): SalesFigures =>
  lines.reduce(
    (acc, l) => ({
      ...acc,
      units: acc.units + l.quantity,
      revenue: add(acc.revenue, l.gross),
      iva: add(acc.iva, l.iva),
      base: add(acc.base, l.base),
    }),
    { ...f, orders: f.orders + (newOrder ? 1 : 0) },
  );

/** The figures of sales grouped by a key of each sale, in first-seen order. */
export const groupSales = (sales: readonly Sale[], keyOf: (s: Sale) => string): Map<string, SalesFigures> => {
  const groups = new Map<string, SalesFigures>();
  for (const s of sales) groups.set(keyOf(s), addLines(groups.get(keyOf(s)) ?? NO_SALES, s.lines, true));
  return groups;
};

/** The figures per product category: an order with lines in two categories counts as an order in each, so only units
 * and money add up to the month's. */
export const byCategory = (sales: readonly Sale[]): Map<string, SalesFigures> => {
  const groups = new Map<string, SalesFigures>();
  for (const s of sales) {
    const categories = [...new Set(s.lines.map((l) => l.category))];
    for (const c of categories)
      groups.set(
        c,
        addLines(
          groups.get(c) ?? NO_SALES,
          s.lines.filter((l) => l.category === c),
          true,
        ),
      );
  }
  return groups;
};

/** The IVA summary: per rate, the base, the IVA and the gross sold at it. */
export type IvaRateLine = { readonly rate: TaxRate; readonly base: Pesos; readonly iva: Pesos; readonly gross: Pesos };

export const ivaByRate = (sales: readonly Sale[]): IvaRateLine[] => {
  const rates = new Map<TaxRate, IvaRateLine>();
  for (const l of sales.flatMap((s) => s.lines)) {
    const r = rates.get(l.taxRate) ?? { rate: l.taxRate, base: ZERO, iva: ZERO, gross: ZERO };
    rates.set(l.taxRate, {
      rate: l.taxRate,
      base: add(r.base, l.base),
      iva: add(r.iva, l.iva),
      gross: add(r.gross, l.gross),
    });
  }
  return [...rates.values()].sort((a, b) => b.rate - a.rate);
};

/** A month's IVA summary: each rate's line and their sum, whose base and IVA add back up to the revenue. */
export type IvaSummary = {
  readonly rates: readonly IvaRateLine[];
  readonly total: { readonly base: Pesos; readonly iva: Pesos; readonly gross: Pesos };
};

export const ivaSummary = (rates: readonly IvaRateLine[]): IvaSummary => ({
  rates,
  total: rates.reduce((t, r) => ({ base: add(t.base, r.base), iva: add(t.iva, r.iva), gross: add(t.gross, r.gross) }), {
    base: ZERO,
    iva: ZERO,
    gross: ZERO,
  }),
});
