import type { EventOutbox, Handling, OrderHappeningType, OutboxEvent } from '../../core/events/ports';
import type { EventMailer, MailMessage } from '../../core/mail/ports';

/** Where an order store writes the events of its changes (the fake's half of the SQL store's transaction). */
export type HappeningLog = {
  record(type: OrderHappeningType | null, order: { readonly id: string; readonly number: string }, at: Date): void;
};

/** The outbox of order events in memory, with the SQL outbox's rules: a taken event is hidden until its lease ends,
 * a failure counts an attempt of a pending event only, a retry never touches a delivered one. Each method does its
 * work without awaiting in between, so two dispatchers at once never take the same event. */
export const inMemoryEventOutbox = (): EventOutbox & HappeningLog & { all(): readonly OutboxEvent[] } => {
  const events = new Map<number, OutboxEvent>();
  let sequence = 0;
  const update = (id: number, change: Partial<OutboxEvent>) => {
    const event = events.get(id);
    if (event) events.set(id, { ...event, ...change });
  };
  const newestFirst = () => [...events.values()].sort((a, b) => b.id - a.id);
  return {
    record: (type, order, at) => {
      if (type === null) return;
      sequence += 1;
      events.set(sequence, {
        id: sequence,
        type,
        orderId: order.id,
        orderNumber: order.number,
        occurredAt: at,
        state: 'pending',
        attempts: 0,
        nextAttemptAt: at,
        lastError: null,
        handledBy: [],
      });
    },
    all: () => [...events.values()].sort((a, b) => a.id - b.id),
    claimDue: async (now, leaseUntil, limit) => {
      const due = [...events.values()]
        .filter((e) => e.state === 'pending' && e.nextAttemptAt!.getTime() <= now.getTime())
        .sort((a, b) => a.nextAttemptAt!.getTime() - b.nextAttemptAt!.getTime() || a.id - b.id)
        .slice(0, limit);
      for (const e of due) update(e.id, { nextAttemptAt: leaseUntil });
      return due.map((e) => events.get(e.id)!).sort((a, b) => a.id - b.id);
    },
    markHandled: async ({ eventId, subscriber }) => {
      const event = events.get(eventId);
      if (event && !event.handledBy.includes(subscriber))
        update(eventId, { handledBy: [...event.handledBy, subscriber] });
    },
    markDelivered: async (eventId) => {
      if (events.get(eventId)?.state !== 'delivered') update(eventId, { state: 'delivered', nextAttemptAt: null });
    },
    postpone: async (eventId, at) => {
      if (events.get(eventId)?.state === 'pending') update(eventId, { nextAttemptAt: at });
    },
    markFailed: async (eventId, { error, retryAt }) => {
      const event = events.get(eventId);
      if (event?.state !== 'pending') return;
      update(eventId, {
        state: retryAt ? 'pending' : 'stuck',
        attempts: event.attempts + 1,
        lastError: error,
        nextAttemptAt: retryAt,
      });
    },
    list: async ({ stuck, limit }) =>
      newestFirst()
        .filter((e) => !stuck || e.state === 'stuck')
        .slice(0, limit),
    find: async (id) => events.get(id) ?? null,
    overdue: async (before, limit) =>
      [...events.values()]
        .filter(
          (e) =>
            e.state !== 'delivered' &&
            (e.state === 'stuck' || e.attempts > 0 || e.occurredAt.getTime() < before.getTime()),
        )
        .sort((a, b) => a.id - b.id)
        .slice(0, limit),
    forOrder: async (orderId) => [...events.values()].filter((e) => e.orderId === orderId).sort((a, b) => a.id - b.id),
    retry: async (which, now) => {
      const chosen = newestFirst().filter(
        (e) => e.state !== 'delivered' && (which === 'stuck' ? e.state === 'stuck' : which.includes(e.id)),
      );
      for (const e of chosen) update(e.id, { state: 'pending', attempts: 0, nextAttemptAt: now });
      return chosen.map((e) => e.id).sort((a, b) => a - b);
    },
  };
};

/** An EventMailer that keeps what it sends, once per handling, like the outbox one; `failing` makes it throw. */
export const recordingEventMailer = () => {
  const handled = new Set<string>();
  const sent: MailMessage[] = [];
  const mailer: EventMailer & { sent: MailMessage[]; failing: Error | null } = {
    sent,
    failing: null,
    sendOnce: async (handling: Handling, message) => {
      if (mailer.failing) throw mailer.failing;
      const key = `${handling.eventId}/${handling.subscriber}`;
      if (handled.has(key)) return;
      handled.add(key);
      sent.push(message);
    },
  };
  return mailer;
};
