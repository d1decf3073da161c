import { T, type AppContainer } from '../../adapters/container';
import type { adminInvoiceEndpoints } from '../../contract/admin-invoices';
import type { Handlers } from '../api/endpoints';
import { actorOf } from './operator-session';

/** The electronic invoices in the operators' API (contract/admin-invoices.ts): each use case checks the role. The use
 * cases are taken when first asked: invoicing is bound by the composition root with the document's own adapters. */
export const adminInvoiceHandlers = (c: AppContainer): Handlers<typeof adminInvoiceEndpoints> => {
  const invoices = () => c.get(T.operatorInvoices);
  return {
    listInvoices: ({ states, failed, limit }, ctx) =>
      invoices().listInvoices(actorOf(ctx.actor), { states, failed: failed === '1', limit: limit ?? 50 }),
    showInvoice: ({ id }, ctx) => invoices().showInvoice(actorOf(ctx.actor), id),
    retryInvoice: ({ id }, ctx) => invoices().retryInvoice(actorOf(ctx.actor), id),
    invoicePdf: ({ id }, ctx) => invoices().invoicePdf(actorOf(ctx.actor), id),
    invoiceNumbering: (_, ctx) => invoices().invoiceNumbering(actorOf(ctx.actor)),
    orderInvoices: ({ number }, ctx) => invoices().orderInvoices(actorOf(ctx.actor), number),
  };
};
