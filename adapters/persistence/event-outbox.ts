import { and, asc, desc, eq, gt, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  EventDeliveryState,
  EventOutbox,
  Handling,
  OrderHappeningType,
  OutboxEvent,
} from '../../core/events/ports';
import type { Db } from './db';
import { orderEventHandlings, orderEvents } from './schema/index';
import { isUuid } from './order-rows';

type EventRow = typeof orderEvents.$inferSelect;

/** Records a handling inside the caller's transaction; false when it was recorded before (then the caller does nothing). */
export const markHandledIn = async (tx: Db, { eventId, subscriber }: Handling, at: Date): Promise<boolean> => {
  const inserted = await tx
    .insert(orderEventHandlings)
    .values({ eventId, subscriber, handledAt: at })
    .onConflictDoNothing()
    .returning({ eventId: orderEventHandlings.eventId });
  return inserted.length > 0;
};

/** The events of these rows in the core's words, with their handlings, in the order given. */
const withHandlings = async (db: Db, rows: readonly EventRow[]): Promise<OutboxEvent[]> => {
  if (rows.length === 0) return [];
  const handled = await db
    .select({ eventId: orderEventHandlings.eventId, subscriber: orderEventHandlings.subscriber })
    .from(orderEventHandlings)
    .where(
      inArray(
        orderEventHandlings.eventId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderEventHandlings.handledAt), asc(orderEventHandlings.subscriber));
  return rows.map((r) => ({
    id: r.id,
    type: r.type as OrderHappeningType,
    orderId: r.orderId,
    orderNumber: r.orderNumber,
    occurredAt: r.occurredAt,
    ...(r.returnId && { returnId: r.returnId }),
    ...(r.invoiceId && { invoiceId: r.invoiceId }),
    state: r.state as EventDeliveryState,
    attempts: r.attempts,
    nextAttemptAt: r.nextAttemptAt,
    lastError: r.lastError,
    handledBy: handled.filter((h) => h.eventId === r.id).map((h) => h.subscriber),
  }));
};

const select = async (db: Db, where: SQL | undefined, limit: number) =>
  withHandlings(db, await db.select().from(orderEvents).where(where).orderBy(desc(orderEvents.id)).limit(limit));

const validIds = (ids: readonly number[]) => ids.filter((id) => Number.isSafeInteger(id) && id > 0);

/** The outbox of order events in SQL. A dispatcher takes due rows with FOR UPDATE SKIP LOCKED and, in the same
 * statement, pushes their due time to the end of its lease: several processes dispatch at once without taking the
 * same event, and none holds a transaction open while subscribers work (PGlite has one connection). */
export const sqlEventOutbox = (db: Db): EventOutbox => ({
  claimDue: async (now, leaseUntil, limit) => {
    const due = db
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(and(eq(orderEvents.state, 'pending'), lte(orderEvents.nextAttemptAt, now)))
      .orderBy(asc(orderEvents.nextAttemptAt), asc(orderEvents.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const taken = await db
      .update(orderEvents)
      .set({ nextAttemptAt: leaseUntil })
      .where(inArray(orderEvents.id, due))
      .returning();
    return withHandlings(
      db,
      taken.sort((a, b) => a.id - b.id),
    );
  },

  markHandled: async (handling, at) => {
    await markHandledIn(db, handling, at);
  },

  markDelivered: async (eventId, at) => {
    await db
      .update(orderEvents)
      .set({ state: 'delivered', deliveredAt: at, nextAttemptAt: null })
      .where(and(eq(orderEvents.id, eventId), ne(orderEvents.state, 'delivered')));
  },

  postpone: async (eventId, at) => {
    await db
      .update(orderEvents)
      .set({ nextAttemptAt: at })
      .where(and(eq(orderEvents.id, eventId), eq(orderEvents.state, 'pending')));
  },

  markFailed: async (eventId, { error, retryAt }) => {
    // Only a pending event: another dispatcher may have delivered it after this one's lease ran out.
    await db
      .update(orderEvents)
      .set({
        state: retryAt ? 'pending' : 'stuck',
        attempts: sql`${orderEvents.attempts} + 1`,
        lastError: error,
        nextAttemptAt: retryAt,
      })
      .where(and(eq(orderEvents.id, eventId), eq(orderEvents.state, 'pending')));
  },

  list: ({ stuck, limit }) => select(db, stuck ? eq(orderEvents.state, 'stuck') : undefined, limit),

  overdue: async (before, limit) =>
    withHandlings(
      db,
      await db
        .select()
        .from(orderEvents)
        .where(
          and(
            inArray(orderEvents.state, ['pending', 'stuck']),
            or(eq(orderEvents.state, 'stuck'), gt(orderEvents.attempts, 0), lt(orderEvents.occurredAt, before)),
          ),
        )
        .orderBy(asc(orderEvents.id))
        .limit(limit),
    ),
  forOrder: async (orderId) =>
    isUuid(orderId)
      ? withHandlings(
          db,
          await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id)),
        )
      : [],

  find: async (id) => (validIds([id]).length === 0 ? null : ((await select(db, eq(orderEvents.id, id), 1))[0] ?? null)),

  retry: async (which, now) => {
    const ids = which === 'stuck' ? null : validIds(which);
    if (ids?.length === 0) return [];
    const moved = await db
      .update(orderEvents)
      .set({ state: 'pending', attempts: 0, nextAttemptAt: now })
      .where(
        and(ids ? inArray(orderEvents.id, ids) : eq(orderEvents.state, 'stuck'), ne(orderEvents.state, 'delivered')),
      )
      .returning({ id: orderEvents.id });
    return moved.map((m) => m.id).sort((a, b) => a - b);
  },
});
