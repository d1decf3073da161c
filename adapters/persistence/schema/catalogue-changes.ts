import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every change operators make to the catalogue (migration 0034): who, when, through what, to which product or variant
 * (or, since 0037, category or brand), and the fields it changed before and after (`before` is null for something
 * created). */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actor: text('actor').notNull(),
    /** What made the change: `set-price`, `import`, `restock`, `console`, `bulk-price`. */
    source: text('source').notNull(),
    subjectKind: text('subject_kind').$type<'product' | 'variant' | 'category' | 'brand'>().notNull(),
    /** The product's, category's or brand's slug, or the variant's sku. */
    subject: text('subject').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    index('catalogue_changes_subject_idx').on(t.subject, t.id),
    // The console's Registro, newest first (migration 0040).
    index('catalogue_changes_at_idx').on(t.at, t.id),
    check('catalogue_changes_subject_kind_known', sql`${t.subjectKind} IN ('product', 'variant', 'category', 'brand')`),
  ],
);
