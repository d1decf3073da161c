import type { DianOperation } from './soap-envelope';
import { element, NS, nodes, parseXml, textAt, xmlText } from './xml';

/** The service's `DianResponse`: what it says about one document. */
export type DianResponse = {
  readonly isValid: boolean;
  /** `00` processed, `99` refused by its rules, `66` not found (a GetStatus of an unknown key). */
  readonly statusCode: string;
  readonly statusDescription: string;
  readonly statusMessage: string;
  /** The rule lines: `Regla: FAD06, Rechazo: …` (or `Notificación: …`, a warning). */
  readonly errorMessages: readonly string[];
  /** The ApplicationResponse, Base64. */
  readonly xmlBase64Bytes: string;
  /** The document's CUFE or CUDE. */
  readonly xmlDocumentKey: string;
  readonly xmlFileName: string;
};

/** SendTestSetAsync's `UploadDocumentResponse`: the key to ask GetStatusZip with, and what it refused at once. */
export type UploadAnswer = { readonly zipKey: string; readonly errors: readonly string[] };

/** An answer as read back: a fault, one or more DianResponses (GetStatusZip answers a list), or an upload's key. */
export type ServiceAnswer =
  | { readonly kind: 'fault'; readonly reason: string }
  | { readonly kind: 'responses'; readonly responses: readonly DianResponse[] }
  | { readonly kind: 'upload'; readonly upload: UploadAnswer };

// DataContract serialises members in alphabetical order.
const responseFields = (r: DianResponse) =>
  `<b:ErrorMessage xmlns:c="${NS.c}">${r.errorMessages.map((m) => `<c:string>${xmlText(m)}</c:string>`).join('')}` +
  `</b:ErrorMessage><b:IsValid>${r.isValid}</b:IsValid><b:StatusCode>${xmlText(r.statusCode)}</b:StatusCode>` +
  `<b:StatusDescription>${xmlText(r.statusDescription)}</b:StatusDescription>` +
  `<b:StatusMessage>${xmlText(r.statusMessage)}</b:StatusMessage>` +
  `<b:XmlBase64Bytes>${r.xmlBase64Bytes}</b:XmlBase64Bytes><b:XmlBytes i:nil="true"/>` +
  `<b:XmlDocumentKey>${xmlText(r.xmlDocumentKey)}</b:XmlDocumentKey>` +
  `<b:XmlFileName>${xmlText(r.xmlFileName)}</b:XmlFileName>`;

const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

const envelope = (operation: DianOperation, result: string) =>
  `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="${NS.soap}" xmlns:a="${NS.wsa}">` +
  `<s:Header><a:Action s:mustUnderstand="1">${NS.wcf}/IWcfDianCustomerServices/${operation}Response</a:Action>` +
  `</s:Header><s:Body><${operation}Response xmlns="${NS.wcf}">${result}</${operation}Response></s:Body></s:Envelope>`;

/** The service's answer to SendBillSync or GetStatus (one DianResponse) or GetStatusZip (a list of them). */
export const responseEnvelope = (
  operation: 'SendBillSync' | 'GetStatus' | 'GetStatusZip',
  responses: readonly DianResponse[],
): string => {
  const open = `<${operation}Result xmlns:b="${NS.b}" xmlns:i="${XSI}">`;
  const body =
    operation === 'GetStatusZip'
      ? responses.map((r) => `<b:DianResponse>${responseFields(r)}</b:DianResponse>`).join('')
      : responseFields(responses[0]);
  return envelope(operation, `${open}${body}</${operation}Result>`);
};

/** The service's answer to SendTestSetAsync. */
export const uploadEnvelope = (upload: UploadAnswer): string =>
  envelope(
    'SendTestSetAsync',
    `<SendTestSetAsyncResult xmlns:b="${NS.u}" xmlns:i="${XSI}"><b:ErrorMessageList xmlns:c="${NS.x}">` +
      upload.errors
        .map(
          (m) =>
            `<c:XmlParamsResponseTrackId><c:ProcessedMessage>${xmlText(m)}</c:ProcessedMessage>` +
            `<c:Success>false</c:Success></c:XmlParamsResponseTrackId>`,
        )
        .join('') +
      `</b:ErrorMessageList><b:ZipKey>${xmlText(upload.zipKey)}</b:ZipKey></SendTestSetAsyncResult>`,
  );

/** A SOAP 1.2 fault: `Sender` for a call it refuses to read (a bad signature), `Receiver` for its own failure. */
export const faultEnvelope = (code: 'Sender' | 'Receiver', reason: string, subcode?: string): string =>
  `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="${NS.soap}"><s:Body><s:Fault><s:Code>` +
  `<s:Value>s:${code}</s:Value>` +
  (subcode ? `<s:Subcode><s:Value xmlns:a="${NS.wsse}">a:${subcode}</s:Value></s:Subcode>` : '') +
  `</s:Code><s:Reason><s:Text xml:lang="es-CO">${xmlText(reason)}</s:Text></s:Reason></s:Fault></s:Body></s:Envelope>`;

const readResponse = (node: Node): DianResponse => ({
  isValid: textAt('b:IsValid', node) === 'true',
  statusCode: textAt('b:StatusCode', node) ?? '',
  statusDescription: textAt('b:StatusDescription', node) ?? '',
  statusMessage: textAt('b:StatusMessage', node) ?? '',
  errorMessages: nodes('b:ErrorMessage/c:string', node).map((n) => (n.textContent ?? '').trim()),
  xmlBase64Bytes: (textAt('b:XmlBase64Bytes', node) ?? '').replace(/\s+/g, ''),
  xmlDocumentKey: textAt('b:XmlDocumentKey', node) ?? '',
  xmlFileName: textAt('b:XmlFileName', node) ?? '',
});

/** Reads the service's answer to an operation; null when it is none of what the service sends. */
export const readAnswer = (operation: DianOperation, xml: string): ServiceAnswer | null => {
  const doc = parseXml(xml);
  if (!doc) return null;
  const fault = element('/soap:Envelope/soap:Body/soap:Fault', doc);
  if (fault) return { kind: 'fault', reason: textAt('soap:Reason/soap:Text', fault) ?? 'SOAP fault' };
  const result = element(`/soap:Envelope/soap:Body/wcf:${operation}Response/wcf:${operation}Result`, doc);
  if (!result) return null;
  switch (operation) {
    case 'SendTestSetAsync':
      return {
        kind: 'upload',
        upload: {
          zipKey: textAt('u:ZipKey', result) ?? '',
          errors: nodes('u:ErrorMessageList/x:XmlParamsResponseTrackId/x:ProcessedMessage', result).map((n) =>
            (n.textContent ?? '').trim(),
          ),
        },
      };
    case 'GetStatusZip':
      return { kind: 'responses', responses: nodes('b:DianResponse', result).map(readResponse) };
    case 'SendBillSync':
    case 'GetStatus':
      return { kind: 'responses', responses: [readResponse(result)] };
  }
};
