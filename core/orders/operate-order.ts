import { openAttempts } from '../payments/attempt';
import type { Clock } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import type { Order } from './order';
import { transitionOrder, type OrderEvent, type OrderState } from './order-state';
import type { OrderStore } from './ports';

/** Why an operator's action was refused; `message` is plain English for the terminal. */
export type OrderActionError =
  | { readonly kind: 'order-not-found'; readonly message: string }
  | {
      readonly kind: 'invalid-transition';
      readonly from: OrderState;
      readonly event: OrderEvent;
      readonly message: string;
    }
  | { readonly kind: 'invalid-input'; readonly message: string; readonly fields: Readonly<Record<string, string>> };

export type OperatorDeps = { readonly orders: OrderStore; readonly clock: Clock };

export type OrderAction = { readonly number: string; readonly actor: string };

/** Why an operator cannot move an order in its state by an event, in plain English for the terminal. */
export const cannotMoveMessage = (number: string, state: OrderState, event: OrderEvent): string =>
  `Order ${number} is ${state.replace('_', ' ')}: it cannot ${event.replace('-', ' ')}.`;

const refused = (order: Order, event: OrderEvent): OrderActionError => ({
  kind: 'invalid-transition',
  from: order.state,
  event,
  message: cannotMoveMessage(order.number, order.state, event),
});

/** Moves an order by one event as an operator, with its audit entry (the store writes the event the move tells in the
 * same transaction); a repeat changes nothing; reads the order again if it moved meanwhile. */
export const operatorStep = async (
  deps: OperatorDeps,
  order: Order,
  event: OrderEvent,
  actor: string,
  extra: { readonly tracking?: string; readonly detail?: string | null; readonly releaseStock?: boolean } = {},
): Promise<Result<Order, OrderActionError>> => {
  for (let current = order, tries = 0; tries < 3; tries++) {
    const next = transitionOrder(current.state, event);
    if (!next.ok) return err(refused(current, event));
    if (next.value === current.state) return ok(current);
    const applied = await deps.orders.change({
      orderId: current.id,
      from: current.state,
      to: next.value,
      event,
      releaseStock: extra.releaseStock ?? false,
      keepsExpiry: false,
      ...(extra.tracking ? { tracking: extra.tracking } : {}),
      audit: {
        actor,
        action: event,
        at: deps.clock.now(),
        before: current.state,
        after: next.value,
        detail: extra.detail ?? extra.tracking ?? null,
      },
    });
    current = (await deps.orders.findById(current.id))!;
    if (applied) return ok(current);
  }
  throw new Error(`Order ${order.number} kept changing while an operator moved it`);
};

/** The order of a number as an operator types it, or `order-not-found`. */
export const findForOperator = async (orders: OrderStore, number: string): Promise<Result<Order, OrderActionError>> => {
  const order = await orders.findByNumber(number.trim().toUpperCase());
  return order ? ok(order) : err({ kind: 'order-not-found', message: `No order ${number}.` });
};

const TRACKING = /^[A-Za-z0-9-]{4,40}$/;

/** Hands an order to the carrier: a paid or confirmed order is marked as prepared first; the tracking number is kept,
 * and the shipped event the store writes with the move mails it to the shopper. */
export const shipOrder =
  (deps: OperatorDeps) =>
  async (input: OrderAction & { readonly tracking: string }): Promise<Result<Order, OrderActionError>> => {
    const tracking = input.tracking.trim();
    if (!TRACKING.test(tracking)) {
      return err({
        kind: 'invalid-input',
        message: 'The tracking number must be 4 to 40 letters, digits or hyphens.',
        fields: { tracking: 'invalid' },
      });
    }
    const found = await findForOperator(deps.orders, input.number);
    if (!found.ok) return found;
    let order = found.value;
    if (order.state === 'paid' || order.state === 'confirmed') {
      const prepared = await operatorStep(deps, order, 'start-preparing', input.actor);
      if (!prepared.ok) return prepared;
      order = prepared.value;
    }
    return operatorStep(deps, order, 'ship', input.actor, { tracking });
  };

/** Records the delivery; for cash on delivery, the cash collected at the door approves its payment attempt. */
export const deliverOrder =
  (deps: OperatorDeps) =>
  async (input: OrderAction): Promise<Result<Order, OrderActionError>> => {
    const found = await findForOperator(deps.orders, input.number);
    if (!found.ok) return found;
    const delivered = await operatorStep(deps, found.value, 'deliver', input.actor);
    if (!delivered.ok || delivered.value.paymentMethod !== 'cash-on-delivery') return delivered;
    for (const attempt of openAttempts(delivered.value.payments).filter((a) => a.state === 'pending')) {
      await deps.orders.changePayment({
        attemptId: attempt.id,
        from: 'pending',
        to: 'approved',
        at: deps.clock.now(),
        order: null,
      });
    }
    return ok((await deps.orders.findById(delivered.value.id))!);
  };

/** Cancels an unpaid or cash-on-delivery order before it is prepared, with the reason, putting its stock back on
 * sale and closing its open payment attempts. A paid order is reversed instead (refund), not cancelled. */
export const cancelOrder =
  (deps: OperatorDeps) =>
  async (input: OrderAction & { readonly reason: string }): Promise<Result<Order, OrderActionError>> => {
    const reason = input.reason.trim();
    if (reason.length < 3 || reason.length > 300) {
      return err({
        kind: 'invalid-input',
        message: 'Give the reason for the cancellation (3 to 300 characters).',
        fields: { reason: 'invalid' },
      });
    }
    const found = await findForOperator(deps.orders, input.number);
    if (!found.ok) return found;
    const cancelled = await operatorStep(deps, found.value, 'cancel', input.actor, {
      detail: reason,
      releaseStock: true,
    });
    if (!cancelled.ok) return cancelled;
    for (const attempt of openAttempts(cancelled.value.payments)) {
      await deps.orders.changePayment({
        attemptId: attempt.id,
        from: attempt.state,
        to: 'expired',
        at: deps.clock.now(),
        order: null,
      });
    }
    return ok((await deps.orders.findById(cancelled.value.id))!);
  };
