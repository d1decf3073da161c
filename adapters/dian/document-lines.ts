import type { InvoiceDraft, InvoiceLine, TaxSubtotal } from '../../core/invoicing/invoice';
import { el, money, percent } from './xml-text';

const IVA = `<cac:TaxScheme>${el('cbc:ID', '01')}${el('cbc:Name', 'IVA')}</cac:TaxScheme>`;

const taxSubtotal = (base: number, iva: number, rate: number): string =>
  `<cac:TaxSubtotal>${money('cbc:TaxableAmount', base)}${money('cbc:TaxAmount', iva)}` +
  `<cac:TaxCategory>${el('cbc:Percent', percent(rate))}${IVA}</cac:TaxCategory></cac:TaxSubtotal>`;

/** The document's IVA (01): its total and one subtotal per rate. */
export const documentTaxXml = (taxes: readonly TaxSubtotal[], iva: number): string =>
  `<cac:TaxTotal>${money('cbc:TaxAmount', iva)}${taxes.map((t) => taxSubtotal(t.base, t.iva, t.rate)).join('')}</cac:TaxTotal>`;

/**
 * One line: its quantity, its amount before IVA, its IVA at its rate, the item (the SKU as the issuer's own code,
 * scheme 999), and its price for the whole quantity (BaseQuantity = quantity keeps whole pesos exact).
 */
const lineXml = (line: InvoiceLine, index: number, kind: InvoiceDraft['kind']): string => {
  const [tag, quantityTag] =
    kind === 'invoice' ? ['cac:InvoiceLine', 'cbc:InvoicedQuantity'] : ['cac:CreditNoteLine', 'cbc:CreditedQuantity'];
  const quantity = String(line.quantity);
  return (
    `<${tag}>${el('cbc:ID', String(index + 1))}${el(quantityTag, quantity, 'unitCode="94"')}` +
    `${money('cbc:LineExtensionAmount', line.base)}` +
    `<cac:TaxTotal>${money('cbc:TaxAmount', line.iva)}${taxSubtotal(line.base, line.iva, line.taxRate)}</cac:TaxTotal>` +
    `<cac:Item>${el('cbc:Description', line.description)}` +
    `<cac:StandardItemIdentification>${el('cbc:ID', line.code, 'schemeID="999" schemeName="Estándar de adopción del contribuyente"')}</cac:StandardItemIdentification></cac:Item>` +
    `<cac:Price>${money('cbc:PriceAmount', line.base)}${el('cbc:BaseQuantity', quantity, 'unitCode="94"')}</cac:Price></${tag}>`
  );
};

/** The document's lines, numbered from 1. */
export const linesXml = (draft: InvoiceDraft): string => draft.lines.map((l, i) => lineXml(l, i, draft.kind)).join('');

/**
 * The gift credit as a document-level allowance (ChargeIndicator false, reason 11 "otro descuento") over what the
 * lines cost with IVA: it lowers what is payable, not the IVA. Nothing when no credit was applied.
 */
export const allowanceXml = (draft: InvoiceDraft): string => {
  const { allowance, withTax } = draft.totals;
  if (allowance <= 0) return '';
  const factor = withTax > 0 ? ((allowance * 100) / withTax).toFixed(2) : '0.00';
  return (
    `<cac:AllowanceCharge>${el('cbc:ID', '1')}${el('cbc:ChargeIndicator', 'false')}` +
    `${el('cbc:AllowanceChargeReasonCode', '11')}${el('cbc:AllowanceChargeReason', 'Crédito de regalo')}` +
    `${el('cbc:MultiplierFactorNumeric', factor)}${money('cbc:Amount', allowance)}${money('cbc:BaseAmount', withTax)}</cac:AllowanceCharge>`
  );
};

/** The totals (LegalMonetaryTotal): lines, taxed base, with IVA, allowance, charges (none), payable. */
export const monetaryTotalXml = (draft: InvoiceDraft): string => {
  const t = draft.totals;
  return (
    `<cac:LegalMonetaryTotal>${money('cbc:LineExtensionAmount', t.lines)}${money('cbc:TaxExclusiveAmount', t.taxed)}` +
    `${money('cbc:TaxInclusiveAmount', t.withTax)}${money('cbc:AllowanceTotalAmount', t.allowance)}` +
    `${money('cbc:ChargeTotalAmount', 0)}${money('cbc:PayableAmount', t.payable)}</cac:LegalMonetaryTotal>`
  );
};

/** Payment (PaymentMeans): contado (1), cash on delivery (10 efectivo) or online (ZZZ, a means agreed with the buyer). */
export const paymentXml = (draft: InvoiceDraft): string =>
  `<cac:PaymentMeans>${el('cbc:ID', '1')}${el('cbc:PaymentMeansCode', draft.paidOnDelivery ? '10' : 'ZZZ')}</cac:PaymentMeans>`;
