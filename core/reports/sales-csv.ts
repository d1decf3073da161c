import type { SalesReport } from './sales-report';
import { ivaSummary, type SalesFigures } from './sales-figures';

/** The parts of a month's report: per day, payment method, category and city, and its IVA summary. */
export const REPORT_SECTIONS = ['day', 'method', 'category', 'city', 'iva'] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

type Row = readonly [section: string, key: string, figures: SalesFigures];

/** Each group of the report as [section, key, figures], then the month's total: the rows of the CLI's text tables and
 * of the CSV alike. */
export const reportGroups = (r: SalesReport): Row[] => [
  ...r.days.map((d): Row => ['day', d.date, d]),
  ...r.methods.map((m): Row => ['method', m.method, m]),
  ...r.categories.map((c): Row => ['category', c.category, c]),
  ...r.cities.map((c): Row => ['city', `${c.city} (${c.code})`, c]),
  ['total', r.month, r.total],
];

const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

const HEAD = ['section', 'key', 'orders', 'units', 'revenue', 'iva', 'base'];

/** The report as CSV (whole pesos, no separators), one line per row: every day, method, category and city, the month,
 * then one line per IVA rate; or, given a section, that section's rows alone (the IVA's with their total). */
export const salesReportCsv = (r: SalesReport, section?: ReportSection): string => {
  const iva = ivaSummary(r.ivaRates);
  const rates = r.ivaRates.map((x) => [
    'iva-rate',
    String(x.rate),
    '',
    '',
    String(x.gross),
    String(x.iva),
    String(x.base),
  ]);
  const groups = reportGroups(r).map(([s, k, f]) => [
    s,
    k,
    ...[f.orders, f.units, f.revenue, f.iva, f.base].map(String),
  ]);
  const rows =
    section === undefined
      ? [...groups, ...rates]
      : section === 'iva'
        ? [
            ...rates,
            ['iva-total', r.month, '', '', String(iva.total.gross), String(iva.total.iva), String(iva.total.base)],
          ]
        : groups.filter(([s]) => s === section);
  return [HEAD, ...rows].map((row) => row.map(csvCell).join(',')).join('\n');
};
