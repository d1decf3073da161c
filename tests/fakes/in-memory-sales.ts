import type { OrderStore } from '../../core/orders/ports';
import type { SalesLedger } from '../../core/reports/ports';

/** The sales ledger over an in-memory order store, oldest first, as the SQL ledger reads the orders table. */
export const inMemorySales = (orders: Pick<OrderStore, 'list'>): SalesLedger => ({
  salesBetween: async ({ from, to, states }) =>
    (await orders.list({ states, since: from, before: to, limit: Number.MAX_SAFE_INTEGER }))
      .map((o) => ({
        number: o.number,
        placedAt: o.placedAt,
        paymentMethod: o.paymentMethod,
        city: { code: o.buyer.municipalityCode, name: o.buyer.municipalityName, department: o.buyer.departmentName },
        totals: o.totals,
        lines: o.lines,
      }))
      .reverse(),
});
