import type { MonthSales } from '../core/reports/report-sales';
import { reportGroups } from '../core/reports/sales-csv';
import type { SalesFigures } from '../core/reports/sales-figures';
import { formatPesos } from '../core/shared/format';
import { bogota, table } from './format';

const HEAD = ['ORDERS', 'UNITS', 'REVENUE', 'IVA', 'BASE'];
const figures = (f: SalesFigures) => [
  String(f.orders),
  String(f.units),
  formatPesos(f.revenue),
  formatPesos(f.iva),
  formatPesos(f.base),
];

const section = (r: MonthSales, name: string, title: string) =>
  `${title}\n${table([
    [name.toUpperCase(), ...HEAD],
    ...reportGroups(r)
      .filter(([s]) => s === name)
      .map(([, k, f]) => [k, ...figures(f)]),
  ])}`;

/** The month's report for people: per day (days with sales), method, category and city, then the totals and IVA. */
export const salesReportText = (r: MonthSales): string => {
  const t = r.total;
  const withSales = { ...r, days: r.days.filter((d) => d.orders > 0) };
  return [
    `Sales of ${r.month} (Bogotá days; paid, preparing, shipped and delivered orders)${r.complete ? '' : `, as of ${bogota(r.asOf)}: the month is not over`}`,
    section(withSales, 'day', 'Per day'),
    section(r, 'method', 'Per payment method'),
    section(r, 'category', 'Per category (an order with two categories counts in each)'),
    section(r, 'city', 'Per city'),
    `Month\n${table([HEAD, figures(t)])}\nShipping ${formatPesos(t.shipping)}, COD surcharge ${formatPesos(t.codSurcharge)}, gift credit applied ${formatPesos(t.giftCredit)}: charged ${formatPesos(t.charged)}.`,
    `IVA summary\n${table([['RATE', 'BASE', 'IVA', 'GROSS'], ...r.ivaRates.map((x) => [`${Math.round(x.rate * 100)} %`, formatPesos(x.base), formatPesos(x.iva), formatPesos(x.gross)])])}`,
  ].join('\n\n');
};
