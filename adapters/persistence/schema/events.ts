import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ORDER_HAPPENINGS } from '../../../core/events/ports';
import { orders } from './orders';
import { returns } from './returns';
import { invoices } from './invoicing';

const at = (name: string) => timestamp(name, { withTimezone: true });
const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** The outbox of order events: written in the transaction of the change they tell, delivered to the subscribers by the
 * dispatcher (taken with FOR UPDATE SKIP LOCKED), retried with backoff, stuck after the last attempt. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    occurredAt: at('occurred_at').notNull(),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending event is due (also the end of a dispatcher's lease on it); null once delivered or stuck. */
    nextAttemptAt: at('next_attempt_at'),
    lastError: text('last_error'),
    deliveredAt: at('delivered_at'),
    /** The return a `return-*` event tells of (migration 0042). */
    returnId: uuid('return_id').references((): AnyPgColumn => returns.id, { onDelete: 'cascade' }),
    /** The document an `invoice-accepted` event tells of (migration 0047). */
    invoiceId: uuid('invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'cascade' }),
  },
  (t) => [
    // The dispatcher's question every second, and operators' list of stuck events: both stay small partial indexes.
    index('order_events_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.state} = 'pending'`),
    index('order_events_stuck_idx')
      .on(t.id)
      .where(sql`${t.state} = 'stuck'`),
    check('order_events_type_known', sql`${t.type} IN (${list(ORDER_HAPPENINGS)})`),
    check('order_events_state_known', sql`${t.state} IN ('pending', 'delivered', 'stuck')`),
    check('order_events_attempts_not_negative', sql`${t.attempts} >= 0`),
  ],
);

/** Which subscriber has handled which event, so a redelivered event skips it (the idempotency of handlers). */
export const orderEventHandlings = pgTable(
  'order_event_handlings',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => orderEvents.id, { onDelete: 'cascade' }),
    subscriber: text('subscriber').notNull(),
    handledAt: at('handled_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.subscriber] })],
);
