import { DateTime } from 'luxon';
import type { DocumentType } from '../../core/people/documents';
import type { PaymentRequest } from '../../core/payments/ports';
import type { BuyerInvoice } from './sdk';
import { namesOf } from '../shared/full-name';

/** Our document types as ePayco names them (a passport is `PPN`). */
const DOC_TYPE: Readonly<Record<DocumentType, string>> = {
  CC: 'CC',
  CE: 'CE',
  NIT: 'NIT',
  TI: 'TI',
  PP: 'PPN',
  PPT: 'PPT',
};

/** The invoice and buyer every ePayco payment carries: the order number as the invoice, the IVA split from the core's
 * totals (`tax`, `tax_base`), our attempt in `extra1` (echoed back as `x_extra1`) and the order in `extra2`. */
export const invoiceOf = (request: PaymentRequest, confirmationUrl: string): BuyerInvoice => ({
  invoice: request.orderNumber,
  description: request.description,
  value: String(request.amount),
  tax: String(request.tax),
  tax_base: String(request.taxBase),
  ico: '0',
  currency: 'COP',
  doc_type: DOC_TYPE[request.buyer.documentType],
  doc_number: request.buyer.documentNumber,
  ...namesOf(request.buyer.name),
  email: request.buyer.email,
  cell_phone: request.buyer.phone.replace(/\D/g, ''),
  country: 'CO',
  url_response: request.returnUrl,
  url_confirmation: confirmationUrl,
  method_confirmation: 'POST',
  ip: request.ip,
  extra1: request.attemptId,
  extra2: request.orderNumber,
});

/** A date `days` ahead in Bogotá, as ePayco's `end_date` wants it (`YYYY-MM-DD`). */
export const endDateIn = (now: Date, days: number): string =>
  DateTime.fromJSDate(now, { zone: 'America/Bogota' }).plus({ days }).toISODate()!;

/** ePayco's `fechaexpiracion` ("2026-11-27 23:59:59", Bogotá time, or just a date: its end of day) as an instant. */
export const expiryOf = (text: string | undefined): Date | null => {
  if (!text) return null;
  const trimmed = text.trim();
  const zone = { zone: 'America/Bogota' };
  const at = /^\d{4}-\d{2}-\d{2}$/.test(trimmed)
    ? DateTime.fromISO(trimmed, zone).endOf('day')
    : DateTime.fromSQL(trimmed, zone).isValid
      ? DateTime.fromSQL(trimmed, zone)
      : DateTime.fromISO(trimmed, zone);
  return at.isValid ? at.toJSDate() : null;
};
