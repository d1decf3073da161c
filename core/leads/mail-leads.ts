import { EVENT_RETRIES, retryDelayMs, type RetryPolicy } from '../events/dispatch-events';
import type { Clock, Logger } from '../shared/ports';
import { leadAcknowledgementMail, leadInboxMail, type LeadMailContext } from './lead-mails';
import type { DueLead, LeadMail, LeadStore } from './ports';

const BATCH = 50;

export type MailLeadsDeps = {
  readonly leads: LeadStore;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly mail: LeadMailContext;
  /** How failed sends are tried again: the order events' policy unless told otherwise. */
  readonly retries?: RetryPolicy;
};

export type MailLeadsReport = { readonly mailed: number; readonly failed: number };

const messageOf = (error: unknown): string => String((error as Error)?.message ?? error);

/** Sends the mails of one lead not sent yet, then closes it; a failure leaves the ones sent recorded and the lead due
 * again later with a growing delay, until the last attempt leaves it for an operator. */
const deliver = async (deps: MailLeadsDeps, lead: DueLead): Promise<keyof MailLeadsReport> => {
  const policy = deps.retries ?? EVENT_RETRIES;
  const mails: readonly (readonly [LeadMail, typeof leadInboxMail])[] = [
    ['inbox', leadInboxMail],
    ['acknowledgement', leadAcknowledgementMail],
  ];
  try {
    for (const [which, build] of mails)
      if (!lead.mailed.includes(which))
        await deps.leads.mailOnce(lead.id, which, build(deps.mail, lead), deps.clock.now());
    await deps.leads.markMailed(lead.id);
    return 'mailed';
  } catch (error) {
    const attempts = lead.attempts + 1;
    const now = deps.clock.now();
    const retryAt = attempts >= policy.maxAttempts ? null : new Date(now.getTime() + retryDelayMs(attempts, policy));
    const failure = messageOf(error).slice(0, 2000);
    await deps.leads.markFailed(lead.id, { error: failure, retryAt });
    const fields = { lead: lead.id, kind: lead.kind, attempts, err: failure };
    if (retryAt)
      deps.logger.warn({ ...fields, retryAt: retryAt.toISOString() }, 'could not mail a lead; it will be retried');
    else deps.logger.error(fields, 'a lead is left unmailed after its last attempt; it stays in the leads table');
    return 'failed';
  }
};

/** Mails every lead due now: the store's inbox gets the lead and the sender an acknowledgement, each once however often
 * a lead is taken again (a crash, a second server process); leads are leased to one mailer at a time. */
export const mailLeads = (deps: MailLeadsDeps) => async (): Promise<MailLeadsReport> => {
  const policy = deps.retries ?? EVENT_RETRIES;
  const report = { mailed: 0, failed: 0 };
  for (;;) {
    const now = deps.clock.now();
    const due = await deps.leads.claimDue(now, new Date(now.getTime() + policy.leaseMs), BATCH);
    for (const lead of due) report[await deliver(deps, lead)] += 1;
    if (due.length < BATCH) return report;
  }
};
