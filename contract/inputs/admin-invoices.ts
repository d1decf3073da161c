import { z } from 'zod/mini';
import { INVOICE_STATES } from '../../core/invoicing/invoice';
import { text } from '../forms/text';
import { commaList } from './comma-list';
import { listLimit } from './list-limit';
import { noFields } from './no-fields';

const id = text('Falta la factura: su id o su número (SETP990000001).', 100);
const number = text('Falta el número del pedido.', 60);

/** How the operators' invoices endpoints are read (contract/admin-invoices.ts). */
export const adminInvoiceInputs = {
  listInvoices: z.object({
    states: z.optional(
      commaList(
        z.enum(INVOICE_STATES, {
          error: `Ese estado de factura no existe: usa ${INVOICE_STATES.join(', ')}.`,
        }),
      ),
    ),
    failed: z.optional(z.enum(['1', '0'], { error: 'Usa failed=1 para ver solo las facturas con problemas.' })),
    limit: z.optional(listLimit),
  }),
  showInvoice: z.object({ id }),
  retryInvoice: z.object({ id }),
  invoicePdf: z.object({ id }),
  invoiceNumbering: noFields,
  orderInvoices: z.object({ number }),
};
