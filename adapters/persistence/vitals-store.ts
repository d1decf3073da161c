import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { isMetricName } from '../../core/vitals/metrics';
import type { MetricSamples, VitalsFilter, VitalsStore } from '../../core/vitals/ports';
import { query } from './catalog-sql';
import type { Db } from './db';
import { vitals } from './schema/vitals';

/** Rows deleted per statement when pruning: a long backlog goes in short transactions, never one long lock. */
const PRUNE_CHUNK = 5_000;

/** `page` is a route prefix: LIKE's own wildcards in it are matched literally. */
const likePrefix = (page: string) => `${page.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const matching = (filter: VitalsFilter): SQL[] => [
  gte(vitals.recordedAt, filter.since),
  ...(filter.page !== undefined ? [sql`${vitals.page} LIKE ${likePrefix(filter.page)}`] : []),
  ...(filter.device !== undefined ? [eq(vitals.device, filter.device)] : []),
];

/** The vitals in SQL: a visit is one multi-row INSERT; percentiles are computed by the core from each group's values. */
export const sqlVitalsStore = (db: Db): VitalsStore => ({
  record: async (visit) => {
    if (visit.records.length === 0) return;
    const common = {
      recordedAt: visit.at,
      page: visit.page,
      navigationType: visit.navigationType,
      device: visit.device,
    };
    await db
      .insert(vitals)
      .values(
        visit.records.map((r) =>
          r.kind === 'metric'
            ? { ...common, metric: r.metric, value: r.value, rating: r.rating }
            : { ...common, metric: 'error', errorMessage: r.message, errorSource: r.source },
        ),
      );
  },

  samples: async (filter) => {
    const rows = await db
      .select({
        page: vitals.page,
        metric: vitals.metric,
        values: sql<number[]>`array_agg(${vitals.value})`,
      })
      .from(vitals)
      .where(and(...matching(filter), sql`${vitals.metric} <> 'error'`))
      .groupBy(vitals.page, vitals.metric);
    return rows.flatMap((r): MetricSamples[] =>
      isMetricName(r.metric) ? [{ page: r.page, metric: r.metric, values: r.values.map(Number) }] : [],
    );
  },

  topErrors: async (filter, limit) => {
    const rows = await db
      .select({
        message: sql<string>`${vitals.errorMessage}`,
        source: sql<string>`coalesce(${vitals.errorSource}, '')`,
        count: sql<number>`count(*)::int`,
        pages: sql<string[]>`array_agg(${vitals.page})`,
        lastSeen: sql<Date | string>`max(${vitals.recordedAt})`,
      })
      .from(vitals)
      .where(and(...matching(filter), eq(vitals.metric, 'error')))
      .groupBy(vitals.errorMessage, vitals.errorSource)
      .orderBy(sql`count(*) DESC`, sql`max(${vitals.recordedAt}) DESC`)
      .limit(limit);
    return rows.map((r) => ({
      message: r.message,
      source: r.source,
      count: Number(r.count),
      pages: byFrequency(r.pages),
      lastSeen: new Date(r.lastSeen),
    }));
  },

  prune: async (before) => {
    let pruned = 0;
    for (;;) {
      const gone = await query<{ id: number }>(
        db,
        sql`DELETE FROM vitals WHERE id IN (
          SELECT id FROM vitals WHERE ${lt(vitals.recordedAt, before)} LIMIT ${PRUNE_CHUNK}
        ) RETURNING id`,
      );
      pruned += gone.length;
      if (gone.length < PRUNE_CHUNK) return pruned;
    }
  },
});

/** The distinct values, most frequent first (ties in first-seen order). */
const byFrequency = (values: readonly string[]): string[] => {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([v]) => v);
};
