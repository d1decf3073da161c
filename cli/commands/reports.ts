import { Command } from 'commander';
import { T } from '../../adapters/container';
import { printer, type CliIo } from '../io';
import { answer, withJson } from '../json-answer';
import { salesReportCsv } from '../../core/reports/sales-csv';
import { salesReportText } from '../report-views';
import { inOwnWords, throughStore } from '../through-store';
import { parseMonthKey } from '../../core/loyalty/ranking';
import { monthRefusal } from '../../core/reports/report-sales';

/** `fornido reports sales`: what the store sold in a month, for the accounts and the DIAN. */
export const reportsCommand = (io: CliIo) => {
  const print = printer(io.out);
  const reports = new Command('reports').description('Reports for running the store: the sales of a month.');
  const sales = reports
    .command('sales')
    .description(
      'The sales of a month (Bogotá days): per day, payment method, category and city, with the IVA summary.',
    )
    .requiredOption('--month <YYYY-MM>', 'the month, e.g. 2026-03')
    .option('--csv', 'print CSV (whole pesos) for a spreadsheet');
  withJson(sales).action(async (opts: { month: string; csv?: boolean; json?: boolean }) => {
    if (opts.csv && opts.json) throw new Error('Give --csv or --json, not both.');
    const month = parseMonthKey(opts.month.trim());
    if (!month) throw new Error(monthRefusal(opts.month, null));
    const report = await throughStore(io, {
      api: (api) =>
        inOwnWords(api.reports.salesReport({ month }), (refusal) =>
          refusal.kind === 'invalid-input' ? new Error(monthRefusal(opts.month, month)) : null,
        ),
      database: async (c) => {
        const reported = await c.get(T.reports).reportSales(opts.month);
        if (!reported.ok) throw new Error(reported.error.message);
        return reported.value;
      },
    });
    answer(print, opts, report, () => (opts.csv ? salesReportCsv : salesReportText)(report));
  });
  return reports;
};
