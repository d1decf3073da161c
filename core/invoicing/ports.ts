import type { Pesos } from '../shared/money';
import type { Invoice, InvoiceDraft, InvoiceKind, InvoiceNumbering, InvoiceState, RuleBreach } from './invoice';

/** A document as the tax authority wants it: its code (CUFE or CUDE), its signed XML, and the text of its QR. */
export type PreparedDocument = { readonly code: string; readonly xml: string; readonly qrText: string };

/** What the tax authority answered about a document. */
export type IssuerAnswer =
  /** Validated: `response` is its ApplicationResponse (XML). */
  | { readonly kind: 'accepted'; readonly response: string; readonly at: Date }
  /** Refused by its rules (nothing to gain by sending it again unchanged). */
  | { readonly kind: 'refused'; readonly rules: readonly RuleBreach[]; readonly response: string }
  /** Not reached, timed out or failing on its side: the same document is sent again later. */
  | { readonly kind: 'unreachable'; readonly error: string }
  /** A status query about a document it never received. */
  | { readonly kind: 'unknown' };

/**
 * Issues electronic invoices and credit notes with the tax authority (the DIAN, or its local sandbox): prepares the
 * signed document of a draft, sends it, asks about it, and wraps an accepted one for the buyer.
 */
export type InvoiceIssuer = {
  /** `production`, or `test` (habilitación and the sandbox): written into every document. */
  readonly environment: 'production' | 'test';
  /** The document's code and its signed XML; the same draft always gives the same code. */
  prepare(draft: InvoiceDraft): Promise<PreparedDocument>;
  /** Sends a prepared document (again after an outage: the same one). */
  send(document: PreparedDocument, draft: InvoiceDraft): Promise<IssuerAnswer>;
  /** What the authority knows of a document, by its code. */
  status(code: string): Promise<IssuerAnswer>;
  /** The AttachedDocument the buyer receives: the document with the authority's answer. */
  attached(document: PreparedDocument, response: string, draft: InvoiceDraft): string;
};

/** A document to record: an order's invoice, or a refund's credit note. */
export type NewInvoice = {
  readonly id: string;
  readonly kind: InvoiceKind;
  readonly orderId: string;
  readonly orderNumber: string;
  /** The refund a credit note gives back; null for an invoice. */
  readonly refundId: string | null;
  readonly payable: Pesos;
};

/** A pending document's attempt, as it ended. */
export type InvoiceOutcome =
  | { readonly kind: 'accepted'; readonly response: string; readonly at: Date }
  | { readonly kind: 'refused'; readonly rules: readonly RuleBreach[]; readonly response: string; readonly at: Date }
  /** Not sent or not answered: counted, due again at `retryAt`. */
  | { readonly kind: 'failed'; readonly error: string; readonly retryAt: Date };

/** How much of the authorised range is used. */
export type NumberingUsage = { readonly used: number; readonly last: number | null; readonly waiting: number };

/** The documents and their numbering. */
export type InvoiceStore = {
  /**
   * Records an order's invoice (at most one per order) or a refund's credit note (one per refund), taking its number
   * in the same transaction: the next consecutive of `numbering` (credit notes: of its credit-note prefix), no gap and
   * no repeat under any concurrency; `waiting-range` with no number when the range is spent or `at` is outside its
   * dates. Recording one that exists answers it, unchanged.
   */
  record(invoice: NewInvoice, numbering: InvoiceNumbering, at: Date): Promise<Invoice>;
  find(id: string): Promise<Invoice | null>;
  findByNumber(number: string): Promise<Invoice | null>;
  /** An order's documents, oldest first. */
  forOrder(orderId: string): Promise<readonly Invoice[]>;
  /** Newest first; of some states, or all. */
  list(query: { readonly states?: readonly InvoiceState[]; readonly limit: number }): Promise<readonly Invoice[]>;
  /** Up to `limit` pending documents due at `now`, oldest first, hidden from other senders until `leaseUntil`. */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<readonly Invoice[]>;
  /** Keeps a pending document's signed XML and code the first time; later calls answer the kept one unchanged (a
   * retried document is the same document). */
  keepPrepared(id: string, document: PreparedDocument): Promise<PreparedDocument>;
  /** The kept XML and, once answered, the authority's answer. */
  documents(
    id: string,
  ): Promise<{ readonly prepared: PreparedDocument | null; readonly response: string | null } | null>;
  /** Records how an attempt ended; only while it is pending (false otherwise, nothing written). */
  settle(id: string, outcome: InvoiceOutcome): Promise<boolean>;
  /** Records that the buyer was mailed the accepted document. */
  markMailed(id: string, at: Date): Promise<void>;
  /** An operator's retry: a refused or pending document due at `now`, its attempts counted from zero. */
  retry(id: string, now: Date): Promise<Invoice | null>;
  /** Numbers the documents waiting for a range, oldest first, from `numbering` while it lasts; answers them. */
  numberWaiting(numbering: InvoiceNumbering, at: Date): Promise<readonly Invoice[]>;
  usage(numbering: InvoiceNumbering): Promise<NumberingUsage>;
};
