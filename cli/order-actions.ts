import { T, type AppContainer } from '../adapters/container';
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
import { inOwnWords, throughStore } from './through-store';

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

// The move each warehouse step asks of the order, for its refusal.
const eventOf = (action: FulfilAction): OrderEvent => (action === 'prepare' ? 'start-preparing' : action);

const stepOf =
  (action: FulfilAction, number: string, tracking: string): Act =>
  (c, actor) => {
    const orders = c.get(T.orders);
    if (action === 'prepare') return orders.prepareOrder({ number, actor });
    return action === 'ship' ? orders.shipOrder({ number, actor, tracking }) : orders.deliverOrder({ number, actor });
  };

/** An action through the store's API: the order read before and after it, as on the database; a refusal of the move
 * in the words the database's use case has for it. */
const actThrough = async (
  api: StoreApi,
  number: string,
  event: OrderEvent,
  act: () => Promise<unknown>,
): Promise<Operated> => {
  const before = (await api.orders.orderRecord({ number })).order;
  await inOwnWords(act(), (refusal) =>
    refusal.kind === 'invalid-transition' ? new Error(cannotMoveMessage(number, before.state, event)) : null,
  );
  const after = (await api.orders.orderRecord({ number })).order;
  return { before, after, changed: before.state !== after.state };
};

/** A warehouse step (prepare, ship with its tracking number, deliver) through the running store's API when there is one,
 * else on the database: the same answer either way. */
export const fulfil = (io: CliIo, number: string, action: FulfilAction, tracking = ''): Promise<Operated> =>
  throughStore(
    io,
    {
      api: (api) =>
        actThrough(api, number, eventOf(action), () =>
          api.orders.fulfilOrder({ number, action, ...(action === 'ship' && { tracking }) }),
        ),
      database: (c) => operateOn(c, io.env, number, stepOf(action, number, tracking)),
    },
    number,
  );

/** Cancels an order with the reason (the same rules either way), through the running store's API or on the database. */
export const cancel = (io: CliIo, number: string, reason: string): Promise<Operated> =>
  throughStore(
    io,
    {
      api: (api) => actThrough(api, number, 'cancel', () => api.orders.cancelOrder({ number, reason })),
      database: (c) =>
        operateOn(c, io.env, number, (store, actor) => store.get(T.orders).cancelOrder({ number, actor, reason })),
    },
    number,
  );
