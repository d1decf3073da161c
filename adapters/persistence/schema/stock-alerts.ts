import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { variants } from './catalogue';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * "Avísame cuando llegue": a shopper's email waiting for a sold-out variant. The trigger on variants (migration 0014)
 * sets `due_at` in the very transaction that takes the variant's stock from 0 to more, so a restock never goes
 * unnoticed; the notifier then mails each due request once and sets `notified_at`.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The mailbox the email delivers to (core/people/mailbox.ts): one waiting request per variant and mailbox. */
    mailbox: text('mailbox').notNull(),
    createdAt: at('created_at').notNull(),
    /** When the variant came back in stock (set by the trigger); null while the shopper is still waiting. */
    dueAt: at('due_at'),
    /** A notifier working on the request hides it from the others until then (one mail, several server processes). */
    leasedUntil: at('leased_until'),
    notifiedAt: at('notified_at'),
  },
  (t) => [
    // One waiting request per variant and mailbox; once notified the shopper may ask again for the next time.
    uniqueIndex('stock_alerts_waiting_idx')
      .on(t.variantId, t.mailbox)
      .where(sql`${t.notifiedAt} IS NULL`),
    index('stock_alerts_due_idx')
      .on(t.id)
      .where(sql`${t.dueAt} IS NOT NULL AND ${t.notifiedAt} IS NULL`),
    check('stock_alerts_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);
