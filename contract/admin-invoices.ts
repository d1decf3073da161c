import type { InvoicePdf, InvoiceView, NumberingView } from '../core/invoicing/operator-invoices';
import { endpoint } from './endpoint';
import type { adminInvoiceInputs as I } from './inputs/admin-invoices';

/** The electronic invoices and credit notes in the operators' API (issue 35): read with their DIAN state and rules,
 * their PDF and numbering (`invoices.read`), sent again (`invoices.retry`); behind the console and `fornido invoices`.
 * `:id` is a document's id or its number (SETP990000001). */
export const adminInvoiceEndpoints = {
  /** The newest 50 (or `limit`, up to 1000) first, of some `states` (comma-separated) or all; `failed=1`: only those
   * waiting for an operator (refused, without a range, pending after three failed attempts). */
  listInvoices: endpoint<readonly InvoiceView[], typeof I.listInvoices>()({
    method: 'GET',
    path: '/api/admin/v1/invoices',
    errors: ['forbidden'],
  }),
  showInvoice: endpoint<InvoiceView, typeof I.showInvoice>()({
    method: 'GET',
    path: '/api/admin/v1/invoices/:id',
    errors: ['forbidden', 'invoice-not-found'],
  }),
  /** Sends a refused or pending document again now, its attempts counted from zero (audited). */
  retryInvoice: endpoint<InvoiceView, typeof I.retryInvoice>()({
    method: 'POST',
    path: '/api/admin/v1/invoices/:id/retry',
    errors: ['forbidden', 'invoice-not-found', 'invoice-not-retryable'],
  }),
  /** The PDF of an accepted document, to download as `<number>.pdf`. */
  invoicePdf: endpoint<InvoicePdf, typeof I.invoicePdf>()({
    method: 'GET',
    path: '/api/admin/v1/invoices/:id/pdf',
    produces: 'application/pdf',
    errors: ['forbidden', 'invoice-not-found', 'invoice-not-accepted'],
  }),
  /** The authorised range, how much of it is used and left, and its warnings. */
  invoiceNumbering: endpoint<NumberingView, typeof I.invoiceNumbering>()({
    method: 'GET',
    path: '/api/admin/v1/invoices-numbering',
    // invoice-not-found: invoicing is off (INVOICING=off), there is no numbering.
    errors: ['forbidden', 'invoice-not-found'],
  }),
  /** An order's documents, oldest first. */
  orderInvoices: endpoint<readonly InvoiceView[], typeof I.orderInvoices>()({
    method: 'GET',
    path: '/api/admin/v1/orders/:number/invoices',
    errors: ['forbidden', 'order-not-found'],
  }),
};
