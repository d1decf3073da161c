import type { Clock, Logger } from '../shared/ports';
import { documentDraft, type DocumentDraftDeps } from './document-draft';
import type { NumberingDeps } from './numbering-health';
import type { Invoice } from './invoice';
import type { InvoiceIssuer, InvoiceOutcome, InvoiceStore, IssuerAnswer } from './ports';

/** The first wait after a failed attempt, doubling up to an hour, for ever: an invoice is never dropped. */
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 60 * 60_000;
/** How long a claimed document stays hidden from other senders: longer than a slow answer of the tax authority. */
export const SEND_LEASE_MS = 5 * 60_000;
const BATCH = 20;

/** How long to wait after a document's attempt failed, given the attempts it had before: 30 s, 1 min, 2 min … 1 h. */
export const retryDelayMs = (attemptsBefore: number): number =>
  Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(attemptsBefore, 20));

export type SendDeps = DocumentDraftDeps & {
  readonly invoices: Pick<InvoiceStore, 'claimDue' | 'documents' | 'keepPrepared' | 'settle' | 'forOrder'>;
  readonly issuer: InvoiceIssuer;
  readonly clock: Clock;
  readonly logger: Logger;
};

export type SendReport = { readonly accepted: number; readonly refused: number; readonly failed: number };

const messageOf = (error: unknown): string => String((error as Error)?.message ?? error).slice(0, 2000);

/** How an answer ends an attempt, or null when the authority never received the document (send it). */
const outcomeOf = (answer: IssuerAnswer, attemptsBefore: number, now: Date): InvoiceOutcome | null => {
  switch (answer.kind) {
    case 'accepted':
      return { kind: 'accepted', response: answer.response, at: answer.at };
    case 'refused':
      return { kind: 'refused', rules: answer.rules, response: answer.response, at: now };
    case 'unreachable':
      return { kind: 'failed', error: answer.error, retryAt: new Date(now.getTime() + retryDelayMs(attemptsBefore)) };
    case 'unknown':
      return null;
  }
};

/** One attempt at one claimed document. A document prepared before may have reached the authority (an attempt that
 * timed out, or a sender that died before recording the answer), so it is first asked about, and sent only when the
 * authority never received it: it is never sent twice. Otherwise it is prepared, once, kept, and sent. */
const attempt = async (deps: SendDeps, document: Invoice): Promise<InvoiceOutcome> => {
  const kept = (await deps.invoices.documents(document.id))?.prepared ?? null;
  if (kept) {
    const known = outcomeOf(await deps.issuer.status(kept.code), document.attempts, deps.clock.now());
    if (known) return known;
  }
  const draft = await documentDraft(deps)(document);
  const prepared = kept ?? (await deps.invoices.keepPrepared(document.id, await deps.issuer.prepare(draft)));
  const answer = await deps.issuer.send(prepared, draft);
  return (
    outcomeOf(answer, document.attempts, deps.clock.now()) ?? {
      kind: 'failed',
      error: 'The tax authority answered a sent document as unknown',
      retryAt: new Date(deps.clock.now().getTime() + retryDelayMs(document.attempts)),
    }
  );
};

/**
 * Sends the documents that are due (numbered, not yet accepted) to the tax authority and records how each ended:
 * accepted; refused, with its rules, for an operator; or failed (an outage, a time-out, a bug), due again after a
 * growing wait — the same document, with the same number, never dropped. Several senders may run at once: each
 * claims its documents for a lease.
 */
export const sendDueInvoices =
  (deps: SendDeps) =>
  async (limit = BATCH): Promise<SendReport> => {
    const now = deps.clock.now();
    const due = await deps.invoices.claimDue(now, new Date(now.getTime() + SEND_LEASE_MS), limit);
    const counts = { accepted: 0, refused: 0, failed: 0 };
    for (const document of due) {
      let outcome: InvoiceOutcome;
      try {
        outcome = await attempt(deps, document);
      } catch (error) {
        const at = deps.clock.now();
        outcome = {
          kind: 'failed',
          error: messageOf(error),
          retryAt: new Date(at.getTime() + retryDelayMs(document.attempts)),
        };
      }
      if (!(await deps.invoices.settle(document.id, outcome))) continue;
      counts[outcome.kind] += 1;
      if (outcome.kind !== 'accepted')
        deps.logger.warn(
          { invoice: document.number, order: document.orderNumber, outcome: outcome.kind },
          outcome.kind === 'refused'
            ? `Document ${document.number} was refused: ${outcome.rules.map((r) => r.code).join(', ')}`
            : `Document ${document.number} was not sent: ${outcome.error}`,
        );
    }
    return counts;
  };

/** Numbers the documents that waited for a range (a sale taken when the range was spent or out of date), oldest
 * first, from the numbering configured now: run when the store starts, so a new range lets them go. */
export const numberWaitingInvoices = (deps: NumberingDeps<'numberWaiting'>) => (): Promise<readonly Invoice[]> =>
  deps.invoices.numberWaiting(deps.numbering, deps.clock.now());
