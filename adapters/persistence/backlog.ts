import { count, eq, inArray } from 'drizzle-orm';
import type { OrderState } from '../../core/orders/order-state';
import type { Backlog } from '../../core/reports/ports';
import type { Db } from './db';
import { orders, paymentAttempts } from './schema/index';

/** What waits for an operator, counted in SQL: orders per state (on the state index) and flagged attempts (on their
 * partial index, migration 0039). */
export const sqlBacklog = (db: Db): Backlog => ({
  countOrders: async (states) => {
    const counts = new Map<OrderState, number>(states.map((s) => [s, 0]));
    if (states.length === 0) return counts;
    const rows = await db
      .select({ state: orders.state, n: count() })
      .from(orders)
      .where(inArray(orders.state, [...states]))
      .groupBy(orders.state);
    for (const r of rows) counts.set(r.state as OrderState, r.n);
    return counts;
  },
  countFlaggedPayments: async () =>
    (await db.select({ n: count() }).from(paymentAttempts).where(eq(paymentAttempts.flagged, true)))[0]?.n ?? 0,
});
