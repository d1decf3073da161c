import { METRIC_NAMES, rate, type MetricName, type Rating } from './metrics';
import { p75 } from './percentile';
import type { ErrorCount, VitalsFilter, VitalsStore } from './ports';

/** One page's 75th percentile of one metric, rated against Google's thresholds. */
export type VitalsRow = {
  readonly page: string;
  readonly metric: MetricName;
  readonly p75: number;
  readonly rating: Rating;
  readonly samples: number;
};

export type VitalsReport = { readonly rows: readonly VitalsRow[]; readonly errors: readonly ErrorCount[] };

/** How far back a report reads unless told: Google's field data (CrUX) covers the last 28 days too. */
export const FIELD_WINDOW_MS = 28 * 86_400_000;

/** How many distinct browser errors a report lists. */
export const TOP_ERRORS = 10;

const metricOrder = (m: MetricName) => METRIC_NAMES.indexOf(m);

/**
 * The field report the store owner reads: for each page and metric the p75 of what shoppers' browsers measured (the
 * figure Google judges a page by) with its rating and sample count, pages in address order and metrics in
 * LCP, INP, CLS, FCP, TTFB order; and the most frequent uncaught browser errors.
 */
export const reportVitals =
  (deps: { readonly vitals: VitalsStore }) =>
  async (filter: VitalsFilter): Promise<VitalsReport> => {
    const [groups, errors] = await Promise.all([
      deps.vitals.samples(filter),
      deps.vitals.topErrors(filter, TOP_ERRORS),
    ]);
    const rows = groups.flatMap((g): VitalsRow[] => {
      const value = p75(g.values);
      return value === null
        ? []
        : [{ page: g.page, metric: g.metric, p75: value, rating: rate(g.metric, value), samples: g.values.length }];
    });
    rows.sort((a, b) => (a.page === b.page ? metricOrder(a.metric) - metricOrder(b.metric) : a.page < b.page ? -1 : 1));
    return { rows, errors };
  };
