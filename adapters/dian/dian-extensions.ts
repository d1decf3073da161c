import { createHash } from 'node:crypto';
import type { InvoiceDraft } from '../../core/invoicing/invoice';
import { formatCalendarDate } from '../../core/shared/calendar-date';
import { buyerId } from './buyer-party';
import { DIAN_NIT, type DianContext } from './issuer-party';
import { amount, bogota, DIAN_AGENCY, el } from './xml-text';

/** SoftwareSecurityCode: SHA-384 (hex) of the software id, its PIN and the document's number. */
export const softwareSecurityCode = (softwareId: string, pin: string, number: string): string =>
  createHash('sha384').update(`${softwareId}${pin}${number}`, 'utf8').digest('hex');

const SEARCH_QR = {
  production: 'https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=',
  test: 'https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=',
} as const;

/** Where the DIAN's catalogue shows a document, by its CUFE or CUDE. */
export const searchUrl = (context: DianContext, code: string): string => `${SEARCH_QR[context.environment]}${code}`;

/**
 * The QR's text as the Anexo defines it: number, date, time, the issuer's NIT, the buyer's id, the amounts (lines,
 * IVA, other taxes, total), the code and the catalogue's address, one `Key: value` a line.
 */
export const qrText = (draft: InvoiceDraft, context: DianContext, code: string): string => {
  const { date, time } = bogota(draft.issuedAt);
  return [
    `NumFac: ${draft.number}`,
    `FecFac: ${date}`,
    `HorFac: ${time}`,
    `NitFac: ${context.issuer.nit}`,
    `DocAdq: ${buyerId(draft.buyer)}`,
    `ValFac: ${amount(draft.totals.lines)}`,
    `ValIva: ${amount(draft.totals.iva)}`,
    `ValOtroIm: ${amount(0)}`,
    `ValTolFac: ${amount(draft.totals.payable)}`,
    `CUFE: ${code}`,
    `QRCode: ${searchUrl(context, code)}`,
  ].join('\n');
};

const invoiceControl = (context: DianContext): string => {
  const { numbering } = context;
  const day = formatCalendarDate;
  return (
    `<sts:InvoiceControl>${el('sts:InvoiceAuthorization', numbering.resolution)}` +
    `<sts:AuthorizationPeriod>${el('cbc:StartDate', day(numbering.validFrom))}${el('cbc:EndDate', day(numbering.validTo))}</sts:AuthorizationPeriod>` +
    `<sts:AuthorizedInvoices>${el('sts:Prefix', numbering.prefix)}${el('sts:From', String(numbering.from))}` +
    `${el('sts:To', String(numbering.to))}</sts:AuthorizedInvoices></sts:InvoiceControl>`
  );
};

/**
 * The DIAN's extension (sts:DianExtensions): the resolution's numbering (invoices only), the invoice source, the
 * software provider and its security code, the DIAN as authorization provider, and the QR's text.
 */
export const dianExtensionsXml = (draft: InvoiceDraft, context: DianContext, qr: string): string => {
  const providerNit = context.softwareProviderNit ?? context.issuer.nit;
  const providerDigit = context.softwareProviderNit ? nitCheckDigit(providerNit) : context.issuer.checkDigit;
  return (
    `<sts:DianExtensions>${draft.kind === 'invoice' ? invoiceControl(context) : ''}` +
    `<sts:InvoiceSource>${el('cbc:IdentificationCode', 'CO', 'listAgencyID="6" listAgencyName="United Nations Economic Commission for Europe" listSchemeURI="urn:oasis:names:specification:ubl:codelist:gc:CountryIdentificationCode-2.1"')}</sts:InvoiceSource>` +
    `<sts:SoftwareProvider>${el('sts:ProviderID', providerNit, `${DIAN_AGENCY} schemeID="${providerDigit}" schemeName="31"`)}` +
    `${el('sts:SoftwareID', context.softwareId, DIAN_AGENCY)}</sts:SoftwareProvider>` +
    el('sts:SoftwareSecurityCode', softwareSecurityCode(context.softwareId, context.pin, draft.number), DIAN_AGENCY) +
    `<sts:AuthorizationProvider>${el('sts:AuthorizationProviderID', DIAN_NIT, `${DIAN_AGENCY} schemeID="4" schemeName="31"`)}</sts:AuthorizationProvider>` +
    `${el('sts:QRCode', qr)}</sts:DianExtensions>`
  );
};

const NIT_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

/** A NIT's check digit (dígito de verificación), by the DIAN's module-11 weights from the right. */
export const nitCheckDigit = (nit: string): number => {
  const digits = [...nit].reverse().map(Number);
  const sum = digits.reduce((total, digit, i) => total + digit * (NIT_WEIGHTS[i] ?? 0), 0);
  const rest = sum % 11;
  return rest > 1 ? 11 - rest : rest;
};
