import type { MailMessage } from '../mail/ports';
import type { Lead, StoredLead } from './lead';

/** The two mails of a lead: the store's inbox gets the lead, the sender a short acknowledgement. */
export type LeadMail = 'inbox' | 'acknowledgement';

/** A kept lead whose mails are due, with those already sent and the failed attempts so far. */
export type DueLead = StoredLead & { readonly mailed: readonly LeadMail[]; readonly attempts: number };

/** The contact messages and franchise enquiries, each with its mails waiting to go out. */
export type LeadStore = {
  /** Keeps a lead with its mails due at `at`, in one write: a lead is never kept without its mails, nor mailed without
   * being kept. Answers it as kept: its id and, for a contact message, its radicado, the next of one store-wide
   * sequence (never reused, so two messages never share a case number). */
  record(lead: Lead, at: Date): Promise<StoredLead>;
  /** Takes up to `limit` leads whose mails are due at `now`, oldest first, hiding them from every other mailer until
   * `leaseUntil`: several server processes never work on the same lead at once. */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<readonly DueLead[]>;
  /** Sends one of a lead's mails unless it went out already, and records it: exactly once where mail stays in the
   * store's database (one transaction), at least once through a mail server (sent, then recorded). */
  mailOnce(id: number, which: LeadMail, message: MailMessage, at: Date): Promise<void>;
  /** Closes a lead whose mails have all gone out. */
  markMailed(id: number): Promise<void>;
  /** Counts a failed attempt with its error: due again at `retryAt`, or left for an operator when it is null. */
  markFailed(id: number, failure: { readonly error: string; readonly retryAt: Date | null }): Promise<void>;
  /** The newest leads first (operators, tests). */
  list(limit: number): Promise<readonly StoredLead[]>;
};
