import { disagreementOf, type Disagreement, type DisagreementLog } from '../../core/checkout/ports';
import type { OrderStore } from '../../core/orders/ports';
import type { Backlog } from '../../core/reports/ports';

/** The backlog over an in-memory order store, counted as the SQL backlog counts the orders and attempts tables. */
export const inMemoryBacklog = (orders: Pick<OrderStore, 'list'>): Backlog => {
  const all = () => orders.list({ limit: Number.MAX_SAFE_INTEGER });
  return {
    countOrders: async (states) => {
      const found = await all();
      return new Map(states.map((s) => [s, found.filter((o) => o.state === s).length]));
    },
    countFlaggedPayments: async () => (await all()).flatMap((o) => o.payments).filter((p) => p.flagged).length,
  };
};

/** What reconciliations found, in memory, with the SQL log's rules: a disagreement replaces the attempt's last one, an
 * agreement forgets it. */
export const inMemoryDisagreementLog = (): DisagreementLog => {
  const rows = new Map<string, Disagreement>();
  return {
    note: async (settlements, at) => {
      for (const s of settlements) {
        const row = disagreementOf(s, at);
        if (row) rows.set(s.attemptId, row);
        else rows.delete(s.attemptId);
      }
    },
    list: async (limit) =>
      [...rows.values()]
        .sort((a, b) => b.seenAt.getTime() - a.seenAt.getTime() || (a.attemptId < b.attemptId ? 1 : -1))
        .slice(0, limit),
  };
};
