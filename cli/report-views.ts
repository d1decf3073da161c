import type { MonthSales } from '../core/reports/report-sales';
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

/** Each group of the report as [section, key, figures]: the rows of the text tables and of the CSV alike. */
const groups = (r: MonthSales): [string, string, SalesFigures][] => [
  ...r.days.map((d): [string, string, SalesFigures] => ['day', d.date, d]),
  ...r.methods.map((m): [string, string, SalesFigures] => ['method', m.method, m]),
  ...r.categories.map((c): [string, string, SalesFigures] => ['category', c.category, c]),
  ...r.cities.map((c): [string, string, SalesFigures] => ['city', `${c.city} (${c.code})`, c]),
  ['total', r.month, r.total],
];

const section = (r: MonthSales, name: string, title: string) =>
  `${title}\n${table([
    [name.toUpperCase(), ...HEAD],
    ...groups(r)
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

const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

/** The report as CSV (whole pesos, no separators): one row per day, method, category, city and the month, then one per
 * IVA rate. */
export const salesReportCsv = (r: MonthSales): string =>
  [
    ['section', 'key', 'orders', 'units', 'revenue', 'iva', 'base'],
    ...groups(r).map(([s, k, f]) => [s, k, f.orders, f.units, f.revenue, f.iva, f.base].map(String)),
    ...r.ivaRates.map((x) => ['iva-rate', String(x.rate), '', '', String(x.gross), String(x.iva), String(x.base)]),
  ]
    .map((row) => row.map(csvCell).join(','))
    .join('\n');
