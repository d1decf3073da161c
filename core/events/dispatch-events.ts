import type { Clock, Logger } from '../shared/ports';
import type { EventOutbox, OrderHappening, OutboxEvent, Subscriber } from './ports';

/** How failed deliveries are tried again: after `firstDelayMs`, doubling up to `maxDelayMs`; after `maxAttempts`
 * failures the event is stuck until an operator retries it. `leaseMs` is how long a taken event stays hidden from
 * other dispatchers: longer than any handler takes (an SMTP send), short enough that a crash only delays mail. */
export type RetryPolicy = {
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  readonly maxAttempts: number;
  readonly leaseMs: number;
};

/** 12 attempts over about 2 h 12 min (10 s, 20 s, 40 s … then every 30 min): an SMTP outage of an hour or two heals by
 * itself; a longer one leaves the events stuck for `fornido events retry`. */
export const EVENT_RETRIES: RetryPolicy = {
  firstDelayMs: 10_000,
  maxDelayMs: 30 * 60_000,
  maxAttempts: 12,
  leaseMs: 5 * 60_000,
};

const BATCH = 50;

/** How long to wait after the `attempts`-th failure: doubling from the first delay, capped. */
export const retryDelayMs = (attempts: number, policy: RetryPolicy = EVENT_RETRIES): number =>
  Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, attempts - 1));

export type DispatchDeps = {
  readonly outbox: EventOutbox;
  readonly subscribers: readonly Subscriber[];
  readonly clock: Clock;
  readonly logger: Logger;
  readonly retries?: RetryPolicy;
};

export type DispatchReport = { readonly delivered: number; readonly failed: number; readonly stuck: number };

const messageOf = (error: unknown): string => String((error as Error)?.message ?? error);

const happening = ({
  id,
  type,
  orderId,
  orderNumber,
  occurredAt,
  returnId,
  invoiceId,
}: OutboxEvent): OrderHappening => ({
  id,
  type,
  orderId,
  orderNumber,
  occurredAt,
  // A return's step names its return: without it, its mail would not know which one to tell of.
  ...(returnId ? { returnId } : {}),
  ...(invoiceId ? { invoiceId } : {}),
});

/** Hands one event to every subscriber that has not handled it yet, recording each success, then closes it, counts
 * the failure, or — when a subscriber answered that it comes too early — makes it due again then (counted nowhere);
 * one failing or waiting subscriber neither stops the others nor makes them run again. */
const deliver = async (deps: DispatchDeps, event: OutboxEvent): Promise<keyof DispatchReport | null> => {
  const policy = deps.retries ?? EVENT_RETRIES;
  const errors: string[] = [];
  const waits: Date[] = [];
  for (const subscriber of deps.subscribers) {
    if (event.handledBy.includes(subscriber.name)) continue;
    try {
      const answer = await subscriber.handle(happening(event));
      if (answer) waits.push(answer.later);
      else await deps.outbox.markHandled({ eventId: event.id, subscriber: subscriber.name }, deps.clock.now());
    } catch (error) {
      errors.push(`${subscriber.name}: ${messageOf(error)}`);
    }
  }
  const now = deps.clock.now();
  if (errors.length === 0 && waits.length > 0) {
    await deps.outbox.postpone(event.id, new Date(Math.min(...waits.map((d) => d.getTime()))));
    return null;
  }
  if (errors.length === 0) {
    await deps.outbox.markDelivered(event.id, now);
    return 'delivered';
  }
  const attempts = event.attempts + 1;
  const retryAt = attempts >= policy.maxAttempts ? null : new Date(now.getTime() + retryDelayMs(attempts, policy));
  const error = errors.join('; ').slice(0, 2000);
  await deps.outbox.markFailed(event.id, { error, retryAt });
  const fields = { event: event.id, type: event.type, order: event.orderNumber, attempts, err: error };
  if (retryAt)
    deps.logger.warn(
      { ...fields, retryAt: retryAt.toISOString() },
      'could not deliver an order event; it will be retried',
    );
  else
    deps.logger.error(fields, 'an order event is stuck after its last attempt; retry it with "fornido events retry"');
  return retryAt ? 'failed' : 'stuck';
};

/** Delivers every order event due now, at least once, to every subscriber, until none is left: each event is taken by
 * one dispatcher at a time (several processes may run this at once), a subscriber that handled it is never asked
 * again, and a failure is retried with a growing delay until the event is stuck for an operator. */
export const dispatchEvents = (deps: DispatchDeps) => async (): Promise<DispatchReport> => {
  const policy = deps.retries ?? EVENT_RETRIES;
  const report = { delivered: 0, failed: 0, stuck: 0 };
  for (;;) {
    const now = deps.clock.now();
    const due = await deps.outbox.claimDue(now, new Date(now.getTime() + policy.leaseMs), BATCH);
    for (const event of due) {
      const outcome = await deliver(deps, event);
      if (outcome) report[outcome] += 1;
    }
    if (due.length < BATCH) return report;
  }
};
