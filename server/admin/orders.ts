import { T, type AppContainer } from '../../adapters/container';
import type { adminOrderEndpoints } from '../../contract/admin-orders';
import { fulfilOrderAs, listOrdersFor, orderDetailFor } from '../../core/orders/console-orders';
import { orderRecordFor, orderRecordsFor } from '../../core/orders/order-records';
import type { Handlers } from '../api/endpoints';
import { actorOf } from './operator-session';

/** The orders in the operators' API (contract/admin-orders.ts), over the use cases the `fornido orders` commands use. */
export const adminOrderHandlers = (c: AppContainer): Handlers<typeof adminOrderEndpoints> => {
  const orders = c.get(T.orders);
  const [list, detail, fulfil] = [listOrdersFor(orders), orderDetailFor(orders), fulfilOrderAs(orders)];
  const [records, record] = [orderRecordsFor(orders), orderRecordFor(orders)];
  return {
    listOrders: (filters, ctx) => list(actorOf(ctx.actor), filters),
    orderDetail: ({ number }, ctx) => detail(actorOf(ctx.actor), number),
    fulfilOrder: (input, ctx) => fulfil(actorOf(ctx.actor), input),
    orderRecords: (filters, ctx) => records(actorOf(ctx.actor), filters),
    orderRecord: ({ number }, ctx) => record(actorOf(ctx.actor), number),
  };
};
