import { and, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Email } from '../../core/people/email';
import type { MobilePhone } from '../../core/people/phone';
import type { ContactSubject, InvestmentRange, Lead, StoredLead } from '../../core/leads/lead';
import { radicadoNumber } from '../../core/leads/radicado';
import { bogotaDateOf } from '../../core/shared/bogota-time';
import type { DueLead, LeadMail, LeadStore } from '../../core/leads/ports';
import type { Mailer } from '../../core/mail/ports';
import { outboxMailer } from './outbox-mailer';
import { query } from './catalog-sql';
import type { Db } from './db';
import { leads } from './schema/index';

type Row = typeof leads.$inferSelect;

export const toLead = (r: Row): StoredLead => {
  const common = {
    id: r.id,
    name: r.name,
    email: r.email as Email,
    message: r.message,
    createdAt: r.createdAt,
    radicado: r.radicado,
  };
  return r.kind === 'franchise'
    ? {
        ...common,
        kind: 'franchise',
        phone: (r.phone ?? '') as MobilePhone,
        municipalityCode: r.municipalityCode ?? '',
        investment: (r.investment ?? '') as InvestmentRange,
      }
    : {
        ...common,
        kind: 'contact',
        phone: r.phone as MobilePhone | null,
        orderNumber: r.orderNumber,
        subject: (r.subject ?? 'otro') as ContactSubject,
      };
};

const toDue = (r: Row): DueLead => ({
  ...toLead(r),
  attempts: r.mailAttempts,
  mailed: [...(r.inboxMailedAt ? ['inbox' as const] : []), ...(r.acknowledgedAt ? ['acknowledgement' as const] : [])],
});

/** The column that records each mail of a lead. */
const mailedColumn = (which: LeadMail) => (which === 'inbox' ? leads.inboxMailedAt : leads.acknowledgedAt);

const columnsOf = (lead: Lead) =>
  lead.kind === 'contact'
    ? { phone: lead.phone, orderNumber: lead.orderNumber, subject: lead.subject }
    : { phone: lead.phone, municipalityCode: lead.municipalityCode, investment: lead.investment };

/**
 * Leads in SQL. The INSERT that keeps a lead makes its mails due, so the lead and its outbox entry are one row; a
 * mailer takes due rows with FOR UPDATE SKIP LOCKED and pushes their due time to the end of its lease. Without `relay`
 * each mail is written to the store's mail outbox in the transaction that records it (exactly once); with a mail server
 * it is sent first and recorded after (at least once: a crash in between sends it again).
 */
export const sqlLeadStore = (db: Db, opts: { readonly relay?: Mailer } = {}): LeadStore => ({
  record: async (lead, at) => {
    // The sequence's number is taken before the INSERT: a failed write leaves a gap, never a number used twice.
    const radicado =
      lead.kind === 'contact'
        ? radicadoNumber(
            bogotaDateOf(at).year,
            Number((await query<{ n: string }>(db, sql`SELECT nextval('lead_radicado_seq')::text AS n`))[0].n),
          )
        : null;
    const [row] = await db
      .insert(leads)
      .values({
        kind: lead.kind,
        name: lead.name,
        email: lead.email,
        message: lead.message,
        ...columnsOf(lead),
        radicado,
        consentAt: at,
        createdAt: at,
        mailDueAt: at,
      })
      .returning();
    return toLead(row);
  },

  claimDue: async (now, leaseUntil, limit) => {
    const due = db
      .select({ id: leads.id })
      .from(leads)
      .where(and(isNotNull(leads.mailDueAt), lte(leads.mailDueAt, now)))
      .orderBy(leads.mailDueAt, leads.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    const taken = await db.update(leads).set({ mailDueAt: leaseUntil }).where(inArray(leads.id, due)).returning();
    return taken.sort((a, b) => a.id - b.id).map(toDue);
  },

  mailOnce: async (id, which, message, at) => {
    const column = mailedColumn(which);
    const record = (tx: Db) =>
      tx
        .update(leads)
        .set(which === 'inbox' ? { inboxMailedAt: at } : { acknowledgedAt: at })
        .where(and(eq(leads.id, id), isNull(column)))
        .returning({ id: leads.id });
    if (opts.relay) {
      const [waiting] = await db
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.id, id), isNull(column)));
      if (!waiting) return;
      await opts.relay.send(message);
      await record(db);
      return;
    }
    await db.transaction(async (tx) => {
      if ((await record(tx)).length > 0) await outboxMailer(tx, { now: () => at }).send(message);
    });
  },

  markMailed: async (id) => {
    await db.update(leads).set({ mailDueAt: null, mailError: null }).where(eq(leads.id, id));
  },

  markFailed: async (id, { error, retryAt }) => {
    await db
      .update(leads)
      .set({ mailAttempts: sql`${leads.mailAttempts} + 1`, mailError: error, mailDueAt: retryAt })
      .where(eq(leads.id, id));
  },

  list: async (limit) => (await db.select().from(leads).orderBy(desc(leads.id)).limit(limit)).map(toLead),
});
