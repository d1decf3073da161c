import { and, desc, eq, lt } from 'drizzle-orm';
import type { NotificationKept, NotificationLog, StoredNotification } from '../../core/payments/notification-log';
import type { SignatureVerdict } from '../../core/payments/ports';
import type { Db } from './db';
import { paymentNotifications } from './schema/index';

type Row = typeof paymentNotifications.$inferSelect;

const toNotification = (r: Row): StoredNotification => ({
  id: r.id,
  provider: r.provider,
  receivedAt: r.receivedAt,
  notification: { headers: r.headers, query: r.query, body: r.body },
  kept: r.kept as NotificationKept,
  body: { bytes: r.bodyBytes, sha256: r.bodySha256 },
  verdict: r.verdict as SignatureVerdict,
  reference: r.reference,
  result: r.result,
  handledAt: r.handledAt,
});

/** Webhooks and callbacks in SQL: genuine ones as they arrived, refused ones as their digest. */
export const sqlNotificationLog = (db: Db): NotificationLog => ({
  add: async ({ provider, receivedAt, notification, kept, body, verdict, reference }) => {
    const [row] = await db
      .insert(paymentNotifications)
      .values({
        provider,
        receivedAt,
        ...notification,
        kept,
        bodyBytes: body.bytes,
        bodySha256: body.sha256,
        verdict,
        reference,
      })
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
          eq(paymentNotifications.kept, 'whole'),
        ),
      )
      .orderBy(desc(paymentNotifications.id))
      .limit(1);
    return row ? toNotification(row) : null;
  },

  pruneDigests: async (before) =>
    (
      await db
        .delete(paymentNotifications)
        .where(and(eq(paymentNotifications.kept, 'digest'), lt(paymentNotifications.receivedAt, before)))
        .returning({ id: paymentNotifications.id })
    ).length,
});
