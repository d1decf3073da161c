import { err, ok, type Result } from '../shared/result';
import type { Invoice, InvoiceKind } from './invoice';
import { acceptedPdf, type InvoicePdf, type OperatorInvoicesDeps } from './operator-invoices';
import type { InvoiceStore } from './ports';

/** No accepted document of that number belongs to the order: the shopper's page answers 404, whatever the reason (not
 * theirs, not accepted yet, none at all), so nothing is learnt about other orders. */
export type ShopperInvoiceNotFound = { readonly kind: 'invoice-not-found'; readonly message: string };

const NOT_FOUND: ShopperInvoiceNotFound = {
  kind: 'invoice-not-found',
  message: 'Esa factura no existe o todavía no la ha aceptado la DIAN.',
};

/** An accepted document as the shopper's order page links it. */
export type ShopperInvoice = { readonly kind: InvoiceKind; readonly number: string };

export type ShopperInvoicesDeps = {
  readonly invoices: Pick<InvoiceStore, 'forOrder'>;
  readonly pdfOf: OperatorInvoicesDeps['pdfOf'];
};

const acceptedOf = async (deps: ShopperInvoicesDeps, orderId: string): Promise<readonly Invoice[]> =>
  (await deps.invoices.forOrder(orderId)).filter((i) => i.state === 'accepted' && i.number !== null);

/** The accepted documents of an order the shopper may see (the caller checked it is theirs), oldest first: its invoice,
 * then its credit notes. */
export const shopperInvoices =
  (deps: ShopperInvoicesDeps) =>
  async (orderId: string): Promise<readonly ShopperInvoice[]> =>
    (await acceptedOf(deps, orderId)).map((i) => ({ kind: i.kind, number: i.number ?? '' }));

/** The PDF of one accepted document of an order the shopper may see, by its number; another order's document, or one
 * not accepted yet, is not found. */
export const shopperInvoicePdf =
  (deps: ShopperInvoicesDeps) =>
  async (orderId: string, number: string): Promise<Result<InvoicePdf, ShopperInvoiceNotFound>> => {
    const wanted = number.trim().toUpperCase();
    const invoice = (await acceptedOf(deps, orderId)).find((i) => i.number === wanted);
    const pdf = invoice ? await acceptedPdf(deps.pdfOf, invoice) : null;
    return pdf ? ok(pdf) : err(NOT_FOUND);
  };

/** The shopper's use cases of an order's documents: the accepted ones to link, and one's PDF. */
export const shopperInvoiceUses = (deps: ShopperInvoicesDeps) => ({
  list: shopperInvoices(deps),
  pdf: shopperInvoicePdf(deps),
});
export type ShopperInvoices = ReturnType<typeof shopperInvoiceUses>;
