import type { TaxRate } from '../catalog/product';
import type { CalendarDate } from '../shared/calendar-date';
import type { Pesos } from '../shared/money';

/** An electronic sales invoice (factura electrónica de venta, DIAN type 01) or a credit note (nota crédito, 91). */
export type InvoiceKind = 'invoice' | 'credit-note';

/**
 * Where a document stands:
 * - `waiting-range`: a sale taken when the authorised range was spent or out of date: no number yet, flagged until a
 *   new range is configured;
 * - `pending`: numbered (its number kept for good), waiting to be accepted: sent at `nextAttemptAt`, again after an
 *   outage or a time-out (the same document, never a new number);
 * - `accepted`: validated by the tax authority, sent to the buyer;
 * - `refused`: refused with its rules, flagged for an operator (who corrects the cause and retries it).
 */
export const INVOICE_STATES = ['waiting-range', 'pending', 'accepted', 'refused'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** The buyer's identity document as the DIAN codes it (13 cédula, 22 cédula de extranjería, 31 NIT, 41 pasaporte, 47
 * PEP, 48 PPT, 12 tarjeta de identidad), or consumidor final (13, 222222222222) when the shopper gave none. */
export type DianIdType = '12' | '13' | '22' | '31' | '41' | '47' | '48';

export type InvoiceBuyer = {
  readonly idType: DianIdType;
  readonly idNumber: string;
  /** The NIT's check digit (type 31 only). */
  readonly checkDigit: number | null;
  /** Consumidor final: a buyer who gave no document. */
  readonly finalConsumer: boolean;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly address: string;
  /** DANE's DIVIPOLA codes and names. */
  readonly departmentCode: string;
  readonly departmentName: string;
  readonly municipalityCode: string;
  readonly municipalityName: string;
};

/** One line of a document, whole pesos: a product as sold, the shipping, the cash-on-delivery surcharge. */
export type InvoiceLine = {
  /** The product's SKU, `ENVIO` or `RECARGO-CONTRAENTREGA`. */
  readonly code: string;
  readonly description: string;
  readonly quantity: number;
  /** The line before IVA, its IVA and both together (what the shopper paid for it). */
  readonly base: Pesos;
  readonly taxRate: TaxRate;
  readonly iva: Pesos;
  readonly gross: Pesos;
};

/** The IVA of one rate over the document's lines. */
export type TaxSubtotal = { readonly rate: TaxRate; readonly base: Pesos; readonly iva: Pesos };

/** A document's totals, as the UBL LegalMonetaryTotal has them. */
export type InvoiceTotals = {
  /** Σ line bases (LineExtensionAmount). */
  readonly lines: Pesos;
  /** Σ bases of the lines that carry IVA (TaxExclusiveAmount). */
  readonly taxed: Pesos;
  readonly iva: Pesos;
  /** lines + iva (TaxInclusiveAmount). */
  readonly withTax: Pesos;
  /** The gift credit applied, a document-level allowance that does not change the IVA (AllowanceTotalAmount). */
  readonly allowance: Pesos;
  /** withTax − allowance: what the buyer paid (PayableAmount). */
  readonly payable: Pesos;
};

/** The document the invoicing builds from an order (or a refund), before the tax authority's own wire format. */
export type InvoiceDraft = {
  readonly kind: InvoiceKind;
  /** The authorised prefix and consecutive (SETP 990000001); `number` is both written together. */
  readonly prefix: string;
  readonly consecutive: number;
  readonly number: string;
  /** When it was numbered: its issue date and time (FecFac, HorFac), kept for every retry. */
  readonly issuedAt: Date;
  readonly orderNumber: string;
  readonly buyer: InvoiceBuyer;
  readonly lines: readonly InvoiceLine[];
  readonly taxes: readonly TaxSubtotal[];
  readonly totals: InvoiceTotals;
  /** How the order was paid: on delivery (cash) or online (card, transfer, wallet). */
  readonly paidOnDelivery: boolean;
  /** A credit note's invoice and why (DIAN concept 1: devolución de parte de los bienes; 2: anulación). */
  readonly refersTo: {
    readonly number: string;
    readonly code: string;
    readonly issuedAt: Date;
    readonly concept: '1' | '2';
    readonly reason: string;
  } | null;
};

/** The authorised numbering of the DIAN's resolution (DIAN_RESOLUTION_*), and the credit notes' own prefix. */
export type InvoiceNumbering = {
  readonly resolution: string;
  readonly prefix: string;
  readonly from: number;
  readonly to: number;
  readonly validFrom: CalendarDate;
  readonly validTo: CalendarDate;
  readonly creditNotePrefix: string;
};

/** A rule the tax authority refused a document by: its code and its message (FAD06, "…"). */
export type RuleBreach = { readonly code: string; readonly message: string };

/** A document as the store keeps it. */
export type Invoice = {
  readonly id: string;
  readonly kind: InvoiceKind;
  readonly orderId: string;
  readonly orderNumber: string;
  /** The refund a credit note gives back (issue 34's `return_refunds` id); null for an invoice. */
  readonly refundId: string | null;
  readonly state: InvoiceState;
  /** Null while it waits for a range. */
  readonly prefix: string | null;
  readonly consecutive: number | null;
  readonly number: string | null;
  readonly issuedAt: Date | null;
  /** The CUFE (invoice) or CUDE (credit note), once prepared. */
  readonly code: string | null;
  readonly payable: Pesos;
  readonly attempts: number;
  readonly nextAttemptAt: Date | null;
  readonly lastError: string | null;
  readonly rules: readonly RuleBreach[];
  readonly acceptedAt: Date | null;
  readonly mailedAt: Date | null;
  readonly createdAt: Date;
};
