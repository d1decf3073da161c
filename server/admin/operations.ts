import { T, type AppContainer } from '../../adapters/container';
import type { adminOperationEndpoints } from '../../contract/admin-operations';
import type { Handlers } from '../api/endpoints';
import { actorOf } from './operator-session';

/** The store's machinery in the operators' API (contract/admin-operations.ts), over the use cases the `fornido events`,
 * `mail`, `vitals` and `search` commands use on the database. */
export const adminOperationHandlers = (c: AppContainer): Handlers<typeof adminOperationEndpoints> => {
  const ops = c.get(T.storeOperations);
  return {
    listEvents: ({ stuck, limit }, ctx) => ops.listEventsFor(actorOf(ctx.actor), { stuck: stuck === '1', limit }),
    retryEvents: ({ ids, stuck }, ctx) => ops.retryEventsAs(actorOf(ctx.actor), stuck ? 'stuck' : (ids ?? [])),
    dispatchEvents: (_input, ctx) => ops.dispatchEventsAs(actorOf(ctx.actor)),
    listMail: (query, ctx) => ops.listMailFor(actorOf(ctx.actor), query),
    showMail: ({ id }, ctx) => ops.showMailFor(actorOf(ctx.actor), id),
    vitalsReport: ({ from, sinceMs, page, device }, ctx) =>
      ops.vitalsReportFor(actorOf(ctx.actor), {
        ...(from ? { since: { at: from } } : sinceMs !== undefined ? { since: { ms: sinceMs } } : {}),
        ...(page !== undefined ? { page } : {}),
        ...(device !== undefined ? { device } : {}),
      }),
    reindexSearch: ({ batchSize }, ctx) => ops.reindexSearchAs(actorOf(ctx.actor), { batchSize }),
  };
};
