import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
