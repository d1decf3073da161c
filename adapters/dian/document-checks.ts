import type { InvoiceNumbering, RuleBreach } from '../../core/invoicing/invoice';
import { formatCalendarDate } from '../../core/shared/calendar-date';
import { cude, cufe, fieldsOfDocument } from './cufe';
import { softwareSecurityCode } from './dian-extensions';
import { breach } from './dian-rules';
import { isCreditNote, nodesAt, parseXml, ROOT, textAt } from './read-document';
import { verifySignature } from './signature';

export { DIAN_RULE_TEXT } from './dian-rules';

/** What the checks compare a document with: the issuer's secrets, its numbering, and the time it is received. */
export type DocumentExpectations = {
  readonly technicalKey: string;
  readonly pin: string;
  readonly numbering: InvoiceNumbering;
  readonly now: Date;
};

const EXTENSIONS = `${ROOT}/ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent`;

/** The elements the DIAN's schema requires first, by kind (root-relative XPath). */
const COMMON = [
  `${EXTENSIONS}/sts:DianExtensions/sts:SoftwareProvider/sts:SoftwareID`,
  `${EXTENSIONS}/sts:DianExtensions/sts:SoftwareSecurityCode`,
  `${EXTENSIONS}/sts:DianExtensions/sts:QRCode`,
  `${EXTENSIONS}/ds:Signature`,
  `${ROOT}/cbc:UBLVersionID`,
  `${ROOT}/cbc:CustomizationID`,
  `${ROOT}/cbc:ProfileID`,
  `${ROOT}/cbc:ProfileExecutionID`,
  `${ROOT}/cbc:ID`,
  `${ROOT}/cbc:UUID`,
  `${ROOT}/cbc:IssueDate`,
  `${ROOT}/cbc:IssueTime`,
  `${ROOT}/cbc:DocumentCurrencyCode`,
  `${ROOT}/cbc:LineCountNumeric`,
  `${ROOT}/cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID`,
  `${ROOT}/cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID`,
  `${ROOT}/cac:TaxTotal/cbc:TaxAmount`,
  `${ROOT}/cac:LegalMonetaryTotal/cbc:LineExtensionAmount`,
  `${ROOT}/cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount`,
  `${ROOT}/cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount`,
  `${ROOT}/cac:LegalMonetaryTotal/cbc:PayableAmount`,
];
const REQUIRED = {
  invoice: [
    ...COMMON,
    `${EXTENSIONS}/sts:DianExtensions/sts:InvoiceControl/sts:InvoiceAuthorization`,
    `${ROOT}/cbc:InvoiceTypeCode`,
    `${ROOT}/cac:InvoiceLine`,
  ],
  creditNote: [
    ...COMMON,
    `${ROOT}/cbc:CreditNoteTypeCode`,
    `${ROOT}/cac:DiscrepancyResponse/cbc:ResponseCode`,
    `${ROOT}/cac:BillingReference/cac:InvoiceDocumentReference/cbc:UUID`,
    `${ROOT}/cac:CreditNoteLine`,
  ],
} as const;

/** The consecutive of a number with the range's prefix, or null when the prefix is not it. */
const consecutiveOf = (number: string, prefix: string): number | null => {
  const rest = number.startsWith(prefix) ? number.slice(prefix.length) : '';
  return /^\d{1,15}$/.test(rest) ? Number(rest) : null;
};

/** An invoice's number inside the authorised range (FAD05b–d) and its date inside the resolution's (FAD09a–b). */
const numberingBreaches = (doc: Document, numbering: InvoiceNumbering): readonly RuleBreach[] => {
  const number = textAt(doc, `${ROOT}/cbc:ID`) ?? '';
  const consecutive = consecutiveOf(number, numbering.prefix);
  const range = `${number}; ${numbering.prefix} ${numbering.from}–${numbering.to}`;
  const date = textAt(doc, `${ROOT}/cbc:IssueDate`) ?? '';
  return [
    ...(consecutive === null ? [breach('FAD05d', range)] : []),
    ...(consecutive !== null && consecutive < numbering.from ? [breach('FAD05b', range)] : []),
    ...(consecutive !== null && consecutive > numbering.to ? [breach('FAD05c', range)] : []),
    ...(date < formatCalendarDate(numbering.validFrom) ? [breach('FAD09a', date)] : []),
    ...(date > formatCalendarDate(numbering.validTo) ? [breach('FAD09b', date)] : []),
  ];
};

/**
 * The signature (ZE02): valid against the certificate inside the document, and not made after the document was
 * received (a signing or issue time in the future); and signed the day it was issued (FAD09e, CAD09e).
 */
const signatureBreaches = (xml: string, doc: Document, creditNote: boolean, now: Date): readonly RuleBreach[] => {
  const signingTime = textAt(doc, '//xades:SigningTime') ?? '';
  const issueDate = textAt(doc, `${ROOT}/cbc:IssueDate`) ?? '';
  const issuedAt = new Date(`${issueDate}T${textAt(doc, `${ROOT}/cbc:IssueTime`) ?? ''}`);
  const signedAt = new Date(signingTime);
  const future = !(issuedAt <= now && signedAt <= now);
  const signature = verifySignature(xml).valid ? [] : [breach('ZE02')];
  const late = future ? [breach('ZE02', 'fecha de firma o de emisión posterior a la recepción')] : [];
  return [
    ...(signature.length > 0 ? signature : late),
    ...(signingTime.slice(0, 10) === issueDate ? [] : [breach(creditNote ? 'CAD09e' : 'FAD09e')]),
  ];
};

/**
 * What the DIAN checks first, each breach as its rule code with the DIAN's message; empty when it would accept the
 * document: the schema's required elements (nothing else is checked without them), the CUFE (invoice, technical key)
 * or CUDE (credit note, PIN) recomputed from the document, its signature against the certificate inside it and its
 * time not after `now`, an invoice's number inside the authorised range and its date inside the resolution's, and
 * the software security code.
 */
export const checkDocument = (xml: string, expect: DocumentExpectations): readonly RuleBreach[] => {
  let doc: Document;
  try {
    doc = parseXml(xml);
  } catch (error) {
    return [breach('ZB01', error instanceof Error ? error.message : String(error))];
  }
  const creditNote = isCreditNote(doc);
  const missing = REQUIRED[creditNote ? 'creditNote' : 'invoice'].filter((path) => nodesAt(doc, path).length === 0);
  if (missing.length > 0) return missing.map((path) => breach('ZB01', `falta ${path.replace(`${ROOT}/`, '')}`));

  const fields = fieldsOfDocument(doc);
  const stated = textAt(doc, `${ROOT}/cbc:UUID`);
  const recomputed = creditNote
    ? cude({ ...fields, pin: expect.pin })
    : cufe({ ...fields, technicalKey: expect.technicalKey });
  const softwareId = textAt(doc, `${EXTENSIONS}/sts:DianExtensions/sts:SoftwareProvider/sts:SoftwareID`) ?? '';
  const securityCode = textAt(doc, `${EXTENSIONS}/sts:DianExtensions/sts:SoftwareSecurityCode`);
  return [
    ...(stated === recomputed ? [] : [breach(creditNote ? 'CAD06' : 'FAD06')]),
    ...signatureBreaches(xml, doc, creditNote, expect.now),
    ...(creditNote ? [] : numberingBreaches(doc, expect.numbering)),
    ...(securityCode === softwareSecurityCode(softwareId, expect.pin, fields.number)
      ? []
      : [breach(creditNote ? 'CAB27b' : 'FAB27b')]),
  ];
};
