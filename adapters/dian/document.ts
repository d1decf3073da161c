import type { InvoiceDraft } from '../../core/invoicing/invoice';
import type { PreparedDocument } from '../../core/invoicing/ports';
import { buyerId, buyerPartyXml } from './buyer-party';
import type { Certificate } from './certificate';
import { cude, cufe, type CodeFields } from './cufe';
import { dianExtensionsXml, qrText } from './dian-extensions';
import { allowanceXml, documentTaxXml, linesXml, monetaryTotalXml, paymentXml } from './document-lines';
import { environmentCode, issuerPartyXml, type DianContext } from './issuer-party';
import { signXades } from './xades';
import { amount, bogota, el, NS } from './xml-text';

/** The CUFE or CUDE fields of a draft, as its XML states them. */
export const fieldsOfDraft = (draft: InvoiceDraft, context: DianContext): CodeFields => {
  const { date, time } = bogota(draft.issuedAt);
  return {
    number: draft.number,
    date,
    time,
    lines: amount(draft.totals.lines),
    iva: amount(draft.totals.iva),
    inc: amount(0),
    ica: amount(0),
    payable: amount(draft.totals.payable),
    issuerNit: context.issuer.nit,
    buyerId: buyerId(draft.buyer),
    environment: environmentCode(context),
  };
};

/** A draft's code: the CUFE (technical key) of an invoice, the CUDE (software PIN) of a credit note. */
export const codeOfDraft = (draft: InvoiceDraft, context: DianContext): string => {
  const fields = fieldsOfDraft(draft, context);
  return draft.kind === 'invoice'
    ? cufe({ ...fields, technicalKey: context.technicalKey })
    : cude({ ...fields, pin: context.pin });
};

const KINDS = {
  'invoice': {
    root: 'Invoice',
    ns: NS.invoice,
    customization: '10',
    profile: 'DIAN 2.1: Factura Electrónica de Venta',
    typeCode: el('cbc:InvoiceTypeCode', '01'),
    scheme: 'CUFE-SHA384',
  },
  'credit-note': {
    root: 'CreditNote',
    ns: NS.creditNote,
    customization: '20',
    profile: 'DIAN 2.1: Nota Crédito de Factura Electrónica de Venta',
    typeCode: el('cbc:CreditNoteTypeCode', '91'),
    scheme: 'CUDE-SHA384',
  },
} as const;

const namespaces = (rootNs: string): string =>
  `xmlns="${rootNs}" xmlns:cac="${NS.cac}" xmlns:cbc="${NS.cbc}" xmlns:ds="${NS.ds}" xmlns:ext="${NS.ext}" ` +
  `xmlns:sts="${NS.sts}" xmlns:xades="${NS.xades}" xmlns:xades141="${NS.xades141}"`;

/** A credit note's reason (DiscrepancyResponse) and its invoice (BillingReference); nothing for an invoice. */
const referenceXml = (draft: InvoiceDraft): readonly [string, string] => {
  const ref = draft.refersTo;
  if (draft.kind !== 'credit-note' || !ref) return ['', ''];
  return [
    `<cac:DiscrepancyResponse>${el('cbc:ReferenceID', ref.number)}${el('cbc:ResponseCode', ref.concept)}` +
      `${el('cbc:Description', ref.reason)}</cac:DiscrepancyResponse>`,
    `<cac:BillingReference><cac:InvoiceDocumentReference>${el('cbc:ID', ref.number)}` +
      `${el('cbc:UUID', ref.code, 'schemeName="CUFE-SHA384"')}${el('cbc:IssueDate', bogota(ref.issuedAt).date)}` +
      `</cac:InvoiceDocumentReference></cac:BillingReference>`,
  ];
};

/** The unsigned UBL 2.1 document of a draft, with its code and QR text already written in. */
export const documentXml = (draft: InvoiceDraft, context: DianContext, code: string, qr: string): string => {
  const kind = KINDS[draft.kind];
  const env = environmentCode(context);
  const { date, time } = bogota(draft.issuedAt);
  const [discrepancy, billing] = referenceXml(draft);
  const prefix = draft.kind === 'invoice' ? context.numbering.prefix : context.numbering.creditNotePrefix;
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="no"?><${kind.root} ${namespaces(kind.ns)}>` +
    `<ext:UBLExtensions><ext:UBLExtension><ext:ExtensionContent>${dianExtensionsXml(draft, context, qr)}</ext:ExtensionContent></ext:UBLExtension>` +
    `<ext:UBLExtension><ext:ExtensionContent/></ext:UBLExtension></ext:UBLExtensions>` +
    `${el('cbc:UBLVersionID', 'UBL 2.1')}${el('cbc:CustomizationID', kind.customization)}${el('cbc:ProfileID', kind.profile)}` +
    `${el('cbc:ProfileExecutionID', env)}${el('cbc:ID', draft.number)}` +
    `${el('cbc:UUID', code, `schemeID="${env}" schemeName="${kind.scheme}"`)}` +
    `${el('cbc:IssueDate', date)}${el('cbc:IssueTime', time)}${kind.typeCode}` +
    `${el('cbc:DocumentCurrencyCode', 'COP')}${el('cbc:LineCountNumeric', String(draft.lines.length))}` +
    `${discrepancy}<cac:OrderReference>${el('cbc:ID', draft.orderNumber)}</cac:OrderReference>${billing}` +
    `${issuerPartyXml(context, prefix)}${buyerPartyXml(draft.buyer)}${paymentXml(draft)}${allowanceXml(draft)}` +
    `${documentTaxXml(draft.taxes, draft.totals.iva)}${monetaryTotalXml(draft)}${linesXml(draft)}</${kind.root}>`
  );
};

/**
 * The document the DIAN receives for a draft: the UBL 2.1 Invoice (01) or CreditNote (91) with the DIAN's
 * extensions, its CUFE or CUDE in cbc:UUID, signed XAdES-EPES with `certificate`; and the QR's text. The signing
 * time is the draft's issue time (the Anexo wants them on the same day), so the same draft gives the same document.
 */
export const prepareDocument = (
  draft: InvoiceDraft,
  context: DianContext,
  certificate: Certificate,
): PreparedDocument => {
  const code = codeOfDraft(draft, context);
  const qr = qrText(draft, context, code);
  const xml = signXades(documentXml(draft, context, code, qr), certificate, `xmldsig-${draft.number}`, draft.issuedAt);
  return { code, xml, qrText: qr };
};
