import type { OrderDetail, OrderRow } from '../core/orders/console-orders';
import type { Order } from '../core/orders/order';
import type { OrderRecord } from '../core/orders/order-queries';
import type { OrderFilters } from '../core/orders/search-orders';
import { formatCalendarDate } from '../core/shared/calendar-date';
import { endpoint } from './endpoint';
import type { adminOrderInputs as I } from './inputs/admin-orders';

/** The orders in the operators' API: found and read (`orders.read`), prepared, shipped and delivered (`orders.fulfil`);
 * whole, with every filter, for the `fornido orders` commands run beside a store (`orders.read`). */
export const adminOrderEndpoints = {
  /** The newest 100, by number, e-mail, document or phone (`search`) and `state`. */
  listOrders: endpoint<readonly OrderRow[], typeof I.listOrders>()({
    method: 'GET',
    path: '/api/admin/v1/orders',
    errors: ['forbidden', 'invalid-input'],
  }),
  /** One order: its packing slip (lines, address, cash to collect), buyer, total and history. */
  orderDetail: endpoint<OrderDetail, typeof I.orderDetail>()({
    method: 'GET',
    path: '/api/admin/v1/orders/:number',
    errors: ['forbidden', 'order-not-found'],
  }),
  /** `prepare`, `ship` (with `tracking`) or `deliver`: 409 `invalid-transition` when the order's state does not allow it. */
  fulfilOrder: endpoint<OrderRow, typeof I.fulfilOrder>()({
    method: 'POST',
    path: '/api/admin/v1/orders/:number/:action',
    errors: ['forbidden', 'order-not-found', 'invalid-transition', 'invalid-input'],
  }),
  /** Whole orders by the filters of `fornido orders list`, newest first; lists go comma-separated, days as YYYY-MM-DD. */
  orderRecords: endpoint<readonly Order[], typeof I.orderRecords>()({
    method: 'GET',
    path: '/api/admin/v1/order-records',
    encode: (f: OrderFilters) => ({
      search: f.search,
      states: f.states?.join(','),
      methods: f.methods?.join(','),
      from: f.from && formatCalendarDate(f.from),
      to: f.to && formatCalendarDate(f.to),
      city: f.city,
      limit: String(f.limit),
    }),
    errors: ['forbidden', 'invalid-input'],
  }),
  /** One whole order with its audit log, as `fornido orders show` prints it. */
  orderRecord: endpoint<OrderRecord, typeof I.orderRecord>()({
    method: 'GET',
    path: '/api/admin/v1/order-records/:number',
    errors: ['forbidden', 'order-not-found'],
  }),
};
