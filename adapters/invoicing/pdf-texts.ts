import type { TaxRate } from '../../core/catalog/product';
import type { DianIdType, InvoiceBuyer, InvoiceDraft, InvoiceNumbering } from '../../core/invoicing/invoice';
import { formatLongDate } from '../../core/shared/bogota-time-text';
import { formatPesos } from '../../core/shared/format';

/** The title a document carries, as the Anexo Técnico names its kinds. */
export const documentTitle = (draft: Pick<InvoiceDraft, 'kind'>): string =>
  draft.kind === 'invoice' ? 'Factura electrónica de venta' : 'Nota crédito electrónica';

/** The code's name on the document: CUFE for an invoice, CUDE for a note. */
export const codeName = (draft: Pick<InvoiceDraft, 'kind'>): string => (draft.kind === 'invoice' ? 'CUFE' : 'CUDE');

const ID_TYPE_NAME: ReadonlyMap<DianIdType, string> = new Map([
  ['12', 'Tarjeta de identidad'],
  ['13', 'Cédula de ciudadanía'],
  ['22', 'Cédula de extranjería'],
  ['31', 'NIT'],
  ['41', 'Pasaporte'],
  ['47', 'Permiso especial de permanencia (PEP)'],
  ['48', 'Permiso por protección temporal (PPT)'],
]);

const withDots = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** The buyer's document as the representation prints it: "Cédula de ciudadanía 1.020.304.050", "NIT 900.123.456-7",
 * a passport as typed, or "Consumidor final (222222222222)". */
export const buyerDocumentText = (buyer: InvoiceBuyer): string => {
  if (buyer.finalConsumer) return `Consumidor final (${buyer.idNumber})`;
  const name = ID_TYPE_NAME.get(buyer.idType) ?? buyer.idType;
  const number = /^\d+$/.test(buyer.idNumber) ? withDots(buyer.idNumber) : buyer.idNumber;
  return buyer.checkDigit === null ? `${name} ${number}` : `${name} ${number}-${buyer.checkDigit}`;
};

/** "19 %": an IVA rate as printed. */
export const rateText = (rate: TaxRate): string => `${Math.round(rate * 100)} %`;

/** A line's unit value before IVA: whole pesos when the base divides evenly, else with its two decimals
 * ("$ 42.016,81"), since the base of an IVA-included price rarely does. */
export const unitValueText = (base: number, quantity: number): string => {
  const cents = Math.round((base * 100) / quantity);
  if (cents % 100 === 0) return formatPesos(cents / 100);
  return `${formatPesos(Math.trunc(cents / 100))},${String(Math.abs(cents % 100)).padStart(2, '0')}`;
};

/** The resolution that authorises the invoice's number, as the Anexo asks the representation to print it. */
export const numberingText = (numbering: InvoiceNumbering): string =>
  `Autorización de numeración de facturación No. ${numbering.resolution} de ${formatLongDate(numbering.validFrom)}, ` +
  `prefijo ${numbering.prefix}, del ${numbering.from} al ${numbering.to}, ` +
  `vigente del ${formatLongDate(numbering.validFrom)} al ${formatLongDate(numbering.validTo)}.`;

/** How the order was paid: the DIAN's forma de pago (always contado) and its means. */
export const paymentText = (draft: Pick<InvoiceDraft, 'paidOnDelivery'>): string =>
  `Forma de pago: contado · Medio de pago: ${draft.paidOnDelivery ? 'efectivo contra entrega' : 'pago en línea'}`;

/** A credit note's concept as the Anexo's table of correction concepts names it. */
export const conceptText = (concept: '1' | '2'): string =>
  concept === '1' ? 'Devolución de parte de los bienes' : 'Anulación de factura electrónica';

/** The notice a document of the test environment carries on every page. */
export const TEST_NOTICE = 'Documento de pruebas — sin validez fiscal';
