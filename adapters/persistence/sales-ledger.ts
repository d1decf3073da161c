import { and, asc, eq, gte, inArray, lt, notExists } from 'drizzle-orm';
import type { PaymentMethodId } from '../../core/payments/methods';
import type { SalesLedger } from '../../core/reports/ports';
import type { Db } from './db';
import { groupBy, toLine, toTotals } from './order-rows';
import { orderLines, orders, replacementOrders } from './schema/index';

/** The sales the reports read, in two queries whatever the month holds: the orders (on the placed_at index), then their
 * lines; no payment attempts. An exchange's $ 0 replacement order is no sale: the original order was. */
export const sqlSalesLedger = (db: Db): SalesLedger => ({
  salesBetween: async ({ from, to, states }) => {
    const rows = await db
      .select()
      .from(orders)
      .where(
        and(
          gte(orders.placedAt, from),
          lt(orders.placedAt, to),
          inArray(orders.state, [...states]),
          notExists(db.select().from(replacementOrders).where(eq(replacementOrders.orderId, orders.id))),
        ),
      )
      .orderBy(asc(orders.placedAt), asc(orders.number));
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const lines = groupBy(
      await db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.position)),
    );
    return rows.map((r) => ({
      number: r.number,
      placedAt: r.placedAt,
      paymentMethod: r.paymentMethod as PaymentMethodId,
      city: { code: r.municipalityCode, name: r.municipalityName, department: r.departmentName },
      totals: toTotals(r),
      lines: (lines.get(r.id) ?? []).map(toLine),
    }));
  },
});
