import { T, type AppContainer } from '../adapters/container';
import { parseOrderNumber, type Order } from '../core/orders/order';
import type { OrderActionError } from '../core/orders/operate-order';
import type { OrderNotFound } from '../core/orders/order-queries';
import type { Result } from '../core/shared/result';
import { dispatchNow } from './commands/events';
import type { Env } from './io';
import { operatorName } from './operator';
import { withStore } from './store';

/** A commander parser for an order number argument, refusing anything else with the form of one. */
export const orderNumberArg = (raw: string): string => {
  const number = parseOrderNumber(raw);
  if (!number) throw new Error(`"${raw}" is not an order number: FO-2026-000123 is the form of an order number.`);
  return number;
};

/** An order nobody has, with where to look. */
export const notFound = (error: OrderNotFound) => new Error(`${error.message} List them with "fornido orders list".`);

/** Runs an operator's action on one order: the order before (the actions answer the order after, so its state before
 * tells "nothing changed") and the use case's answer; a refusal becomes the use case's English message and exit code
 * 1. The events the action wrote (the shipped mail, the live update…) go out now. */
export const operate = (
  env: Env,
  number: string,
  act: (c: AppContainer, actor: string) => Promise<Result<Order, OrderActionError>>,
) =>
  withStore(env, async (c) => {
    const before = await c.get(T.orders).findOrder(number);
    if (!before.ok) throw notFound(before.error);
    const result = await act(c, operatorName(env));
    if (!result.ok)
      throw result.error.kind === 'order-not-found' ? notFound(result.error) : new Error(result.error.message);
    await dispatchNow(c);
    return { before: before.value, after: result.value, changed: before.value.state !== result.value.state };
  });
