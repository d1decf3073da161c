import { connectError, statusError } from './errors';
import { type Channel, CODES, formatNequiDate, OPERATIONS, type OperationName, SERVICE_REGION } from './wire';

/** The request envelope, keys cased exactly as Nequi reads them. */
export const requestEnvelope = (
  operation: OperationName,
  header: { readonly channel: Channel; readonly at: Date; readonly messageId: string; readonly clientId: string },
  fields: Readonly<Record<string, string>>,
) => {
  const op = OPERATIONS[operation];
  return {
    RequestMessage: {
      RequestHeader: {
        Channel: header.channel,
        RequestDate: formatNequiDate(header.at),
        MessageID: header.messageId,
        ClientID: header.clientId,
        Destination: {
          ServiceName: op.service,
          ServiceOperation: operation,
          ServiceRegion: SERVICE_REGION,
          ServiceVersion: op.version,
        },
      },
      RequestBody: { any: { [op.rq]: fields } },
    },
  };
};

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/**
 * The operation's answer (`ResponseBody.any.<op>RS`) from a 200 response's text. An empty or unreadable body is a
 * connection failure; a header status code other than "0" is `Error {code} = {description}`.
 */
export const readResponse = (operation: OperationName, text: string): Readonly<Record<string, unknown>> => {
  if (text.trim() === '') throw connectError('http', '200');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (e) {
    throw connectError('http', '200', e);
  }
  const message = field(body, 'ResponseMessage');
  const status = field(field(message, 'ResponseHeader'), 'Status');
  const code: unknown = field(status, 'StatusCode');
  if (typeof code !== 'string') throw connectError('http', '200');
  if (code !== CODES.ok) {
    const description = field(status, 'StatusDesc');
    throw statusError(code, typeof description === 'string' ? description : '');
  }
  const rs = field(field(field(message, 'ResponseBody'), 'any'), OPERATIONS[operation].rs);
  return typeof rs === 'object' && rs !== null ? (rs as Record<string, unknown>) : {};
};
