import type { Reindexed } from '../core/operations/reindex-search';
import type { DispatchReport } from '../core/events/dispatch-events';
import type { RetriedEvents } from '../core/operations/operate-outbox';
import type { OutboxEvent } from '../core/events/ports';
import type { StoredMail } from '../core/mail/ports';
import type { VitalsAnswer, VitalsQuery } from '../core/operations/vitals-report';
import { endpoint } from './endpoint';
import type { adminOperationInputs as I } from './inputs/admin-operations';

/** The store's machinery in the operators' API, for the `fornido events`, `mail`, `vitals` and `search` commands run
 * beside a store: the order events' outbox, the mail kept without SMTP and the search index (`operations.run`), and the
 * shoppers' web vitals (`reports.read`). */
export const adminOperationEndpoints = {
  /** The newest `limit` order events with their delivery, or only the stuck ones (`stuck=1`). */
  listEvents: endpoint<readonly OutboxEvent[], typeof I.listEvents>()({
    method: 'GET',
    path: '/api/admin/v1/events',
    errors: ['forbidden'],
  }),
  /** Makes the events `ids` (or every `stuck` one) due now and dispatches them: each as it is after, and the ones
   * already delivered. */
  retryEvents: endpoint<RetriedEvents, typeof I.retryEvents>()({
    method: 'POST',
    path: '/api/admin/v1/events/retry',
    errors: ['forbidden', 'event-not-found', 'invalid-input'],
  }),
  /** Delivers the order events due now, as the server does every second. */
  dispatchEvents: endpoint<DispatchReport, typeof I.dispatchEvents>()({
    method: 'POST',
    path: '/api/admin/v1/events/dispatch',
    errors: ['forbidden'],
  }),
  /** The newest `limit` messages kept (to one address, `to`); 409 `mail-not-kept` when mail goes to an SMTP server. */
  listMail: endpoint<readonly StoredMail[], typeof I.listMail>()({
    method: 'GET',
    path: '/api/admin/v1/mail',
    errors: ['forbidden', 'mail-not-kept'],
  }),
  /** One kept message, its text and HTML parts. */
  showMail: endpoint<StoredMail, typeof I.showMail>()({
    method: 'GET',
    path: '/api/admin/v1/mail/:id',
    errors: ['forbidden', 'mail-not-kept', 'mail-not-found'],
  }),
  /** The p75 of each page's web vitals and the most frequent browser errors since an instant (`from`) or `sinceMs`
   * back (28 days unless told), of one route's pages (`page`) and one `device`. */
  vitalsReport: endpoint<VitalsAnswer, typeof I.vitalsReport>()({
    method: 'GET',
    path: '/api/admin/v1/vitals',
    encode: (q: VitalsQuery) => ({
      from: q.since && 'at' in q.since ? q.since.at.toISOString() : undefined,
      sinceMs: q.since && 'ms' in q.since ? String(q.since.ms) : undefined,
      page: q.page,
      device: q.device,
    }),
    errors: ['forbidden'],
  }),
  /** Replaces the hosted search index with the catalogue, `batchSize` products per request. */
  reindexSearch: endpoint<Reindexed, typeof I.reindexSearch>()({
    method: 'POST',
    path: '/api/admin/v1/search/reindex',
    errors: ['forbidden', 'search-not-configured', 'empty-catalogue'],
  }),
};
