import { parseMonthKey } from '../loyalty/ranking';
import { bogotaDayStart } from '../shared/bogota-time';
import { invalidInput, type InvalidInput } from '../shared/invalid-input';
import type { Clock } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import type { SalesLedger } from './ports';
import { SALE_STATES, salesReport, type SalesReport } from './sales-report';

/** A month's report as of a moment: `complete` once the month is over in Bogotá. */
export type MonthSales = SalesReport & { readonly asOf: Date; readonly complete: boolean };

/** The sales report of a Bogotá month (`YYYY-MM`): the orders placed in it that count as sales (SALE_STATES), per day,
 * payment method, category and city, with the IVA summary; a month not begun yet is refused. */
/** Why a month cannot be reported, in the operators' English: written otherwise than YYYY-MM, or not begun yet. */
export const monthRefusal = (monthText: string, month: string | null): string =>
  month ? `${month} has not begun yet in Bogotá.` : `The month must be written YYYY-MM (2026-03), got "${monthText}".`;

export const reportSales =
  (deps: { readonly sales: SalesLedger; readonly clock: Clock }) =>
  async (monthText: string): Promise<Result<MonthSales, InvalidInput>> => {
    const month = parseMonthKey(monthText.trim());
    if (!month) return err(invalidInput({ month: monthRefusal(monthText, null) }));
    const [year, number] = month.split('-').map(Number);
    const from = bogotaDayStart({ year, month: number, day: 1 });
    const to = bogotaDayStart(
      number === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: number + 1, day: 1 },
    );
    const now = deps.clock.now();
    if (from > now) return err(invalidInput({ month: monthRefusal(monthText, month) }));
    const sales = await deps.sales.salesBetween({ from, to, states: SALE_STATES });
    return ok({ ...salesReport(month, sales), asOf: now, complete: now >= to });
  };
