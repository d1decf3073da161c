import type { StoredLead } from '../../core/leads/lead';
import { radicadoNumber } from '../../core/leads/radicado';
import { bogotaDateOf } from '../../core/shared/bogota-time';
import type { DueLead, LeadMail, LeadStore } from '../../core/leads/ports';
import type { MailMessage } from '../../core/mail/ports';

type Row = { lead: StoredLead; dueAt: Date | null; attempts: number; error: string | null; mailed: Set<LeadMail> };

/** Leads in memory, held to the same contract as the SQL store; `failing` makes the next sends throw (a mail outage). */
export const inMemoryLeads = () => {
  const rows: Row[] = [];
  const mails: MailMessage[] = [];
  const state = { failing: false };
  const store: LeadStore = {
    record: async (lead, at) => {
      const id = rows.length + 1;
      const radicado =
        lead.kind === 'contact'
          ? radicadoNumber(bogotaDateOf(at).year, rows.filter((r) => r.lead.kind === 'contact').length + 1)
          : null;
      const kept: StoredLead = { ...lead, id, createdAt: at, radicado };
      rows.push({ lead: kept, dueAt: at, attempts: 0, error: null, mailed: new Set() });
      return kept;
    },
    claimDue: async (now, leaseUntil, limit) => {
      const due = rows
        .filter((r) => r.dueAt !== null && r.dueAt.getTime() <= now.getTime())
        .sort((a, b) => a.dueAt!.getTime() - b.dueAt!.getTime() || a.lead.id - b.lead.id)
        .slice(0, limit);
      for (const r of due) r.dueAt = leaseUntil;
      return due
        .sort((a, b) => a.lead.id - b.lead.id)
        .map((r): DueLead => ({ ...r.lead, attempts: r.attempts, mailed: [...r.mailed] }));
    },
    mailOnce: async (id, which, message) => {
      const row = rows.find((r) => r.lead.id === id);
      if (!row || row.mailed.has(which)) return;
      if (state.failing) throw new Error('mail server unreachable');
      mails.push(message);
      row.mailed.add(which);
    },
    markMailed: async (id) => {
      const row = rows.find((r) => r.lead.id === id);
      if (row) Object.assign(row, { dueAt: null, error: null });
    },
    markFailed: async (id, { error, retryAt }) => {
      const row = rows.find((r) => r.lead.id === id);
      if (row) Object.assign(row, { dueAt: retryAt, error, attempts: row.attempts + 1 });
    },
    list: async (limit) =>
      [...rows]
        .reverse()
        .slice(0, limit)
        .map((r) => r.lead),
  };
  return { store, mails, rows, state };
};
