import { sql } from 'drizzle-orm';
import { bigserial, check, doublePrecision, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { METRIC_NAMES, NAVIGATION_TYPES, RATINGS } from '../../../core/vitals/metrics';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * What shoppers' browsers measured (POST /api/v1/vitals): one row per web vital (`metric` LCP…TTFB, its value and
 * rating) or uncaught error (`metric` = 'error', its scrubbed message and source). Pages are route patterns, never raw
 * addresses. Rows older than the retention are pruned by the server (core/vitals/record-vitals.ts).
 */
export const vitals = pgTable(
  'vitals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    page: text('page').notNull(),
    metric: text('metric').notNull(),
    value: doublePrecision('value'),
    rating: text('rating'),
    navigationType: text('navigation_type').notNull(),
    device: text('device').notNull(),
    errorMessage: text('error_message'),
    errorSource: text('error_source'),
  },
  (t) => [
    // The report reads a time range (and pruning deletes the oldest): both walk this index.
    index('vitals_recorded_at_idx').on(t.recordedAt),
    check('vitals_metric', sql`${t.metric} IN (${list([...METRIC_NAMES, 'error'])})`),
    check(
      'vitals_shape',
      sql`(${t.metric} = 'error' AND ${t.errorMessage} IS NOT NULL AND ${t.value} IS NULL) OR (${t.metric} <> 'error' AND ${t.value} IS NOT NULL AND ${t.rating} IN (${list(RATINGS)}))`,
    ),
    check('vitals_navigation_type', sql`${t.navigationType} IN (${list(NAVIGATION_TYPES)})`),
    check('vitals_device', sql`${t.device} IN ('mobile', 'desktop')`),
  ],
);
