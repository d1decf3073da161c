import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LEAD_KINDS } from '../../../core/leads/lead';
import { LEAD_STATES } from '../../../core/leads/lead-inbox';

const at = (name: string) => timestamp(name, { withTimezone: true });
const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** The numbers of the contact messages' radicados, store-wide (the year in front is the one they were received in). */
export const leadRadicadoSeq = pgSequence('lead_radicado_seq');

/**
 * Contact messages (/contactenos/) and franchise enquiries (/franquicias/), one table with a kind: they share who wrote,
 * the message and the consent, and differ by a few columns checked per kind. Each row is also its mails' outbox entry:
 * written due in the same INSERT, taken by a mailer with FOR UPDATE SKIP LOCKED, each mail recorded once sent.
 */
export const leads = pgTable(
  'leads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** Contact: the order the message is about, if any. */
    orderNumber: text('order_number'),
    /** Contact: the subject chosen from the form's list. */
    subject: text('subject'),
    /** Contact: its case number (RAD-2026-000123), from lead_radicado_seq; null for a franchise enquiry. */
    radicado: text('radicado'),
    /** Franchise: the DANE code of the municipality, and the investment band. */
    municipalityCode: text('municipality_code'),
    investment: text('investment'),
    message: text('message').notNull(),
    /** When the sender accepted the data policy (Ley 1581 de 2012): the moment the form was sent. */
    consentAt: at('consent_at').notNull(),
    createdAt: at('created_at').notNull(),
    /** When the mails are next due (also the end of a mailer's lease); null once both went out or after the last try. */
    mailDueAt: at('mail_due_at'),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    mailError: text('mail_error'),
    inboxMailedAt: at('inbox_mailed_at'),
    acknowledgedAt: at('acknowledged_at'),
    /** Where the team stands with it (core/leads/lead-inbox.ts). */
    state: text('state').notNull().default('new'),
  },
  (t) => [
    index('leads_mail_due_idx')
      .on(t.mailDueAt, t.id)
      .where(sql`${t.mailDueAt} IS NOT NULL`),
    index('leads_created_idx').on(t.createdAt),
    uniqueIndex('leads_radicado_idx').on(t.radicado),
    check('leads_kind_known', sql`${t.kind} IN (${list(LEAD_KINDS)})`),
    check('leads_email_lower', sql`${t.email} = lower(${t.email})`),
    check('leads_contact_subject', sql`${t.kind} <> 'contact' OR ${t.subject} IS NOT NULL`),
    check('leads_contact_radicado', sql`${t.kind} <> 'contact' OR ${t.radicado} IS NOT NULL`),
    check(
      'leads_franchise_fields',
      sql`${t.kind} <> 'franchise' OR (${t.phone} IS NOT NULL AND ${t.municipalityCode} IS NOT NULL AND ${t.investment} IS NOT NULL)`,
    ),
    check('leads_mail_attempts_not_negative', sql`${t.mailAttempts} >= 0`),
    check('leads_state_known', sql`${t.state} IN (${list(LEAD_STATES)})`),
    index('leads_state_idx').on(t.state, t.id),
  ],
);

/** The replies operators mailed to the person who wrote a lead. */
export const leadReplies = pgTable(
  'lead_replies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: bigint('lead_id', { mode: 'number' })
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    operatorId: text('operator_id'),
    actor: text('actor').notNull(),
    body: text('body').notNull(),
  },
  (t) => [index('lead_replies_lead_idx').on(t.leadId, t.id)],
);
