import type { OrderStore } from '../orders/ports';
import type { ReturnStore } from '../returns/ports';
import { creditNoteDraftOf } from './credit-note-draft';
import type { Invoice, InvoiceDraft } from './invoice';
import { invoiceDraftOf, type Numbered } from './invoice-draft';
import type { InvoiceStore } from './ports';

export type DocumentDraftDeps = {
  readonly orders: Pick<OrderStore, 'findById'>;
  readonly returns: Pick<ReturnStore, 'findRefund' | 'listForOrder'>;
  readonly invoices: Pick<InvoiceStore, 'forOrder'>;
};

/** A numbered document's number and issue date, as recorded (a document waiting for a range has none yet). */
export const numberedOf = (document: Invoice): Numbered => {
  if (document.prefix === null || document.consecutive === null || document.issuedAt === null)
    throw new Error(`Document ${document.id} of order ${document.orderNumber} has no number yet`);
  return { prefix: document.prefix, consecutive: document.consecutive, issuedAt: document.issuedAt };
};

/**
 * The draft of a recorded document, built again from its order (and, for a credit note, its refund and the order's
 * accepted invoice) with the number and issue date it was recorded with: what the sender prepares, and what the PDF
 * and the buyer's mail show. The same document always gives the same draft.
 */
export const documentDraft =
  (deps: DocumentDraftDeps) =>
  async (document: Invoice): Promise<InvoiceDraft> => {
    const numbered = numberedOf(document);
    const order = await deps.orders.findById(document.orderId);
    if (!order) throw new Error(`Order ${document.orderNumber} of document ${document.id} is missing`);
    if (document.kind === 'invoice') return invoiceDraftOf(order, numbered);
    const refund = document.refundId ? await deps.returns.findRefund(document.refundId) : null;
    if (!refund) throw new Error(`Refund ${document.refundId ?? '(none)'} of credit note ${document.id} is missing`);
    const invoice = (await deps.invoices.forOrder(order.id)).find((d) => d.kind === 'invoice');
    if (!invoice || invoice.state !== 'accepted' || !invoice.code || !invoice.number || !invoice.issuedAt)
      throw new Error(`Order ${order.number} has no accepted invoice for credit note ${document.id} to refer to`);
    const reference = { number: invoice.number, code: invoice.code, issuedAt: invoice.issuedAt };
    return creditNoteDraftOf(order, await deps.returns.listForOrder(order.id), refund, reference, numbered);
  };
