import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { PaymentAction } from '../../../core/payments/attempt';
import { PAYMENT_STATES } from '../../../core/payments/payment-state';
import type { IncomingNotification } from '../../../core/payments/ports';
import { MAX_REFERENCE_LENGTH } from '../../../core/payments/reference';
import { at, money, notNegative, oneOf, orders } from './orders';

/** A provider's reference fits the store's bound (created NOT VALID by migration 0027: older rows are not checked). */
const referenceBounded = (name: string, column: AnyPgColumn) =>
  check(name, sql`char_length(${column}) <= ${sql.raw(String(MAX_REFERENCE_LENGTH))}`);

/** Every try at paying an order, at one provider; `seq` keeps them in the order they were made, whatever the clock
 * says. A provider's reference names one attempt (unique per provider once set). */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    provider: text('provider').notNull(),
    state: text('state').notNull(),
    amount: money('amount'),
    reference: text('reference'),
    /** What the shopper must do next (a QR's text, the phone a push went to, a redirect, a voucher). */
    action: jsonb('action').$type<PaymentAction>(),
    expiresAt: at('expires_at'),
    reason: text('reason'),
    message: text('message'),
    /** The provider's id of the request that created the payment (Nequi's reversal needs it). */
    providerMessageId: text('provider_message_id'),
    flagged: boolean('flagged').notNull().default(false),
    /** When a status poll or reconciliation last took it (the claim's stamp, so workers do not ask twice). */
    checkedAt: at('checked_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('payment_attempts_order_idx').on(t.orderId, t.seq),
    uniqueIndex('payment_attempts_provider_reference_idx')
      .on(t.provider, t.reference)
      .where(sql`${t.reference} IS NOT NULL`),
    index('payment_attempts_open_idx')
      .on(t.createdAt)
      .where(sql`${t.state} IN ('created', 'pending')`),
    index('payment_attempts_reference_idx').on(t.reference),
    // The console's count of flagged attempts (migration 0039): few rows, a small partial index.
    index('payment_attempts_flagged_idx')
      .on(t.id)
      .where(sql`${t.flagged}`),
    notNegative('payment_attempts_amount_not_negative', t.amount),
    referenceBounded('payment_attempts_reference_bounded', t.reference),
    oneOf('payment_attempts_state_known', t.state, PAYMENT_STATES),
  ],
);

/** The attempts the last reconciliation that checked them found disagreeing with their provider (migration 0039), for
 * the operators' console; a row goes once a reconciliation finds the attempt agreeing again. */
export const paymentDisagreements = pgTable(
  'payment_disagreements',
  {
    attemptId: uuid('attempt_id')
      .primaryKey()
      .references(() => paymentAttempts.id, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    provider: text('provider').notNull(),
    reference: text('reference'),
    state: text('state').notNull(),
    disagreement: text('disagreement').notNull(),
    seenAt: at('seen_at').notNull(),
  },
  (t) => [index('payment_disagreements_seen_idx').on(t.seenAt)],
);

/** Every webhook and callback, kept before the store answers: a genuine one whole (raw body), a refused one as a
 * bounded digest (`kept`), each with its body's size and hash, the signature's verdict and what the store made of it,
 * for operators to read and replay (`fornido webhooks list|replay`). Digests are deleted after a week. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    receivedAt: at('received_at').notNull(),
    headers: jsonb('headers').$type<IncomingNotification['headers']>().notNull(),
    query: jsonb('query').$type<IncomingNotification['query']>().notNull(),
    body: text('body').notNull(),
    kept: text('kept').notNull().default('whole'),
    bodyBytes: integer('body_bytes').notNull(),
    bodySha256: text('body_sha256').notNull(),
    verdict: text('verdict').notNull(),
    reference: text('reference'),
    result: text('result'),
    handledAt: at('handled_at'),
  },
  (t) => [
    index('payment_notifications_provider_idx').on(t.provider, t.id),
    // What a provider without a status API last told about one attempt (NotificationLog.latestValid).
    index('payment_notifications_reference_idx').on(t.provider, t.reference, t.id),
    index('payment_notifications_digest_idx')
      .on(t.receivedAt)
      .where(sql`${t.kept} = 'digest'`),
    oneOf('payment_notifications_verdict_known', t.verdict, ['valid', 'invalid', 'unsigned']),
    oneOf('payment_notifications_kept_known', t.kept, ['whole', 'digest']),
    referenceBounded('payment_notifications_reference_bounded', t.reference),
  ],
);
