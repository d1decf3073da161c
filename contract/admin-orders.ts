import type { OrderDetail, OrderRow } from '../core/orders/console-orders';
import { endpoint } from './endpoint';
import type { adminOrderInputs as I } from './inputs/admin-orders';

/** The orders in the operators' API: found and read (`orders.read`), prepared, shipped and delivered (`orders.fulfil`). */
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
};
