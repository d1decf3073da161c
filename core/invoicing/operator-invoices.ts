import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import type { Forbidden } from '../operators/operator-errors';
import type { OperatorAudit } from '../operators/ports';
import { parseOrderNumber } from '../orders/order';
import type { OrderNotFound } from '../orders/order-queries';
import type { Clock } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import type { Invoice, InvoiceKind, InvoiceNumbering, InvoiceState } from './invoice';
import type { InvoiceStore, NumberingUsage } from './ports';

/** No document has that id or number; `message` is plain English for the terminal (the console words it itself). */
export type InvoiceNotFound = { readonly kind: 'invoice-not-found'; readonly message: string };
/** A document the tax authority has not accepted (yet) has no PDF to give. */
export type InvoiceNotAccepted = { readonly kind: 'invoice-not-accepted'; readonly message: string };
/** Only a refused document, or a pending one, can be sent again: an accepted one is done, one waiting for a range has
 * no number to send. */
export type InvoiceNotRetryable = { readonly kind: 'invoice-not-retryable'; readonly message: string };

/** A pending document that failed this many attempts is flagged for an operator, like a refused one. */
export const FLAGGED_ATTEMPTS = 3;

/** Each state as the console names it. */
export const INVOICE_STATE_LABELS: ReadonlyMap<InvoiceState, string> = new Map([
  ['waiting-range', 'Esperando numeración'],
  ['pending', 'Enviándose a la DIAN'],
  ['accepted', 'Aceptada por la DIAN'],
  ['refused', 'Rechazada por la DIAN'],
]);

/** Each kind of document as the console and the shopper's pages name it. */
export const INVOICE_KIND_LABELS: ReadonlyMap<InvoiceKind, string> = new Map([
  ['invoice', 'Factura'],
  ['credit-note', 'Nota crédito'],
]);

/** A document as operators see it: what the store keeps, its state and kind in the console's words, and whether it
 * waits for an operator (refused, without a range, or failing again and again). */
export type InvoiceView = Invoice & {
  readonly stateLabel: string;
  readonly kindLabel: string;
  readonly flagged: boolean;
};

/** The authorised numbering and how much of it is used: the consecutives left, and the warnings when under 10 % of the
 * range or 30 days of validity remain (English for the terminal, Spanish `avisos` for the console). */
export type NumberingView = {
  readonly numbering: InvoiceNumbering;
  readonly usage: NumberingUsage;
  readonly left: number;
  readonly warnings: readonly string[];
  readonly avisos: readonly string[];
};

export type OperatorInvoicesDeps = {
  readonly invoices: InvoiceStore;
  /** The PDF representation of a document; null while it is not accepted (or has no document). */
  readonly pdfOf: (invoice: Invoice) => Promise<Uint8Array | null>;
  /** Null when the store issues no invoices itself (INVOICING=off). */
  readonly numbering: () => Promise<{
    readonly numbering: InvoiceNumbering;
    readonly usage: NumberingUsage;
    readonly warnings: readonly string[];
    readonly avisos: readonly string[];
  } | null>;
  /** The id of the order of a number (as parsed), or null. */
  readonly orderIdOf: (number: string) => Promise<string | null>;
  readonly clock: Clock;
  readonly audit: OperatorAudit;
};

export type InvoiceQuery = {
  readonly states?: readonly InvoiceState[];
  /** Only the documents flagged for an operator. */
  readonly failed?: boolean;
  readonly limit: number;
};

/** A PDF to download, under the name the document's number gives it. */
export type InvoicePdf = { readonly filename: string; readonly bytes: Uint8Array };

const isFlagged = (i: Invoice): boolean =>
  i.state === 'refused' || i.state === 'waiting-range' || (i.state === 'pending' && i.attempts >= FLAGGED_ATTEMPTS);

/** A document in the console's words. */
export const invoiceView = (i: Invoice): InvoiceView => ({
  ...i,
  stateLabel: INVOICE_STATE_LABELS.get(i.state) ?? i.state,
  kindLabel: INVOICE_KIND_LABELS.get(i.kind) ?? i.kind,
  flagged: isFlagged(i),
});

// Pending documents are many and mostly fine: the flagged ones among them are looked for in a wider window.
const PENDING_WINDOW = 1000;

const newestFirst = (a: Invoice, b: Invoice) => b.createdAt.getTime() - a.createdAt.getTime();

/** The document of an id or a number (SETP990000001, in any case, spaces around it). */
export const findInvoice = async (
  invoices: InvoiceStore,
  idOrNumber: string,
): Promise<Result<Invoice, InvoiceNotFound>> => {
  const text = idOrNumber.trim();
  const found = (await invoices.find(text)) ?? (await invoices.findByNumber(text.toUpperCase()));
  return found ? ok(found) : err({ kind: 'invoice-not-found', message: `No invoice ${text}.` });
};

/** The documents, newest first (`invoices.read`): of some states, or the flagged ones (refused, waiting for a range, or
 * pending after FLAGGED_ATTEMPTS failed attempts). */
export const listInvoices =
  (deps: Pick<OperatorInvoicesDeps, 'invoices'>) =>
  async (actor: Actor, query: InvoiceQuery): Promise<Result<readonly InvoiceView[], Forbidden>> => {
    const refused = authorize(actor, 'invoices.read');
    if (refused) return err(refused);
    if (!query.failed) return ok((await deps.invoices.list(query)).map(invoiceView));
    const wanted = (s: InvoiceState) => !query.states || query.states.includes(s);
    const stuck = (['refused', 'waiting-range'] as const).filter(wanted);
    const [flat, pending] = await Promise.all([
      stuck.length > 0 ? deps.invoices.list({ states: stuck, limit: query.limit }) : [],
      wanted('pending') ? deps.invoices.list({ states: ['pending'], limit: PENDING_WINDOW }) : [],
    ]);
    const found = [...flat, ...pending.filter(isFlagged)].sort(newestFirst).slice(0, query.limit);
    return ok(found.map(invoiceView));
  };

