import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { POINTS_REASONS } from '../../../core/loyalty/ports';
import { customers } from './accounts';
import { orders } from './orders';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const owner = () =>
  text('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

/**
 * Every movement of a customer's loyalty points (signed: a reversal is negative), with the Bogotá month it counts in.
 * An order's movement is recorded once per customer and reason, however often its event is delivered.
 */
export const loyaltyPoints = pgTable(
  'loyalty_points',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: owner(),
    orderId: uuid('order_id').references(() => orders.id),
    reason: text('reason').notNull(),
    points: integer('points').notNull(),
    /** 'YYYY-MM' in Bogotá (core/loyalty/ranking.ts monthKeyOf of `at`). */
    month: text('month').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('loyalty_points_once_idx')
      .on(t.customerId, t.reason, t.orderId)
      .where(sql`${t.orderId} IS NOT NULL`),
    index('loyalty_points_order_idx').on(t.orderId),
    check('loyalty_points_reason', sql`${t.reason} IN (${list(POINTS_REASONS)})`),
    check('loyalty_points_month', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/**
 * Each customer's points per month, moved in the transaction that records each movement: the ranking reads the top
 * of a month from its index, and lifetime points are the sum of a customer's few months.
 */
export const loyaltyMonthPoints = pgTable(
  'loyalty_month_points',
  {
    customerId: owner(),
    month: text('month').notNull(),
    points: integer('points').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.month] }),
    index('loyalty_month_points_rank_idx').on(t.month, t.points.desc(), t.customerId),
  ],
);
