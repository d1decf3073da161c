import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BankAccount } from '../../../core/returns/return';
import { PICTURE_TYPES, REFUND_DESTINATIONS, REFUND_WAYS } from '../../../core/returns/return';
import { RETURN_REASONS } from '../../../core/returns/return-reasons';
import { RETURN_STATES } from '../../../core/returns/return-state';
import { at, oneOf, orders } from './orders';

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** Returns of delivered orders (issue 34), numbered per order (FO-2026-000123-D1), each step stamped. */
export const returns = pgTable(
  'returns',
  {
    id: uuid('id').primaryKey(),
    number: text('number').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    state: text('state').notNull(),
    reason: text('reason').notNull(),
    reversalCause: text('reversal_cause'),
    words: text('words').notNull(),
    goodwill: integer('goodwill'),
    refundTo: text('refund_to').notNull(),
    bankAccount: jsonb('bank_account').$type<BankAccount>(),
    instructions: text('instructions'),
    rejection: text('rejection'),
    answerBy: date('answer_by', { mode: 'string' }).notNull(),
    requestedAt: at('requested_at').notNull(),
    approvedAt: at('approved_at'),
    rejectedAt: at('rejected_at'),
    receivedAt: at('received_at'),
    refundedAt: at('refunded_at'),
  },
  (t) => [
    uniqueIndex('returns_number_idx').on(t.number),
    uniqueIndex('returns_order_sequence_idx').on(t.orderId, t.sequence),
    index('returns_state_idx').on(t.state, t.requestedAt),
    oneOf('returns_state_known', t.state, RETURN_STATES),
    oneOf('returns_reason_known', t.reason, RETURN_REASONS),
    oneOf('returns_refund_to_known', t.refundTo, REFUND_DESTINATIONS),
    check('returns_goodwill_positive', sql`${t.goodwill} IS NULL OR ${t.goodwill} > 0`),
    check('returns_transfer_has_account', sql`${t.refundTo} <> 'bank-transfer' OR ${t.bankAccount} IS NOT NULL`),
  ],
);

export const returnLines = pgTable(
  'return_lines',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    back: text('back'),
    /** The variant an exchange (`cambio`) ships instead; null for any other return. */
    exchangeSku: text('exchange_sku'),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.sku] }),
    check('return_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('return_lines_unit_price_not_negative', sql`${t.unitPrice} >= 0`),
    check('return_lines_back_known', sql`${t.back} IS NULL OR ${t.back} IN ('on-sale', 'damaged')`),
  ],
);

/** The shopper's pictures, kept in the database so every server process can show them. */
export const returnPictures = pgTable(
  'return_pictures',
  {
    id: uuid('id').primaryKey(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    body: bytea('body').notNull(),
  },
  (t) => [
    index('return_pictures_return_idx').on(t.returnId, t.position),
    oneOf('return_pictures_type_known', t.contentType, PICTURE_TYPES),
    check('return_pictures_size', sql`${t.size} > 0 AND ${t.size} <= 5242880`),
  ],
);

/** Refunds by their id, which is the provider's idempotency key: unique, so a retried request finds its refund. */
export const returnRefunds = pgTable(
  'return_refunds',
  {
    id: text('id').primaryKey(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    value: integer('value').notNull(),
    money: integer('money').notNull(),
    credit: integer('credit').notNull(),
    shippingBack: boolean('shipping_back').notNull(),
    referralTakenBack: integer('referral_taken_back').notNull(),
    referrerPointsTakenBack: integer('referrer_points_taken_back').notNull(),
    buyerPointsTakenBack: integer('buyer_points_taken_back').notNull(),
    how: text('how').notNull(),
    provider: text('provider'),
    reference: text('reference'),
    state: text('state').notNull(),
    actor: text('actor').notNull(),
    at: at('at').notNull(),
  },
  (t) => [
    index('return_refunds_return_idx').on(t.returnId, t.at),
    // The refunds the reconciliation asks about (few among many).
    index('return_refunds_pending_idx')
      .on(t.at)
      .where(sql`${t.state} = 'pending'`),
    oneOf('return_refunds_how_known', t.how, REFUND_WAYS),
    oneOf('return_refunds_state_known', t.state, ['refunded', 'pending', 'flagged']),
    check(
      'return_refunds_shares_not_negative',
      sql`${t.value} >= 0 AND ${t.money} >= 0 AND ${t.credit} >= 0 AND ${t.referralTakenBack} >= 0`,
    ),
  ],
);

/** An exchange's $ 0 replacement order (migration 0043): the return names its order and the order its return. */
export const replacementOrders = pgTable(
  'replacement_orders',
  {
    returnId: uuid('return_id')
      .primaryKey()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('replacement_orders_order_idx').on(t.orderId)],
);
