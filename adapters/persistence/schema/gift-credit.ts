import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LEDGER_ENTRY_KINDS } from '../../../core/loyalty/ledger';
import { customers } from './accounts';
import { orders } from './orders';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Each customer's gift credit as an append-only ledger (core/loyalty/ledger.ts): the balance is the sum of `amount`,
 * what a clawback could not take yet the sum of `pending`. An order's earning, clawback, spending and restoring are each
 * written once (the unique index), whatever is redelivered; writers lock the customer's row first, so two orders at
 * once never spend the same credit.
 */
export const giftLedger = pgTable(
  'gift_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The referred order (earned, clawback), the order that spent credit (spent, restored); null for an operator's
     * adjustment. */
    orderId: uuid('order_id').references(() => orders.id),
    amount: integer('amount').notNull(),
    pending: integer('pending').notNull(),
    /** An operator's adjustment: why, and who (the OS user of `fornido credit adjust`). */
    reason: text('reason'),
    actor: text('actor'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('gift_ledger_customer_idx').on(t.customerId, t.id),
    uniqueIndex('gift_ledger_once_idx')
      .on(t.customerId, t.kind, t.orderId)
      .where(sql`${t.orderId} IS NOT NULL AND ${t.kind} IN ('earned', 'clawback', 'spent', 'restored')`),
    check('gift_ledger_kind_known', sql`${t.kind} IN (${list(LEDGER_ENTRY_KINDS)})`),
  ],
);
