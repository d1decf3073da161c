import { sql, type SQL } from 'drizzle-orm';
import {
  ORDER_OPERATOR_ACTIONS,
  type AuditLog,
  type AuditLogRow,
  type AuditSource,
} from '../../core/operators/audit-log';
import { query } from './catalog-sql';
import type { Db } from './db';

type Row = {
  at: Date | string;
  source: AuditSource;
  id: string;
  actor: string;
  kind: string;
  subject: string;
  product: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  detail: string | null;
};

const ORDER_ACTIONS = sql.join(
  ORDER_OPERATOR_ACTIONS.map((a) => sql`${a}`),
  sql`, `,
);

// The three places that keep what operators did, as one list; each part is read by its (at, id) index (migration 0040)
// and PostgreSQL merges them in order.
const ENTRIES = sql`
  SELECT a.at, 'operator' AS source, a.id::bigint AS id, a.actor, a.action AS kind, a.subject, NULL::text AS product,
         a.before, a.after, NULL::text AS detail
    FROM operator_audit a
  UNION ALL
  SELECT a.at, 'order', a.id, a.actor, 'order.' || a.action, o.number, NULL,
         jsonb_build_object('state', a.before), jsonb_build_object('state', a.after), a.detail
    FROM order_audit a JOIN orders o ON o.id = a.order_id
   WHERE a.action IN (${ORDER_ACTIONS})
  UNION ALL
  SELECT c.at, 'catalogue', c.id::bigint, c.actor, 'catalogue.' || c.subject_kind, c.subject, p.slug,
         c.before, c.after, c.source
    FROM catalogue_changes c
    LEFT JOIN variants v ON c.subject_kind = 'variant' AND v.sku = c.subject
    LEFT JOIN products p ON p.id = v.product_id`;

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The operators' audit, orders' histories and catalogue changes in SQL, as one log newest first. */
export const sqlAuditLog = (db: Db): AuditLog => ({
  read: async (q) => {
    const where: SQL[] = [sql`TRUE`];
    if (q.operator) where.push(sql`right(e.actor, ${q.operator.length + 2}) = ${`<${q.operator}>`}`);
    if (q.kind) where.push(sql`e.kind = ${q.kind}`);
    if (q.since) where.push(sql`e.at >= ${at(q.since)}`);
    if (q.before) where.push(sql`e.at < ${at(q.before)}`);
    if (q.subject) where.push(sql`(lower(e.subject) = lower(${q.subject}) OR lower(e.product) = lower(${q.subject}))`);
    if (q.olderThan) {
      const c = q.olderThan;
      where.push(sql`(e.at, e.source, e.id) < (${at(c.at)}, ${c.source}, ${c.id}::bigint)`);
    }
    const rows = await query<Row>(
      db,
      sql`SELECT e.at, e.source, e.id::text AS id, e.actor, e.kind, e.subject, e.product, e.before, e.after, e.detail
            FROM (${ENTRIES}) e
           WHERE ${sql.join(where, sql` AND `)}
           ORDER BY e.at DESC, e.source DESC, e.id DESC
           LIMIT ${q.limit}`,
    );
    return rows.map((r): AuditLogRow => ({ ...r, at: new Date(r.at), id: Number(r.id) }));
  },
});
