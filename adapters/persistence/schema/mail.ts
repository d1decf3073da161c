import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './returns';

/** Mail the store would send, kept when no SMTP server is configured (the sandbox mailbox and `fornido mail` read it). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    template: text('template').notNull(),
    /** Where replies go, when not to the From (a lead's mail to the store's inbox: the sender). */
    replyTo: text('reply_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.id)],
);

/** The files a kept mail carries (an invoice's XML and PDF), in their order, gone with their mail. */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    mailId: integer('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mailId, t.position] }),
    check('mail_attachments_position_positive', sql`${t.position} > 0`),
  ],
);
