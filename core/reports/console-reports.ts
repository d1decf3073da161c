import { parseMonthKey } from '../loyalty/ranking';
import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import { invalidField, type Forbidden, type InvalidOperatorInput } from '../operators/operator-errors';
import { err, ok, type Result } from '../shared/result';
import type { MonthSales, reportSales } from './report-sales';
import { salesReportCsv, type ReportSection } from './sales-csv';

/** How the console asks for a month, in its own words. */
export const MONTH_FORMAT = 'Escribe el mes como AAAA-MM, por ejemplo 2026-03.';

type Deps = { readonly reportSales: ReturnType<typeof reportSales> };

/** A month's sales report for the console's Informes (`reports.read`), the month's refusals in Spanish: written
 * otherwise than AAAA-MM, or not begun yet in Bogotá. */
export const salesReportFor =
  (deps: Deps) =>
  async (actor: Actor, month: string): Promise<Result<MonthSales, Forbidden | InvalidOperatorInput>> => {
    const refused = authorize(actor, 'reports.read');
    if (refused) return err(refused);
    const report = await deps.reportSales(month);
    if (report.ok) return report;
    return err(
      invalidField(
        'month',
        parseMonthKey(month.trim()) ? `El mes ${month.trim()} aún no ha empezado en Bogotá.` : MONTH_FORMAT,
      ),
    );
  };

/** One section of a month's report as CSV, or all of it (the same file as `fornido reports sales --csv`). */
export const salesCsvFor =
  (deps: Deps) =>
  async (
    actor: Actor,
    input: { readonly month: string; readonly section?: ReportSection },
  ): Promise<Result<string, Forbidden | InvalidOperatorInput>> => {
    const report = await salesReportFor(deps)(actor, input.month);
    return report.ok ? ok(salesReportCsv(report.value, input.section)) : report;
  };
