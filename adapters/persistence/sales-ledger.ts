import { and, asc, gte, inArray, lt } from 'drizzle-orm';
import type { TaxRate } from '../../core/catalog/product';
import type { PaymentMethodId } from '../../core/payments/methods';
import type { SaleLine, SalesLedger } from '../../core/reports/ports';
import { pesos } from '../../core/shared/money';
import type { Db } from './db';
import { orderLines, orders } from './schema/index';

/** The sales the reports read, in two queries whatever the month holds: the orders (on the placed_at index), then their
 * lines. */
export const sqlSalesLedger = (db: Db): SalesLedger => ({
  salesBetween: async ({ from, to, states }) => {
    const rows = await db
      .select({
        id: orders.id,
        number: orders.number,
        placedAt: orders.placedAt,
        paymentMethod: orders.paymentMethod,
        code: orders.municipalityCode,
        name: orders.municipalityName,
        department: orders.departmentName,
        subtotal: orders.subtotal,
        giftCredit: orders.giftCredit,
        shipping: orders.shipping,
        codSurcharge: orders.codSurcharge,
        total: orders.total,
      })
      .from(orders)
      .where(and(gte(orders.placedAt, from), lt(orders.placedAt, to), inArray(orders.state, [...states])))
      .orderBy(asc(orders.placedAt), asc(orders.number));
    if (rows.length === 0) return [];
    const lines = await db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(orderLines.orderId), asc(orderLines.position));
    const linesOf = new Map<string, SaleLine[]>();
    for (const l of lines)
      linesOf.set(l.orderId, [
        ...(linesOf.get(l.orderId) ?? []),
        {
          category: l.category,
          quantity: l.quantity,
          gross: pesos(l.gross),
          base: pesos(l.base),
          iva: pesos(l.iva),
          taxRate: l.taxRate as TaxRate,
        },
      ]);
    return rows.map((r) => ({
      number: r.number,
      placedAt: r.placedAt,
      paymentMethod: r.paymentMethod as PaymentMethodId,
      city: { code: r.code, name: r.name, department: r.department },
      totals: {
        subtotal: pesos(r.subtotal),
        giftCredit: pesos(r.giftCredit),
        shipping: pesos(r.shipping),
        codSurcharge: pesos(r.codSurcharge),
        total: pesos(r.total),
      },
      lines: linesOf.get(r.id) ?? [],
    }));
  },
});
