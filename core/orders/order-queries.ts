import { err, ok, type Result } from '../shared/result';
import { parseOrderNumber, type Order } from './order';
import type { AuditEntry, OrderStore } from './ports';

/** No order has that number (or it is not an order number at all); `message` is plain English for the terminal. The
 * same kind the operators' actions answer, so an edge handles both alike. */
export type OrderNotFound = { readonly kind: 'order-not-found'; readonly message: string };

/** An order as an operator reads it: everything it holds, and its audit log oldest entry first. */
export type OrderRecord = { readonly order: Order; readonly history: readonly AuditEntry[] };

type Deps = { readonly orders: OrderStore };

/** The order of a number as a person writes it (any case, spaces around it): one rule for reading numbers, so a
 * number typed in lower case finds the order the actions would move. */
export const findOrder =
  (deps: Deps) =>
  async (number: string): Promise<Result<Order, OrderNotFound>> => {
    const parsed = parseOrderNumber(number);
    const order = parsed ? await deps.orders.findByNumber(parsed) : null;
    return order ? ok(order) : err({ kind: 'order-not-found', message: `No order ${parsed ?? number.trim()}.` });
  };

/** The order of a number with its audit log: everything an operator needs to answer a shopper about it. */
export const showOrder =
  (deps: Deps) =>
  async (number: string): Promise<Result<OrderRecord, OrderNotFound>> => {
    const found = await findOrder(deps)(number);
    return found.ok ? ok({ order: found.value, history: await deps.orders.history(found.value.id) }) : found;
  };
