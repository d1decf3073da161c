import { adminAuditEndpoints } from '../../contract/admin-audit';
import { adminOperatorEndpoints } from '../../contract/admin-operators';
import { adminPaymentEndpoints } from '../../contract/admin-payments';
import { adminReturnEndpoints } from '../../contract/admin-returns';
import { adminInvoiceEndpoints } from '../../contract/admin-invoices';
import { httpAsk } from '../lib/http-api';

/** The operators' API as the console asks it: each call resolves to its answer or its refusal. */
export const adminApi = httpAsk(adminOperatorEndpoints);

/** Pagos: the payments page and its notifications' part. */
export const paymentsApi = httpAsk(adminPaymentEndpoints);

/** Registro: what operators did. */
export const auditApi = httpAsk(adminAuditEndpoints);

/** Devoluciones: the returns, their steps and refunds, and a goodwill refund of an order. */
export const returnsApi = httpAsk(adminReturnEndpoints);

/** Facturas: the electronic invoices and credit notes, their PDF, numbering and retries, and an order's documents. */
export const invoicesApi = httpAsk(adminInvoiceEndpoints);
