import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INVOICE_STATES, type RuleBreach } from '../../../core/invoicing/invoice';
import { at, oneOf, orders } from './orders';

/** The last number taken of each prefix under each resolution (migration 0045): the row is updated (and so locked)
 * inside the transaction that records the document, so numbers are consecutive, with no gap and no repeat. Credit
 * notes have their own prefix, numbered under the resolution ''. */
export const invoiceNumbering = pgTable(
  'invoice_numbering',
  {
    prefix: text('prefix').notNull(),
    resolution: text('resolution').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.resolution] })],
);

/** Electronic invoices and credit notes (issue 35): one invoice per order, one credit note per refund; the prepared XML
 * kept as it was first signed (a retry sends the same document) and the tax authority's answer. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    orderNumber: text('order_number').notNull(),
    /** The refund (issue 34's `return_refunds` id) a credit note gives back. */
    refundId: text('refund_id'),
    state: text('state').notNull(),
    prefix: text('prefix'),
    consecutive: integer('consecutive'),
    number: text('number'),
    /** The resolution whose range gave the number ('' for a credit note). */
    resolution: text('resolution'),
    issuedAt: at('issued_at'),
    code: text('code'),
    preparedXml: text('prepared_xml'),
    qrText: text('qr_text'),
    response: text('response'),
    payable: integer('payable').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    lastError: text('last_error'),
    rules: jsonb('rules').$type<readonly RuleBreach[]>().notNull().default([]),
    acceptedAt: at('accepted_at'),
    mailedAt: at('mailed_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_order_invoice_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('invoices_refund_idx').on(t.refundId),
    uniqueIndex('invoices_number_idx').on(t.prefix, t.consecutive),
    index('invoices_order_idx').on(t.orderId, t.createdAt),
    index('invoices_state_idx').on(t.state, t.createdAt),
    // What the sender claims: the pending documents by due time (few among many).
    index('invoices_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    oneOf('invoices_kind_known', t.kind, ['invoice', 'credit-note']),
    oneOf('invoices_state_known', t.state, INVOICE_STATES),
    check('invoices_credit_note_has_refund', sql`(${t.kind} = 'credit-note') = (${t.refundId} IS NOT NULL)`),
    check(
      'invoices_numbered_unless_waiting',
      sql`(${t.state} = 'waiting-range') = (${t.consecutive} IS NULL) AND (${t.consecutive} IS NULL) = (${t.number} IS NULL)`,
    ),
    check('invoices_payable_not_negative', sql`${t.payable} >= 0`),
  ],
);
