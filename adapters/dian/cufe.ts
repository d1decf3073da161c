import { createHash } from 'node:crypto';
import { isCreditNote, parseXml, ROOT, textAt } from './read-document';

/**
 * What the CUFE and the CUDE are made of (Anexo Técnico v1.9, §11): the document's number, its date and time in
 * Bogotá, its amounts as written (two decimals), the issuer's NIT and the buyer's id (both without check digit), and
 * the environment (1 producción, 2 pruebas).
 */
export type CodeFields = {
  readonly number: string;
  readonly date: string;
  readonly time: string;
  /** ValFac: the lines before taxes (LineExtensionAmount). */
  readonly lines: string;
  /** ValImp1 (01 IVA), ValImp2 (04 INC), ValImp3 (03 ICA). */
  readonly iva: string;
  readonly inc: string;
  readonly ica: string;
  /** ValTot: what is payable (PayableAmount). */
  readonly payable: string;
  readonly issuerNit: string;
  readonly buyerId: string;
  readonly environment: '1' | '2';
};

const sha384 = (text: string): string => createHash('sha384').update(text, 'utf8').digest('hex');

// NumFac + FecFac + HorFac + ValFac + "01" + ValImp1 + "04" + ValImp2 + "03" + ValImp3 + ValTot + NitOFE + NumAdq
// + key + TipoAmbiente: the same chain for both codes, only the key differs.
const chain = (f: CodeFields, key: string): string =>
  [
    f.number,
    f.date,
    f.time,
    f.lines,
    '01',
    f.iva,
    '04',
    f.inc,
    '03',
    f.ica,
    f.payable,
    f.issuerNit,
    f.buyerId,
    key,
    f.environment,
  ].join('');

/** An invoice's CUFE: SHA-384 (hex) of the Anexo's chain ending in the range's technical key (clave técnica). */
export const cufe = (fields: CodeFields & { readonly technicalKey: string }): string =>
  sha384(chain(fields, fields.technicalKey));

/** A credit note's CUDE: the same chain ending in the software's PIN. */
export const cude = (fields: CodeFields & { readonly pin: string }): string => sha384(chain(fields, fields.pin));

/**
 * An amount as the chain wants it: two decimals, truncated, not rounded; "0.00" when absent. The DIAN's validator
 * reads the document's amounts this way before it recomputes the code.
 */
export const twoDecimals = (text: string | null): string => {
  const match = /^\s*(-?\d+)(?:\.(\d*))?\s*$/.exec(text ?? '');
  return match ? `${match[1]}.${(match[2] ?? '').padEnd(2, '0').slice(0, 2)}` : '0.00';
};

/** The document-level tax of a scheme (01 IVA, 04 INC, 03 ICA). */
const taxOf = (doc: Document, scheme: string): string =>
  twoDecimals(
    textAt(doc, `${ROOT}/cac:TaxTotal[cac:TaxSubtotal/cac:TaxCategory/cac:TaxScheme/cbc:ID='${scheme}']/cbc:TaxAmount`),
  );

/** The fields of the code as a document states them, read back from its XML (what the DIAN recomputes). */
export const fieldsOfDocument = (doc: Document): CodeFields => {
  const read = (path: string): string => textAt(doc, `${ROOT}/${path}`) ?? '';
  const environment = read('cbc:ProfileExecutionID') === '1' ? '1' : '2';
  return {
    number: read('cbc:ID'),
    date: read('cbc:IssueDate'),
    time: read('cbc:IssueTime'),
    lines: twoDecimals(read('cac:LegalMonetaryTotal/cbc:LineExtensionAmount')),
    iva: taxOf(doc, '01'),
    inc: taxOf(doc, '04'),
    ica: taxOf(doc, '03'),
    payable: twoDecimals(read('cac:LegalMonetaryTotal/cbc:PayableAmount')),
    issuerNit: read('cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID'),
    buyerId: read('cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID'),
    environment,
  };
};

/**
 * The code a document's own XML gives: its CUFE with `key` the technical key (an invoice), its CUDE with `key` the
 * software PIN (a credit note). Malformed XML throws.
 */
export const codeOfDocument = (xml: string, key: string): string => {
  const doc = parseXml(xml);
  const fields = fieldsOfDocument(doc);
  return isCreditNote(doc) ? cude({ ...fields, pin: key }) : cufe({ ...fields, technicalKey: key });
};
