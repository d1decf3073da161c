import { desc, eq } from 'drizzle-orm';
import { displayable } from '../../core/mail/displayable';
import type { MailOutbox, MailTemplate, Mailer, StoredMail } from '../../core/mail/ports';
import type { Clock } from '../../core/shared/ports';
import type { Db } from './db';
import { mailOutbox } from './schema/index';

const toMail = (r: typeof mailOutbox.$inferSelect): StoredMail => ({
  id: r.id,
  to: r.to,
  subject: r.subject,
  html: r.html,
  text: r.text,
  template: r.template as MailTemplate,
  ...(r.replyTo ? { replyTo: r.replyTo } : {}),
  createdAt: r.createdAt,
});

/** The default mailer: keeps every message in the store's database (nothing leaves the machine), where the sandbox
 * mailbox at /sandbox/correo/ and `fornido mail` show it. */
export const outboxMailer = (db: Db, clock: Clock): Mailer & MailOutbox => ({
  send: async (message) => {
    await db
      .insert(mailOutbox)
      .values({ ...displayable(message), to: message.to.toLowerCase(), createdAt: clock.now() });
  },

  list: async ({ to, limit }) => {
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.to, to.trim().toLowerCase()) : undefined)
      .orderBy(desc(mailOutbox.id))
      .limit(limit);
    return rows.map(toMail);
  },

  find: async (id) => {
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    return row ? toMail(row) : null;
  },
});
