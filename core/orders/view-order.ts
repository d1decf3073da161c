import { err, ok, type Result } from '../shared/result';
import { parseOrderNumber, type Order } from './order';
import type { OrderLinks, OrderStore } from './ports';

/** A shopper asking to see an order: its number as typed or linked, who is signed in (null for a guest) and the
 * signature of the link they followed (null without one). */
export type ViewOrderInput = {
  readonly number: string;
  readonly customerId: string | null;
  readonly signature: string | null;
};

/** The one refusal: the same for an unknown number and for an order that is someone else's, so numbers cannot be
 * probed. */
export type ViewOrderError = { readonly kind: 'order-not-found'; readonly message: string };
export type ViewOrderErrorKind = ViewOrderError['kind'];

export type ViewOrderDeps = { readonly orders: OrderStore; readonly links: OrderLinks };

const NOT_FOUND: ViewOrderError = {
  kind: 'order-not-found',
  message: 'No encontramos ese pedido. Revisa el enlace de tu correo o inicia sesión.',
};

/** The order a shopper may see: their own while signed in, or any order whose signed link (from its mails) they hold.
 * Anyone else gets "not found", never a hint that the number exists. */
export const viewOrder =
  (deps: ViewOrderDeps) =>
  async (input: ViewOrderInput): Promise<Result<Order, ViewOrderError>> => {
    const number = parseOrderNumber(input.number);
    const order = number === null ? null : await deps.orders.findByNumber(number);
    if (!order) return err(NOT_FOUND);
    if (input.customerId !== null && order.customerId === input.customerId) return ok(order);
    return input.signature !== null && (await deps.links.verify(order.number, input.signature))
      ? ok(order)
      : err(NOT_FOUND);
  };
