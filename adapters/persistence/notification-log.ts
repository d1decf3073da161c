import { desc, eq, and } from 'drizzle-orm';
import type { NotificationLog, SignatureVerdict, StoredNotification } from '../../core/payments/ports';
import type { Db } from './db';
import { paymentNotifications } from './schema/index';

type Row = typeof paymentNotifications.$inferSelect;

const toNotification = (r: Row): StoredNotification => ({
  id: r.id,
  provider: r.provider,
  receivedAt: r.receivedAt,
  notification: { headers: r.headers, query: r.query, body: r.body },
  verdict: r.verdict as SignatureVerdict,
  reference: r.reference,
  result: r.result,
  handledAt: r.handledAt,
});

/** Webhooks and callbacks in SQL, kept as they arrived. */
export const sqlNotificationLog = (db: Db): NotificationLog => ({
  add: async ({ provider, receivedAt, notification, verdict, reference }) => {
    const [row] = await db
      .insert(paymentNotifications)
      .values({ provider, receivedAt, ...notification, verdict, reference })
      .returning({ id: paymentNotifications.id });
    return row.id;
  },

  settle: async (id, result, at) => {
    await db.update(paymentNotifications).set({ result, handledAt: at }).where(eq(paymentNotifications.id, id));
  },

  find: async (id) => {
    if (!Number.isSafeInteger(id) || id < 1) return null;
    const [row] = await db.select().from(paymentNotifications).where(eq(paymentNotifications.id, id));
    return row ? toNotification(row) : null;
  },

  list: async ({ provider, limit }) =>
    (
      await db
        .select()
        .from(paymentNotifications)
        .where(and(provider !== undefined ? eq(paymentNotifications.provider, provider) : undefined))
        .orderBy(desc(paymentNotifications.id))
        .limit(limit)
    ).map(toNotification),

  latestValid: async (provider, reference) => {
    const [row] = await db
      .select()
      .from(paymentNotifications)
      .where(
        and(
          eq(paymentNotifications.provider, provider),
          eq(paymentNotifications.reference, reference),
          eq(paymentNotifications.verdict, 'valid'),
        ),
      )
      .orderBy(desc(paymentNotifications.id))
      .limit(1);
    return row ? toNotification(row) : null;
  },
});
