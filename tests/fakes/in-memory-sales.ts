import type { Order } from '../../core/orders/order';
import type { OrderStore } from '../../core/orders/ports';
import type { Sale, SalesLedger } from '../../core/reports/ports';

/** An order as the reports read it (what the SQL ledger selects of its row and lines). */
export const saleOfOrder = (o: Order): Sale => ({
  number: o.number,
  placedAt: o.placedAt,
  paymentMethod: o.paymentMethod,
  city: { code: o.buyer.municipalityCode, name: o.buyer.municipalityName, department: o.buyer.departmentName },
  totals: {
    subtotal: o.totals.subtotal,
    giftCredit: o.totals.giftCredit,
    shipping: o.totals.shipping,
    codSurcharge: o.totals.codSurcharge,
    total: o.totals.total,
  },
  lines: o.lines.map(({ category, quantity, gross, base, iva, taxRate }) => ({
    category,
    quantity,
    gross,
    base,
    iva,
    taxRate,
  })),
});

/** The sales ledger over an in-memory order store, oldest first, as the SQL ledger reads the orders table. */
export const inMemorySales = (orders: Pick<OrderStore, 'list'>): SalesLedger => ({
  salesBetween: async ({ from, to, states }) =>
    (await orders.list({ states, since: from, before: to, limit: Number.MAX_SAFE_INTEGER })).map(saleOfOrder).reverse(),
});
