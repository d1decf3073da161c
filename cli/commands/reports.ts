import { Command } from 'commander';
import { T } from '../../adapters/container';
import { printer, type CliIo } from '../io';
import { answer, withJson } from '../json-answer';
import { salesReportCsv } from '../../core/reports/sales-csv';
import { salesReportText } from '../report-views';
import { inStore } from '../store';

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
    const report = await inStore(io, (c) => c.get(T.reports).reportSales(opts.month));
    if (!report.ok) throw new Error(report.error.message);
    answer(print, opts, report.value, () => (opts.csv ? salesReportCsv : salesReportText)(report.value));
  });
  return reports;
};
