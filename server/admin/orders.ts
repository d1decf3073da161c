import { T, type AppContainer } from '../../adapters/container';
import type { adminOrderEndpoints } from '../../contract/admin-orders';
import { orderRecordFor, orderRecordsFor } from '../../core/orders/order-records';
import { fulfilOrderAs, listOrdersFor, orderDetailFor, rowOf } from '../../core/orders/console-orders';
import type { Order } from '../../core/orders/order';
import { cancelStaleOrdersAs, expireOrdersAs } from '../../core/orders/order-sweeps';
import { ok, type Result } from '../../core/shared/result';
import type { Handlers } from '../api/endpoints';
import { actorOf } from './operator-session';

/** An order moved by an action, as the list shows it. */
const asRow = async <E>(done: Promise<Result<Order, E>>) => {
  const result = await done;
  return result.ok ? ok(rowOf(result.value)) : result;
};

/** The orders in the operators' API (contract/admin-orders.ts), over the use cases the `fornido orders` and `fornido
 * payments refund` commands use. */
export const adminOrderHandlers = (c: AppContainer): Handlers<typeof adminOrderEndpoints> => {
  const orders = { ...c.get(T.orders), eventsOf: (id: string) => c.get(T.eventOutbox).forOrder(id) };
  const [list, detail, fulfil] = [listOrdersFor(orders), orderDetailFor(orders), fulfilOrderAs(orders)];
  const [records, record] = [orderRecordsFor(orders), orderRecordFor(orders)];
  const actions = c.get(T.orderConsole);
  const sweeps = c.get(T.orders);
  const [stale, expire] = [cancelStaleOrdersAs(sweeps), expireOrdersAs(sweeps)];
  const refund = (number: string, flag: '1' | '0' | undefined) => ({ number, recorded: flag === '1' });
  return {
    listOrders: (filters, ctx) => list(actorOf(ctx.actor), filters),
    orderDetail: ({ number }, ctx) => detail(actorOf(ctx.actor), number),
    fulfilOrder: (input, ctx) => fulfil(actorOf(ctx.actor), input),
    orderRecords: (filters, ctx) => records(actorOf(ctx.actor), filters),
    orderRecord: ({ number }, ctx) => record(actorOf(ctx.actor), number),
    cancelStaleOrders: (input, ctx) => stale(actorOf(ctx.actor), input),
    expireOrders: (_, ctx) => expire(actorOf(ctx.actor)),
    cancelOrder: (input, ctx) => asRow(actions.cancelOrderAs(actorOf(ctx.actor), input)),
    refundPreview: ({ number, recorded }, ctx) =>
      actions.refundPreviewFor(actorOf(ctx.actor), refund(number, recorded)),
    refundOrder: ({ number, recorded }, ctx) =>
      asRow(actions.refundOrderAs(actorOf(ctx.actor), refund(number, recorded))),
    noteOrder: (input, ctx) => asRow(actions.noteOrderAs(actorOf(ctx.actor), input)),
    resendMail: (input, ctx) => actions.resendOrderMailAs(actorOf(ctx.actor), input),
  };
};
