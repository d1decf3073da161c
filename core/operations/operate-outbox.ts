import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import type { Forbidden } from '../operators/operator-errors';
import type { OperatorAudit } from '../operators/ports';
import type { Clock } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import type { DispatchReport } from '../events/dispatch-events';
import type { EventOutbox, OutboxEvent } from '../events/ports';

/** An event id nobody has. */
export type EventNotFound = { readonly kind: 'event-not-found'; readonly message: string; readonly id: number };

/** What an operator's retry did: each event made due again as it is after one dispatch, and the ones named that were
 * already delivered (never sent again). */
export type RetriedEvents = { readonly after: readonly OutboxEvent[]; readonly delivered: readonly number[] };

export type OutboxDeps = {
  readonly outbox: Pick<EventOutbox, 'list' | 'find' | 'retry'>;
  readonly dispatch: () => Promise<DispatchReport>;
  readonly audit: Pick<OperatorAudit, 'record'>;
  readonly clock: Clock;
};

/** The newest order events with their delivery, or only the stuck ones (`operations.run`). */
export const listEventsFor =
  (deps: OutboxDeps) =>
  async (
    actor: Actor,
    query: { readonly stuck?: boolean; readonly limit: number },
  ): Promise<Result<readonly OutboxEvent[], Forbidden>> => {
    const refused = authorize(actor, 'operations.run');
    return refused ? err(refused) : ok(await deps.outbox.list(query));
  };

/** Makes the events named (each must exist) or every stuck one due now, attempts counted from zero, and dispatches at
 * once; audited with the ids made due (`operations.run`). */
export const retryEventsAs =
  (deps: OutboxDeps) =>
  async (
    actor: Actor,
    which: readonly number[] | 'stuck',
  ): Promise<Result<RetriedEvents, Forbidden | EventNotFound>> => {
    const refused = authorize(actor, 'operations.run');
    if (refused) return err(refused);
    const ids = which === 'stuck' ? [] : which;
    const asked = await Promise.all(ids.map(async (id) => ({ id, event: await deps.outbox.find(id) })));
    const missing = asked.find((a) => !a.event);
    if (missing) return err({ kind: 'event-not-found', message: `El evento ${missing.id} no existe.`, id: missing.id });
    const at = deps.clock.now();
    const retried = await deps.outbox.retry(which, at);
    if (retried.length > 0) {
      await deps.audit.record({
        at,
        operatorId: actor.operatorId,
        actor: actor.name,
        action: 'events.retried',
        subject: which === 'stuck' ? 'eventos atascados' : `eventos ${ids.join(', ')}`,
        after: { retried },
      });
      await deps.dispatch();
    }
    const after = await Promise.all(retried.map(async (id) => (await deps.outbox.find(id))!));
    return ok({ after, delivered: ids.filter((id) => !retried.includes(id)) });
  };

/** Delivers the order events due now, as the server does every second (`operations.run`). */
export const dispatchEventsAs =
  (deps: OutboxDeps) =>
  async (actor: Actor): Promise<Result<DispatchReport, Forbidden>> => {
    const refused = authorize(actor, 'operations.run');
    return refused ? err(refused) : ok(await deps.dispatch());
  };
