import { Command } from 'commander';
import { T } from '../../adapters/container';
import type { DeviceClass, MetricName } from '../../core/vitals/metrics';
import type { VitalsReport } from '../../core/vitals/report-vitals';
import { VITALS_RETENTION_DAYS } from '../../core/vitals/record-vitals';
import { bogota, bogotaMidnight, count, duration, json, table } from '../format';
import { printer, type CliIo } from '../io';
import { osActor, settled, throughStore } from '../through-store';

type Since = { readonly ms: number } | { readonly at: Date };

/** `--since 7d` (a duration back from now) or `--since 2026-11-01` (midnight in Bogotá). */
const sinceOf = (raw: string): Since =>
  /^\d{4}-\d{2}-\d{2}$/.test(raw.trim())
    ? { at: bogotaMidnight('--since')(raw.trim()) }
    : { ms: duration('--since', VITALS_RETENTION_DAYS)(raw) };

const deviceOf = (raw: string): DeviceClass => {
  if (raw === 'mobile' || raw === 'desktop') return raw;
  throw new Error(`--device must be mobile or desktop, got "${raw}".`);
};

const pageOf = (raw: string): string => {
  const page = raw.trim();
  if (!page.startsWith('/')) throw new Error(`--page must be a path starting with /, like /proteinas/, got "${raw}".`);
  return page;
};

/** A metric's value as operators read it: milliseconds for timings, the unitless score for CLS. */
const shown = (metric: MetricName, value: number) =>
  metric === 'CLS' ? value.toFixed(3) : `${Math.round(value).toLocaleString('en-US')} ms`;

const RATING_TEXT = { 'good': 'good', 'needs-improvement': 'needs improvement', 'poor': 'poor' } as const;

const printReport = (print: (text?: string) => void, report: VitalsReport, since: Date) => {
  if (report.rows.length === 0) print(`No web vitals measured since ${bogota(since)} (Bogota).`);
  else {
    print(
      `Web vitals since ${bogota(since)} (Bogota): the 75th percentile of shoppers' visits, by Google's thresholds.`,
    );
    const rows = report.rows.map((r) => [
      r.page,
      r.metric,
      shown(r.metric, r.p75),
      RATING_TEXT[r.rating],
      String(r.samples),
    ]);
    print(table([['PAGE', 'METRIC', 'P75', 'RATING', 'SAMPLES'], ...rows]));
  }
  print();
  if (report.errors.length === 0) {
    print('No browser errors.');
    return;
  }
  print(`Most frequent browser errors (${count(report.errors.length, 'kind')})`);
  const errors = report.errors.map((e) => [
    String(e.count),
    bogota(e.lastSeen),
    e.message,
    e.source,
    e.pages.slice(0, 3).join(' ') + (e.pages.length > 3 ? ' …' : ''),
  ]);
  print(table([['COUNT', 'LAST SEEN (BOGOTA)', 'MESSAGE', 'WHERE', 'PAGES'], ...errors]));
};

/** `fornido vitals report`: what shoppers' browsers measured, per page and metric, and their most frequent errors. */
export const vitalsCommand = (io: CliIo) => {
  const print = printer(io.out);
  const vitals = new Command('vitals').description("Read the web vitals and errors measured in shoppers' browsers.");
  vitals
    .command('report')
    .description(
      'The p75 of LCP, INP, CLS, FCP and TTFB per page, rated good / needs improvement / poor, and the 10 most frequent browser errors.',
    )
    .option(
      '--since <when>',
      `from this long ago (30m, 24h, 7d; at most ${VITALS_RETENTION_DAYS}d) or this date (YYYY-MM-DD, Bogota); default 28d`,
      sinceOf,
    )
    .option(
      '--page <path>',
      'only pages whose route starts with this path: /proteinas/ (its listing and products), /',
      pageOf,
    )
    .option('--device <kind>', 'only visits on phones (mobile) or on wider screens (desktop)', deviceOf)
    .option('--json', 'print JSON for scripts')
    .action(async (opts: { since?: Since; page?: string; device?: DeviceClass; json?: boolean }) => {
      const query = {
        ...(opts.since !== undefined ? { since: opts.since } : {}),
        ...(opts.page !== undefined ? { page: opts.page } : {}),
        ...(opts.device !== undefined ? { device: opts.device } : {}),
      };
      const { since, ...report } = await throughStore(io, {
        api: (api) => api.operations.vitalsReport(query),
        database: async (c) => settled(await c.get(T.storeOperations).vitalsReportFor(osActor(io), query)),
      });
      if (opts.json) print(json({ since, page: opts.page ?? null, device: opts.device ?? null, ...report }));
      else printReport(print, report, since);
    });
  return vitals;
};
