import { sql } from 'drizzle-orm';
import type { LoyaltyStore, MonthTopRow, PointsEntry } from '../../core/loyalty/ports';
import { monthKeyOf } from '../../core/loyalty/ranking';
import { query } from './catalog-sql';
import type { Db } from './db';

const keyOf = (e: PointsEntry) => `${e.customerId}\u0000${e.reason}\u0000${e.orderId}`;

/** Entries worth a row: no zero movements, and an order's (customer, reason) once even when given twice. */
const worthRecording = (entries: readonly PointsEntry[]): PointsEntry[] => {
  const seen = new Set<string>();
  return entries.filter((e) => {
    if (!Number.isSafeInteger(e.points)) throw new RangeError(`Points must be a whole number, got ${e.points}`);
    if (e.points === 0) return false;
    if (e.orderId === null) return true;
    const key = keyOf(e);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/**
 * Records points inside the caller's transaction (the events subscriber writes gift credit and points together): one
 * statement inserts the new movements, skipping any already recorded for the same customer, reason and order, and adds
 * exactly the inserted ones to their month totals, so a redelivered event moves nothing.
 */
export const recordPointsIn = async (tx: Db, entries: readonly PointsEntry[]): Promise<void> => {
  const rows = worthRecording(entries);
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (e) =>
        sql`(${e.customerId}, ${e.orderId}::uuid, ${e.reason}, ${e.points}::integer, ${monthKeyOf(e.at)}, ${e.at.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`WITH inserted AS (
      INSERT INTO loyalty_points (customer_id, order_id, reason, points, month, at) VALUES ${values}
      ON CONFLICT (customer_id, reason, order_id) WHERE order_id IS NOT NULL DO NOTHING
      RETURNING customer_id, month, points)
    INSERT INTO loyalty_month_points (customer_id, month, points)
    SELECT customer_id, month, sum(points)::integer FROM inserted GROUP BY customer_id, month ORDER BY customer_id, month
    ON CONFLICT (customer_id, month) DO UPDATE SET points = loyalty_month_points.points + excluded.points`);
};

type TopRow = { customer_id: string; name: string; points: number; lifetime: number | string };

/** Loyalty points in SQL: the movements in `loyalty_points`, the ranking read from `loyalty_month_points` alone. */
export const sqlLoyaltyStore = (db: Db): LoyaltyStore => ({
  record: (entries) => recordPointsIn(db, entries),

  lifetimePoints: async (customerId) => {
    const [row] = await query<{ total: number | string | null }>(
      db,
      sql`SELECT sum(points) AS total FROM loyalty_month_points WHERE customer_id = ${customerId}`,
    );
    return Number(row?.total ?? 0);
  },

  // NULLS LAST as the index has it (points are never null): with ORDER BY's default for DESC the top is sorted again.
  monthTop: async (month, limit) => {
    const rows = await query<TopRow>(
      db,
      sql`SELECT m.customer_id, c.name, m.points,
          (SELECT sum(l.points) FROM loyalty_month_points l WHERE l.customer_id = m.customer_id) AS lifetime
        FROM loyalty_month_points m JOIN customers c ON c.id = m.customer_id
        WHERE m.month = ${month} AND m.points > 0
        ORDER BY m.points DESC NULLS LAST, m.customer_id LIMIT ${limit}`,
    );
    return rows.map((r): MonthTopRow => ({
      customerId: r.customer_id,
      name: r.name,
      points: Number(r.points),
      lifetimePoints: Number(r.lifetime),
    }));
  },

  positionOf: async (customerId, month) => {
    const [row] = await query<{ points: number; position: number | string }>(
      db,
      sql`SELECT m.points, 1 + (SELECT count(*) FROM loyalty_month_points o
            WHERE o.month = m.month AND o.points > m.points) AS position
        FROM loyalty_month_points m WHERE m.customer_id = ${customerId} AND m.month = ${month} AND m.points > 0`,
    );
    return row ? { position: Number(row.position), points: Number(row.points) } : null;
  },

  // A loose index scan: each step jumps to the next older month in the ranking index, instead of reading every total.
  months: async (limit) => {
    const rows = await query<{ month: string }>(
      db,
      sql`WITH RECURSIVE found(month) AS (
          (SELECT month FROM loyalty_month_points WHERE points > 0 ORDER BY month DESC LIMIT 1)
          UNION ALL
          SELECT (SELECT l.month FROM loyalty_month_points l WHERE l.month < found.month AND l.points > 0
                  ORDER BY l.month DESC LIMIT 1)
          FROM found WHERE found.month IS NOT NULL)
        SELECT month FROM found WHERE month IS NOT NULL LIMIT ${limit}`,
    );
    return rows.map((r) => r.month);
  },
});
