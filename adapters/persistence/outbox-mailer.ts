import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { displayable } from '../../core/mail/displayable';
import type { KeptAttachment, MailOutbox, MailTemplate, Mailer, StoredMail } from '../../core/mail/ports';
import type { Clock } from '../../core/shared/ports';
import type { Db } from './db';
import { mailAttachments, mailOutbox } from './schema/index';

const PG_INT_MAX = 2_147_483_647;

const validId = (id: number): boolean => Number.isSafeInteger(id) && id >= 1 && id <= PG_INT_MAX;

const toMail = (r: typeof mailOutbox.$inferSelect, files: readonly KeptAttachment[]): StoredMail => ({
  id: r.id,
  to: r.to,
  subject: r.subject,
  html: r.html,
  text: r.text,
  template: r.template as MailTemplate,
  ...(r.replyTo ? { replyTo: r.replyTo } : {}),
  createdAt: r.createdAt,
  files,
});

/** What the messages `ids` carry, by message, each in its order (names and sizes, not the bytes). */
const attachmentsOf = async (db: Db, ids: readonly number[]): Promise<ReadonlyMap<number, KeptAttachment[]>> => {
  const byMail = new Map<number, KeptAttachment[]>();
  if (ids.length === 0) return byMail;
  const rows = await db
    .select({
      mailId: mailAttachments.mailId,
      position: mailAttachments.position,
      filename: mailAttachments.filename,
      contentType: mailAttachments.contentType,
      size: sql<number>`octet_length(${mailAttachments.content})`.mapWith(Number),
    })
    .from(mailAttachments)
    .where(inArray(mailAttachments.mailId, [...ids]))
    .orderBy(asc(mailAttachments.mailId), asc(mailAttachments.position));
  for (const { mailId, ...kept } of rows) byMail.set(mailId, [...(byMail.get(mailId) ?? []), kept]);
  return byMail;
};

const withAttachments = async (db: Db, rows: readonly (typeof mailOutbox.$inferSelect)[]) => {
  const attachments = await attachmentsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toMail(r, attachments.get(r.id) ?? []));
};

/** The default mailer: keeps every message in the store's database (nothing leaves the machine), where the sandbox
 * mailbox at /sandbox/correo/ and `fornido mail` show it, with the files it carries. */
export const outboxMailer = (db: Db, clock: Clock): Mailer & MailOutbox => ({
  send: async (message) => {
    const { attachments = [], ...shown } = displayable(message);
    const keep = async (tx: Db) => {
      const [kept] = await tx
        .insert(mailOutbox)
        .values({ ...shown, to: message.to.toLowerCase(), createdAt: clock.now() })
        .returning({ id: mailOutbox.id });
      if (attachments.length > 0)
        await tx.insert(mailAttachments).values(
          attachments.map((a, i) => ({
            mailId: kept.id,
            position: i + 1,
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
          })),
        );
    };
    // A mail and its files are kept together or not at all.
    await (attachments.length > 0 ? db.transaction((tx) => keep(tx)) : keep(db));
  },

  list: async ({ to, limit }) => {
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.to, to.trim().toLowerCase()) : undefined)
      .orderBy(desc(mailOutbox.id))
      .limit(limit);
    return withAttachments(db, rows);
  },

  find: async (id) => {
    if (!validId(id)) return null;
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    return (await withAttachments(db, rows))[0] ?? null;
  },

  attachment: async (mailId, position) => {
    if (!validId(mailId) || !validId(position)) return null;
    const [row] = await db
      .select({
        filename: mailAttachments.filename,
        contentType: mailAttachments.contentType,
        content: mailAttachments.content,
      })
      .from(mailAttachments)
      .where(and(eq(mailAttachments.mailId, mailId), eq(mailAttachments.position, position)));
    return row ? { ...row, content: new Uint8Array(row.content) } : null;
  },
});
