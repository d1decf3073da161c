import type { InvoiceDraft } from '../../core/invoicing/invoice';
import type { PreparedDocument } from '../../core/invoicing/ports';
import { buyerTaxSchemeXml } from './buyer-party';
import { environmentCode, issuerTaxSchemeXml, type DianContext } from './issuer-party';
import { parseXml, textAt } from './read-document';
import { bogota, cdata, el, NS } from './xml-text';

const DIAN_NAME = 'Unidad Especial Dirección de Impuestos y Aduanas Nacionales';

/** When the DIAN validated the document, as its ApplicationResponse states it (its issue date and time). */
const validatedAt = (response: string, fallback: Date): { readonly date: string; readonly time: string } => {
  try {
    const doc = parseXml(response);
    const date = textAt(doc, '/*/cbc:IssueDate');
    const time = textAt(doc, '/*/cbc:IssueTime');
    if (date && time) return { date, time };
  } catch {
    // An answer that is not XML still gets wrapped: the validation is then dated by the document itself.
  }
  return bogota(fallback);
};

/**
 * The AttachedDocument the buyer receives (Anexo Técnico v1.9, "contenedor"): the issuer as sender, the buyer as
 * receiver, the signed document in CDATA as its attachment, and the DIAN's ApplicationResponse in CDATA in the parent
 * document's line, with its result of verification (02, validated by the DIAN).
 */
export const attachedDocument = (
  prepared: PreparedDocument,
  response: string,
  draft: InvoiceDraft,
  context: DianContext,
): string => {
  const { date, time } = bogota(draft.issuedAt);
  const validated = validatedAt(response, draft.issuedAt);
  const isInvoice = draft.kind === 'invoice';
  const scheme = isInvoice ? 'CUFE-SHA384' : 'CUDE-SHA384';
  const external = (xml: string) =>
    `<cac:Attachment><cac:ExternalReference>${el('cbc:MimeCode', 'text/xml')}${el('cbc:EncodingCode', 'UTF-8')}` +
    `<cbc:Description>${cdata(xml)}</cbc:Description></cac:ExternalReference></cac:Attachment>`;
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="no"?>` +
    `<AttachedDocument xmlns="${NS.attached}" xmlns:cac="${NS.cac}" xmlns:cbc="${NS.cbc}" xmlns:ds="${NS.ds}" xmlns:ext="${NS.ext}" xmlns:xades="${NS.xades}">` +
    `${el('cbc:UBLVersionID', 'UBL 2.1')}${el('cbc:CustomizationID', 'Documentos adjuntos')}` +
    `${el('cbc:ProfileID', 'Factura Electrónica de Venta')}${el('cbc:ProfileExecutionID', environmentCode(context))}` +
    `${el('cbc:ID', draft.number)}${el('cbc:IssueDate', date)}${el('cbc:IssueTime', time)}` +
    `${el('cbc:DocumentType', 'Contenedor de Factura Electrónica')}${el('cbc:ParentDocumentID', draft.number)}` +
    `<cac:SenderParty>${issuerTaxSchemeXml(context)}</cac:SenderParty>` +
    `<cac:ReceiverParty>${buyerTaxSchemeXml(draft.buyer, false)}</cac:ReceiverParty>` +
    external(prepared.xml) +
    `<cac:ParentDocumentLineReference>${el('cbc:LineID', '1')}<cac:DocumentReference>${el('cbc:ID', draft.number)}` +
    `${el('cbc:UUID', prepared.code, `schemeName="${scheme}"`)}${el('cbc:IssueDate', date)}` +
    `${el('cbc:DocumentType', 'ApplicationResponse')}${external(response)}` +
    `<cac:ResultOfVerification>${el('cbc:ValidatorID', DIAN_NAME)}${el('cbc:ValidationResultCode', '02')}` +
    `${el('cbc:ValidationDate', validated.date)}${el('cbc:ValidationTime', validated.time)}</cac:ResultOfVerification>` +
    `</cac:DocumentReference></cac:ParentDocumentLineReference></AttachedDocument>`
  );
};