/** One document by its id or number (`invoices.read`), with its rules when refused. */
export const showInvoice =
  (deps: Pick<OperatorInvoicesDeps, 'invoices'>) =>
  async (actor: Actor, idOrNumber: string): Promise<Result<InvoiceView, Forbidden | InvoiceNotFound>> => {
    const refused = authorize(actor, 'invoices.read');
    if (refused) return err(refused);
    const found = await findInvoice(deps.invoices, idOrNumber);
    return found.ok ? ok(invoiceView(found.value)) : found;
  };

/** An order's documents, oldest first (`invoices.read`): its invoice and the credit notes of its refunds. */
export const orderInvoices =
  (deps: Pick<OperatorInvoicesDeps, 'invoices' | 'orderIdOf'>) =>
  async (actor: Actor, number: string): Promise<Result<readonly InvoiceView[], Forbidden | OrderNotFound>> => {
    const refused = authorize(actor, 'invoices.read');
    if (refused) return err(refused);
    const parsed = parseOrderNumber(number);
    const orderId = parsed ? await deps.orderIdOf(parsed) : null;
    if (!orderId) return err({ kind: 'order-not-found', message: `No order ${parsed ?? number.trim()}.` });
    return ok((await deps.invoices.forOrder(orderId)).map(invoiceView));
  };

/** Sends a refused or pending document again now, its attempts counted from zero (`invoices.retry`), audited with its
 * state before and after: an operator who corrected the cause of a refusal (or of an outage) does not wait. */
export const retryInvoice =
  (deps: Pick<OperatorInvoicesDeps, 'invoices' | 'clock' | 'audit'>) =>
  async (
    actor: Actor,
    idOrNumber: string,
  ): Promise<Result<InvoiceView, Forbidden | InvoiceNotFound | InvoiceNotRetryable>> => {
    const refused = authorize(actor, 'invoices.retry');
    if (refused) return err(refused);
    const found = await findInvoice(deps.invoices, idOrNumber);
    if (!found.ok) return found;
    const before = found.value;
    const at = deps.clock.now();
    const after = await deps.invoices.retry(before.id, at);
    const name = before.number ?? before.id;
    if (!after)
      return err({
        kind: 'invoice-not-retryable',
        message: `Invoice ${name} is ${before.state}: only a refused or pending document can be sent again.`,
      });
    await deps.audit.record({
      at,
      operatorId: actor.operatorId,
      actor: actor.name,
      action: 'invoice.retried',
      subject: name,
      before: { state: before.state, attempts: before.attempts, rules: before.rules.map((r) => r.code) },
      after: { state: after.state, attempts: after.attempts, nextAttemptAt: after.nextAttemptAt },
    });
    return ok(invoiceView(after));
  };

/** The PDF of an accepted document (`invoices.read`); a document not accepted yet has none. */
export const invoicePdf =
  (deps: Pick<OperatorInvoicesDeps, 'invoices' | 'pdfOf'>) =>
  async (
    actor: Actor,
    idOrNumber: string,
  ): Promise<Result<InvoicePdf, Forbidden | InvoiceNotFound | InvoiceNotAccepted>> => {
    const refused = authorize(actor, 'invoices.read');
    if (refused) return err(refused);
    const found = await findInvoice(deps.invoices, idOrNumber);
    if (!found.ok) return found;
    const pdf = await acceptedPdf(deps.pdfOf, found.value);
    return pdf
      ? ok(pdf)
      : err({
          kind: 'invoice-not-accepted',
          message: `Invoice ${found.value.number ?? found.value.id} is not accepted yet: it has no PDF.`,
        });
  };

/** The PDF of a document once accepted, named by its number; null before. */
export const acceptedPdf = async (
  pdfOf: OperatorInvoicesDeps['pdfOf'],
  invoice: Invoice,
): Promise<InvoicePdf | null> => {
  if (invoice.state !== 'accepted' || !invoice.number) return null;
  const bytes = await pdfOf(invoice);
  return bytes ? { filename: `${invoice.number}.pdf`, bytes } : null;
};

/** The authorised range, how much is used and left, and its warnings (`invoices.read`). */
export const invoiceNumbering =
  (deps: Pick<OperatorInvoicesDeps, 'numbering'>) =>
  async (actor: Actor): Promise<Result<NumberingView, Forbidden | InvoiceNotFound>> => {
    const refused = authorize(actor, 'invoices.read');
    if (refused) return err(refused);
    const configured = await deps.numbering();
    if (!configured)
      return err({
        kind: 'invoice-not-found',
        message: 'Invoicing is off (INVOICING=off): this store issues no invoices and has no numbering.',
      });
    const { numbering, usage, warnings, avisos } = configured;
    const left = Math.max(0, numbering.to - Math.max(usage.last ?? numbering.from - 1, numbering.from - 1));
    return ok({ numbering, usage, left, warnings, avisos });
  };

/** The operators' use cases of the documents, each checking the role. */
export const operatorInvoices = (deps: OperatorInvoicesDeps) => ({
  listInvoices: listInvoices(deps),
  showInvoice: showInvoice(deps),
  orderInvoices: orderInvoices(deps),
  retryInvoice: retryInvoice(deps),
  invoicePdf: invoicePdf(deps),
  invoiceNumbering: invoiceNumbering(deps),
});
export type OperatorInvoices = ReturnType<typeof operatorInvoices>;
