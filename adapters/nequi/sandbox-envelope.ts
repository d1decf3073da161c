import { z } from 'zod';
import type { Answer } from './sandbox-payments';
import { CHANNELS, CODES, formatNequiDate, NEQUI_DATE, OPERATIONS, type OperationName, SERVICE_REGION } from './wire';

const text = z.string();
const optionalText = z.string().optional();

/** Each operation's request fields, exactly (an unknown or missing key is a bad format, as at Nequi). */
const FIELDS = {
  generateCodeQR: z.strictObject({
    code: text,
    value: text,
    reference1: optionalText,
    reference2: optionalText,
    reference3: optionalText,
  }),
  unregisteredPayment: z.strictObject({
    phoneNumber: text,
    code: text,
    value: text,
    reference1: optionalText,
    reference2: optionalText,
    reference3: optionalText,
  }),
  getStatusPayment: z.strictObject({ codeQR: text }),
  cancelUnregisteredPayment: z.strictObject({ code: text, phoneNumber: text, transactionId: text }),
  reverseTransaction: z.strictObject({
    phoneNumber: text,
    value: text,
    code: text,
    messageId: text,
    type: z.literal('payment'),
  }),
} as const;

export type Fields<Op extends OperationName> = z.infer<(typeof FIELDS)[Op]>;

const header = z.strictObject({
  Channel: z.enum([CHANNELS.qr, CHANNELS.push]),
  RequestDate: z.string().regex(NEQUI_DATE),
  MessageID: z.string().min(1).max(64),
  ClientID: z.string().min(1),
  Destination: z.strictObject({
    ServiceName: z.string(),
    ServiceOperation: z.string(),
    ServiceRegion: z.literal(SERVICE_REGION),
    ServiceVersion: z.string(),
  }),
});
export type RequestHeader = z.infer<typeof header>;

/** Which channels each operation may come on: a payment's own kind, or either for calls about a payment. */
const CHANNELS_OF: Readonly<Record<OperationName, readonly string[]>> = {
  generateCodeQR: [CHANNELS.qr],
  unregisteredPayment: [CHANNELS.push],
  getStatusPayment: [CHANNELS.qr, CHANNELS.push],
  cancelUnregisteredPayment: [CHANNELS.push],
  reverseTransaction: [CHANNELS.qr, CHANNELS.push],
};

const BAD_FORMAT: Answer = { code: CODES.badFormat, desc: 'Formato de la petición inválido' };

/** The request's header and fields, or the business error Nequi answers (HTTP 200) for a malformed envelope. */
export const readRequest = <Op extends OperationName>(
  operation: Op,
  body: unknown,
): { header: RequestHeader; fields: Fields<Op> } | { error: Answer; header: RequestHeader | null } => {
  const op = OPERATIONS[operation];
  const shape = z.strictObject({
    RequestMessage: z.strictObject({
      RequestHeader: header,
      RequestBody: z.strictObject({ any: z.strictObject({ [op.rq]: FIELDS[operation] }) }),
    }),
  });
  const parsed = shape.safeParse(body);
  const loose = header.safeParse(
    (body as { RequestMessage?: { RequestHeader?: unknown } } | null)?.RequestMessage?.RequestHeader,
  );
  if (!parsed.success) return { error: BAD_FORMAT, header: loose.success ? loose.data : null };
  const h = parsed.data.RequestMessage.RequestHeader;
  const d = h.Destination;
  const matches =
    d.ServiceName.toLowerCase() === op.service.toLowerCase() &&
    d.ServiceOperation === operation &&
    d.ServiceVersion === op.version &&
    CHANNELS_OF[operation].includes(h.Channel);
  if (!matches) return { error: BAD_FORMAT, header: h };
  return { header: h, fields: parsed.data.RequestMessage.RequestBody.any[op.rq] as Fields<Op> };
};

/** Nequi's response envelope: the request's header echoed with a status, and `any` empty unless the code is "0". */
export const responseEnvelope = (operation: OperationName, request: RequestHeader | null, answer: Answer, at: Date) => {
  const op = OPERATIONS[operation];
  return {
    ResponseMessage: {
      ResponseHeader: {
        Channel: request?.Channel ?? CHANNELS.qr,
        ResponseDate: formatNequiDate(at),
        Status: { StatusCode: answer.code, StatusDesc: answer.desc },
        MessageID: request?.MessageID ?? '',
        ClientID: request?.ClientID ?? '',
        Destination: {
          ServiceName: op.service,
          ServiceOperation: operation,
          ServiceRegion: SERVICE_REGION,
          ServiceVersion: op.version,
        },
      },
      ResponseBody: { any: answer.code === CODES.ok ? { [op.rs]: answer.rs ?? {} } : {} },
    },
  };
};
