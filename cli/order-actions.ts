import { T, type AppContainer } from '../adapters/container';
import { RequestError } from '../contract/request-error';
import type { FulfilAction } from '../core/orders/console-orders';
import { cannotMoveMessage, type OrderActionError } from '../core/orders/operate-order';
import { parseOrderNumber, type Order } from '../core/orders/order';
import type { OrderNotFound } from '../core/orders/order-queries';
import type { OrderEvent } from '../core/orders/order-state';
import type { Result } from '../core/shared/result';
import type { StoreApi } from './api-client';
import { dispatchNow } from './commands/events';
import type { CliIo, Env } from './io';
import { operatorName } from './operator';
import { withStore } from './store';
import { throughStore } from './through-store';

/** A commander parser for an order number argument, refusing anything else with the form of one. */
export const orderNumberArg = (raw: string): string => {
  const number = parseOrderNumber(raw);
  if (!number) throw new Error(`"${raw}" is not an order number: FO-2026-000123 is the form of an order number.`);
  return number;
};

/** An order nobody has, with where to look. */
export const notFound = (error: OrderNotFound) => new Error(`${error.message} List them with "fornido orders list".`);

/** What an operator's action did: the order before and after, and whether it moved ("nothing changed" when not). */
export type Operated = { readonly before: Order; readonly after: Order; readonly changed: boolean };

type Act = (c: AppContainer, actor: string) => Promise<Result<Order, OrderActionError>>;

/** Runs an operator's action on one order on the database: the order before (the actions answer the order after, so
 * its state before tells "nothing changed") and the use case's answer; a refusal becomes the use case's English message
 * and exit code 1. The events the action wrote (the shipped mail, the live update…) go out now. */
const operateOn = async (c: AppContainer, env: Env, number: string, act: Act): Promise<Operated> => {
  const before = await c.get(T.orders).findOrder(number);
  if (!before.ok) throw notFound(before.error);
  const result = await act(c, operatorName(env));
  if (!result.ok)
    throw result.error.kind === 'order-not-found' ? notFound(result.error) : new Error(result.error.message);
  await dispatchNow(c);
  return { before: before.value, after: result.value, changed: before.value.state !== result.value.state };
};

/** An action with no endpoint in the operators' API yet (cancel): on the database only. */
export const operate = (env: Env, number: string, act: Act): Promise<Operated> =>
  withStore(env, (c) => operateOn(c, env, number, act));

// The move each warehouse step asks of the order, for its refusal.
const eventOf = (action: FulfilAction): OrderEvent => (action === 'prepare' ? 'start-preparing' : action);

const stepOf =
  (action: FulfilAction, number: string, tracking: string): Act =>
  (c, actor) => {
    const orders = c.get(T.orders);
    if (action === 'prepare') return orders.prepareOrder({ number, actor });
    return action === 'ship' ? orders.shipOrder({ number, actor, tracking }) : orders.deliverOrder({ number, actor });
  };

/** The same step through the store's API: the order read before and after it, as on the database. */
const stepThrough = async (
  api: StoreApi,
  action: FulfilAction,
  number: string,
  tracking: string,
): Promise<Operated> => {
  const before = (await api.orders.orderRecord({ number })).order;
  try {
    await api.orders.fulfilOrder({ number, action, ...(action === 'ship' && { tracking }) });
  } catch (error) {
    if (error instanceof RequestError && error.kind === 'invalid-transition')
      throw new Error(cannotMoveMessage(number, before.state, eventOf(action)), { cause: error });
    throw error;
  }
  const after = (await api.orders.orderRecord({ number })).order;
  return { before, after, changed: before.state !== after.state };
};

/** A warehouse step (prepare, ship with its tracking number, deliver) through the running store's API when there is one,
 * else on the database: the same answer either way. */
export const fulfil = (io: CliIo, number: string, action: FulfilAction, tracking = ''): Promise<Operated> =>
  throughStore(
    io,
    {
      api: (api) => stepThrough(api, action, number, tracking),
      database: (c) => operateOn(c, io.env, number, stepOf(action, number, tracking)),
    },
    number,
  );
