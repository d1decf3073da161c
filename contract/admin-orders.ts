import type { RefundPreview } from '../core/checkout/console-order-actions';
import type { OrderDetail, OrderRow } from '../core/orders/console-orders';
import type { Order } from '../core/orders/order';
import type { OrderRecord } from '../core/orders/order-queries';
import type { StaleOrders } from '../core/orders/cancel-stale-orders';
import type { ExpiredOrder } from '../core/orders/order-sweeps';
import type { OrderFilters } from '../core/orders/search-orders';
import { formatCalendarDate } from '../core/shared/calendar-date';
import { endpoint } from './endpoint';
import type { adminOrderInputs as I } from './inputs/admin-orders';

/** The orders in the operators' API: found and read (`orders.read`), prepared, shipped and delivered (`orders.fulfil`),
 * cancelled (`orders.cancel`, one or the stale and expired ones at once), refunded (`payments.refund`), noted (`notes.write`), and their mails sent again
 * (`mail.resend`); whole, with every filter, for the `fornido orders` commands run beside a store (`orders.read`). */
export const adminOrderEndpoints = {
  /** The newest 100, by number, e-mail, document or phone (`search`), `state`, payment `method`, Bogotá days `from` and
   * `to` (YYYY-MM-DD, both included) and `city` (a name or a DANE code). */
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
  /** Cancels an order before it is prepared, with its `reason`: 409 once it is being prepared or paid online. */
  cancelOrder: endpoint<OrderRow, typeof I.cancelOrder>()({
    method: 'POST',
    path: '/api/admin/v1/orders/:number/cancel',
    errors: ['forbidden', 'order-not-found', 'invalid-transition', 'invalid-input'],
  }),
  /** What a refund would give back and how, to confirm (`recorded=1`: the provider refunded it by its own process). */
  refundPreview: endpoint<RefundPreview, typeof I.refundPreview>()({
    method: 'GET',
    path: '/api/admin/v1/orders/:number/refund',
    errors: ['forbidden', 'order-not-found', 'invalid-transition', 'refund-refused', 'provider-unavailable'],
  }),
  /** Gives the money back through the provider (or records the provider's own refund) and reverses the order. */
  refundOrder: endpoint<OrderRow, typeof I.refundOrder>()({
    method: 'POST',
    path: '/api/admin/v1/orders/:number/refund',
    errors: ['forbidden', 'order-not-found', 'invalid-transition', 'refund-refused', 'provider-unavailable'],
  }),
  /** Adds an operator's note to the order's history. */
  noteOrder: endpoint<OrderRow, typeof I.noteOrder>()({
    method: 'POST',
    path: '/api/admin/v1/orders/:number/notes',
    errors: ['forbidden', 'order-not-found', 'invalid-input'],
  }),
  /** Sends the mail of one of the order's events again, as the order is now. */
  resendMail: endpoint<{ readonly to: string; readonly subject: string }, typeof I.resendMail>()({
    method: 'POST',
    path: '/api/admin/v1/orders/:number/mails/:eventId',
    errors: ['forbidden', 'order-not-found', 'mail-not-found'],
  }),
  /** Cancels every cash-on-delivery order not yet prepared placed `olderThanHours` ago or more, with the `reason`
   * (`orders.cancel`); `dryRun` only lists them. */
  cancelStaleOrders: endpoint<StaleOrders, typeof I.cancelStaleOrders>()({
    method: 'POST',
    path: '/api/admin/v1/orders/cancel-stale',
    errors: ['forbidden', 'invalid-input'],
  }),
  /** Cancels now every unpaid order past its expiry, as the server's timer does (`orders.cancel`): the orders expired
   * with their lines, whose stock is back on sale. */
  expireOrders: endpoint<readonly ExpiredOrder[], typeof I.expireOrders>()({
    method: 'POST',
    path: '/api/admin/v1/orders/expire',
    errors: ['forbidden'],
  }),
  // Last: its `:action` would take the paths above.
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
