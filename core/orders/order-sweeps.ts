import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import { invalidField, type Forbidden, type InvalidOperatorInput } from '../operators/operator-errors';
import { err, ok, type Result } from '../shared/result';
import type { cancelStaleOrders, StaleOrders } from './cancel-stale-orders';
import type { expirePendingOrders } from './expire-pending-orders';
import type { Order } from './order';
import type { findOrder } from './order-queries';

/** An order the expiry cancelled, with the lines whose stock is back on sale. */
export type ExpiredOrder = Pick<Order, 'number' | 'lines'>;

type Deps = {
  readonly cancelStaleOrders: ReturnType<typeof cancelStaleOrders>;
  readonly expirePendingOrders: ReturnType<typeof expirePendingOrders>;
  readonly findOrder: ReturnType<typeof findOrder>;
};

/** Cancels, with the operator's reason, every cash-on-delivery order not yet prepared placed `olderThanHours` ago or
 * more (or only lists them, `dryRun`), for roles that cancel orders: each cancellation in its order's audit log under
 * the operator. */
export const cancelStaleOrdersAs =
  (deps: Pick<Deps, 'cancelStaleOrders'>) =>
  async (
    actor: Actor,
    input: { readonly olderThanHours: number; readonly reason: string; readonly dryRun: boolean },
  ): Promise<Result<StaleOrders, Forbidden | InvalidOperatorInput>> => {
    const refused = authorize(actor, 'orders.cancel');
    if (refused) return err(refused);
    const done = await deps.cancelStaleOrders({ ...input, actor: actor.name });
    return done.ok ? done : err(invalidField('reason', 'Escribe por qué se cancelan (de 3 a 300 caracteres).'));
  };

/** Cancels now every unpaid order past its expiry (the server also does it on a timer), for roles that cancel orders:
 * the orders expired, with the lines whose stock is back on sale. */
export const expireOrdersAs =
  (deps: Pick<Deps, 'expirePendingOrders' | 'findOrder'>) =>
  async (actor: Actor): Promise<Result<readonly ExpiredOrder[], Forbidden>> => {
    const refused = authorize(actor, 'orders.cancel');
    if (refused) return err(refused);
    const numbers = await deps.expirePendingOrders();
    // The expiry answers numbers; what each held is read back to say which stock is on sale again.
    const found = await Promise.all(numbers.map((n) => deps.findOrder(n)));
    return ok(found.flatMap((o) => (o.ok ? [{ number: o.value.number, lines: o.value.lines }] : [])));
  };
