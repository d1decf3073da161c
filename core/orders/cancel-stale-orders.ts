import type { Clock } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import { cancelOrder, type OrderActionError } from './operate-order';
import type { OrderStore } from './ports';

export type StaleOrdersInput = {
  /** Cash-on-delivery orders placed this many hours ago or more, still not prepared, are stale. */
  readonly olderThanHours: number;
  readonly reason: string;
  readonly actor: string;
  /** Only list them, change nothing. */
  readonly dryRun: boolean;
};

export type StaleOrders = { readonly numbers: readonly string[]; readonly dryRun: boolean };

const MAX = 1_000;

/** Cancels in one go every cash-on-delivery order still `confirmed` (not yet prepared) that was placed at least
 * `olderThanHours` ago, with the operator's reason, putting its stock back on sale — the way to clear the orders a
 * shopper will never receive, which otherwise hold stock and count against the caps on open orders. Oldest first; an
 * order that moved meanwhile (prepared by someone else) is left as it is. */
export const cancelStaleOrders =
  (deps: { readonly orders: OrderStore; readonly clock: Clock }) =>
  async (input: StaleOrdersInput): Promise<Result<StaleOrders, OrderActionError>> => {
    const before = new Date(deps.clock.now().getTime() - input.olderThanHours * 3_600_000);
    const stale = [...(await deps.orders.list({ states: ['confirmed'], before, limit: MAX }))].reverse();
    if (input.dryRun) return ok({ numbers: stale.map((o) => o.number), dryRun: true });
    const cancel = cancelOrder(deps);
    const numbers: string[] = [];
    for (const order of stale) {
      const done = await cancel({ number: order.number, actor: input.actor, reason: input.reason });
      // A wrong reason is wrong for every order: say so once.
      if (!done.ok && done.error.kind === 'invalid-input') return err(done.error);
      if (done.ok && done.value.state === 'cancelled') numbers.push(order.number);
    }
    return ok({ numbers, dryRun: false });
  };
