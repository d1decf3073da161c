import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Email } from '../../core/people/email';
import type { Mailer } from '../../core/mail/ports';
import type { DueAlert, StockAlertStore } from '../../core/stock-alerts/ports';
import type { Clock } from '../../core/shared/ports';
import { outboxMailer } from './outbox-mailer';
import { query } from './catalog-sql';
import type { Db } from './db';
import { products, stockAlerts, variants } from './schema/index';

type DueRow = {
  id: number | string;
  email: string;
  sku: string;
  name: string;
  category: string;
  slug: string;
  size: string;
  flavour: string | null;
};

const toDue = (r: DueRow): DueAlert => ({
  id: Number(r.id),
  email: r.email as Email,
  sku: r.sku,
  productName: r.name,
  category: r.category,
  slug: r.slug,
  size: r.size,
  flavour: r.flavour,
});

/**
 * The avísame requests in SQL. The trigger of migration 0014 makes them due in the restock's own transaction; a
 * notifier takes due ones with FOR UPDATE SKIP LOCKED and leases them. Without `relay` the mail is written to the
 * store's mail outbox in the transaction that marks the request notified (exactly once); with a mail server it is sent
 * first and marked after (at least once: a crash in between sends it again).
 */
export const sqlStockAlertStore = (db: Db, opts: { readonly relay?: Mailer } = {}): StockAlertStore => ({
  record: async ({ sku, email, mailbox, at }) => {
    const [variant] = await db
      .select({ id: variants.id, stock: variants.stock })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(and(eq(variants.sku, sku), eq(variants.active, true), eq(products.active, true)));
    if (!variant) return 'unknown-variant';
    if (variant.stock > 0) return 'in-stock';
    const inserted = await db
      .insert(stockAlerts)
      .values({ variantId: variant.id, email, mailbox, createdAt: at })
      .onConflictDoNothing()
      .returning({ id: stockAlerts.id });
    return inserted.length > 0 ? 'created' : 'already-waiting';
  },

  claimDue: async (now, leaseUntil, limit) => {
    const rows = await query<DueRow>(
      db,
      sql`
      WITH taken AS (
        UPDATE stock_alerts SET leased_until = ${leaseUntil.toISOString()}::timestamptz
        WHERE id IN (
          SELECT id FROM stock_alerts
          WHERE due_at IS NOT NULL AND notified_at IS NULL
            AND (leased_until IS NULL OR leased_until <= ${now.toISOString()}::timestamptz)
          ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id, variant_id, email)
      SELECT t.id, t.email, v.sku, p.name, c.slug AS category, p.slug, v.size, v.flavour
      FROM taken t JOIN variants v ON v.id = t.variant_id JOIN products p ON p.id = v.product_id
      JOIN categories c ON c.id = p.category_id
      ORDER BY t.id`,
    );
    return rows.map(toDue);
  },

  notifyOnce: async (id, mail, at) => {
    const mark = (tx: Db) =>
      tx
        .update(stockAlerts)
        .set({ notifiedAt: at, leasedUntil: null })
        .where(and(eq(stockAlerts.id, id), isNull(stockAlerts.notifiedAt)))
        .returning({ id: stockAlerts.id });
    if (opts.relay) {
      const [waiting] = await db
        .select({ id: stockAlerts.id })
        .from(stockAlerts)
        .where(and(eq(stockAlerts.id, id), isNull(stockAlerts.notifiedAt)));
      if (!waiting) return;
      await opts.relay.send(mail);
      await mark(db);
      return;
    }
    const clock: Clock = { now: () => at };
    await db.transaction(async (tx) => {
      if ((await mark(tx)).length > 0) await outboxMailer(tx, clock).send(mail);
    });
  },
});
