import { element, NS, nodes, textAt, xmlText } from './xml';

/** The operations of the DIAN's `WcfDianCustomerServices.svc` the store calls. */
export const DIAN_OPERATIONS = ['SendBillSync', 'SendTestSetAsync', 'GetStatus', 'GetStatusZip'] as const;
export type DianOperation = (typeof DIAN_OPERATIONS)[number];

/** One call, with its parameters as the service's WSDL names them. */
export type DianRequest =
  | { readonly operation: 'SendBillSync'; readonly fileName: string; readonly contentFile: string }
  | {
      readonly operation: 'SendTestSetAsync';
      readonly fileName: string;
      readonly contentFile: string;
      readonly testSetId: string;
    }
  | { readonly operation: 'GetStatus'; readonly trackId: string }
  | { readonly operation: 'GetStatusZip'; readonly trackId: string };

/** The `wsu:Id` of the signed `wsa:To`. */
export const TO_ID = 'id-To';

/** An operation's SOAP action (WS-Addressing's `wsa:Action` and the content type's `action`). */
export const soapAction = (operation: DianOperation): string => `${NS.wcf}/IWcfDianCustomerServices/${operation}`;

/** The HTTP content type of a call: SOAP 1.2 carries the action in it. */
export const soapContentType = (operation: DianOperation): string =>
  `application/soap+xml;charset=UTF-8;action="${soapAction(operation)}"`;

const parametersOf = (request: DianRequest): readonly (readonly [string, string])[] => {
  switch (request.operation) {
    case 'SendBillSync':
      return [
        ['fileName', request.fileName],
        ['contentFile', request.contentFile],
      ];
    case 'SendTestSetAsync':
      return [
        ['fileName', request.fileName],
        ['contentFile', request.contentFile],
        ['testSetId', request.testSetId],
      ];
    case 'GetStatus':
    case 'GetStatusZip':
      return [['trackId', request.trackId]];
  }
};

/**
 * A call's SOAP 1.2 envelope before WS-Security: WS-Addressing's Action and To (the service's address, with the
 * `wsu:Id` the signature refers to) in the header, the operation in the body.
 */
export const requestEnvelope = (request: DianRequest, to: string): string => {
  const body = parametersOf(request)
    .map(([name, value]) => `<wcf:${name}>${xmlText(value)}</wcf:${name}>`)
    .join('');
  return (
    `<soap:Envelope xmlns:soap="${NS.soap}" xmlns:wcf="${NS.wcf}">` +
    `<soap:Header xmlns:wsa="${NS.wsa}">` +
    `<wsa:Action>${xmlText(soapAction(request.operation))}</wsa:Action>` +
    `<wsa:To xmlns:wsu="${NS.wsu}" wsu:Id="${TO_ID}">${xmlText(to)}</wsa:To>` +
    `</soap:Header>` +
    `<soap:Body><wcf:${request.operation}>${body}</wcf:${request.operation}></soap:Body></soap:Envelope>`
  );
};

const OPERATION_NAMES: ReadonlySet<string> = new Set(DIAN_OPERATIONS);

/** The call an envelope makes (what the sandbox reads), or null when its body is not one of the operations. */
export const readRequest = (envelope: Document): DianRequest | null => {
  const call = element('/soap:Envelope/soap:Body/wcf:*', envelope);
  if (!call || !OPERATION_NAMES.has(call.localName) || nodes('/soap:Envelope/soap:Body/*', envelope).length !== 1)
    return null;
  const value = (name: string) => textAt(`wcf:${name}`, call) ?? '';
  const operation = call.localName as DianOperation;
  switch (operation) {
    case 'SendBillSync':
      return { operation, fileName: value('fileName'), contentFile: value('contentFile') };
    case 'SendTestSetAsync':
      return {
        operation,
        fileName: value('fileName'),
        contentFile: value('contentFile'),
        testSetId: value('testSetId'),
      };
    case 'GetStatus':
    case 'GetStatusZip':
      return { operation, trackId: value('trackId') };
  }
};
