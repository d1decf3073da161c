import type { Order } from './order';
import type { OrderStore } from './ports';

/** How many of their orders a shopper's account page lists. */
export const OWN_ORDERS_SHOWN = 50;

/** A signed-in shopper's own orders, newest first (at most OWN_ORDERS_SHOWN): the orders page of their account. */
export const listOwnOrders =
  (deps: { readonly orders: OrderStore }) =>
  (customerId: string): Promise<readonly Order[]> =>
    deps.orders.listForCustomer(customerId, OWN_ORDERS_SHOWN);
