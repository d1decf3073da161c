import type { Pesos } from '../../core/shared/money';
import type { Clock, Logger } from '../../core/shared/ports';
import { readResponse, requestEnvelope } from './envelope';
import { connectError, isUnanswered, NequiError } from './errors';
import { nequiMessageIds } from './message-id';
import { readPaymentStatus, type NequiPaymentStatus } from './payment-status';
import type { Fetch, NequiSettings } from './settings';
import { nequiTokenSource } from './token';
import { CHANNELS, CODES, OPERATIONS, type OperationName, type PaymentKind } from './wire';

export type NequiReferences = {
  readonly reference1?: string;
  readonly reference2?: string;
  readonly reference3?: string;
  /** The request's MessageID, when the caller recorded it before the call (`newMessageId`); a new one otherwise. */
  readonly messageId?: string;
};

/** A reversal's answer: done, or refused with Nequi's code (`2-CCSB000079`, `20-07A`). */
export type NequiReversal =
  { readonly reversed: true } | { readonly reversed: false; readonly code: string; readonly description: string };

/** Nequi "Conecta" as the store uses it. Every method throws a `NequiError` when Nequi refuses or cannot be reached. */
export type NequiClient = {
  /** A MessageID no call of this process has used, for a caller that records it before the call. */
  newMessageId(): string;
  /** A QR code for the amount; `messageId` is needed later to reverse the payment. Never retried. */
  generateQr(input: { readonly value: Pesos } & NequiReferences): Promise<{ codeQR: string; messageId: string }>;
  /** A push notification to the phone's Nequi app; `messageId` as above. Never retried. */
  pushPayment(
    input: { readonly phoneNumber: string; readonly value: Pesos } & NequiReferences,
  ): Promise<{ transactionId: string; messageId: string }>;
  /** The payment's status (`code` is the codeQR, or the push's transactionId). Retried once when Nequi did not answer. */
  paymentStatus(input: { readonly kind: PaymentKind; readonly code: string }): Promise<NequiPaymentStatus>;
  /** Withdraws a push the shopper has not answered. */
  cancelPush(input: { readonly phoneNumber: string; readonly transactionId: string }): Promise<void>;
  /** Gives a paid payment back; `messageId` is the MessageID of the request that created it. */
  reverse(input: {
    readonly kind: PaymentKind;
    readonly phoneNumber: string;
    readonly value: Pesos;
    readonly messageId: string;
  }): Promise<NequiReversal>;
};

export type NequiClientDeps = {
  readonly fetch?: Fetch;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly newMessageId?: () => string;
};

/** Reversal codes that mean "not reversed" rather than an error (PROVIDERS.md §1). */
const REFUSALS: ReadonlySet<string> = new Set([CODES.notFound, CODES.technicalError]);

const isTimeout = (e: unknown) => e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');

/** A typed client over `fetch` for Nequi's token endpoint and its five payment operations (PROVIDERS.md §1). */
export const nequiClient = (settings: NequiSettings, deps: NequiClientDeps): NequiClient => {
  const doFetch = deps.fetch ?? fetch;
  const newMessageId = deps.newMessageId ?? nequiMessageIds();
  const tokens = nequiTokenSource(settings, { fetch: doFetch, clock: deps.clock });
  const apiUrl = settings.apiUrl.replace(/\/+$/, '');

  const post = async (
    operation: OperationName,
    kind: PaymentKind,
    fields: Record<string, string>,
    messageId = newMessageId(),
  ) => {
    const authorization = await tokens.authorization();
    const envelope = requestEnvelope(
      operation,
      { channel: CHANNELS[kind], at: deps.clock.now(), messageId, clientId: settings.clientId },
      fields,
    );
    let text: string;
    try {
      const res = await doFetch(`${apiUrl}${OPERATIONS[operation].path}`, {
        method: 'POST',
        headers: {
          'Authorization': authorization,
          'x-api-key': settings.apiKey,
          'Content-Type': 'application/json',
          'Accept': 'application/json',
        },
        body: JSON.stringify(envelope),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      // A refused token (expired early, revoked) is forgotten so the next call gets a new one.
      if (res.status === 401) tokens.drop(authorization);
      if (res.status !== 200) throw connectError('http', String(res.status), undefined, messageId);
      text = await res.text();
    } catch (e) {
      if (e instanceof NequiError) throw e;
      throw connectError(isTimeout(e) ? 'timeout' : 'network', null, e, messageId);
    }
    return { rs: readResponse(operation, text), messageId };
  };

  /** Runs one operation and logs its failure (a business code as a warning, anything else as an error). */
  const logged = async <T>(operation: OperationName, message: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (e) {
      const fields = {
        provider: 'nequi',
        operation,
        kind: e instanceof NequiError ? e.kind : 'bug',
        code: e instanceof NequiError ? e.code : null,
        error: e instanceof Error ? e.message : String(e),
      };
      if (e instanceof NequiError && e.kind === 'status') deps.logger.warn(fields, message);
      else deps.logger.error(fields, message);
      throw e;
    }
  };

  const references = (input: NequiReferences) => ({
    reference1: input.reference1 ?? 'reference1',
    reference2: input.reference2 ?? '',
    reference3: input.reference3 ?? '',
  });
  const text = (rs: Readonly<Record<string, unknown>>, ...keys: string[]) => {
    for (const key of keys) {
      const value = rs[key];
      if (typeof value === 'string' && value !== '') return value;
    }
    throw connectError('http', '200', new Error(`answer without ${keys.join(' or ')}`));
  };

  return {
    newMessageId,
    generateQr: (input) =>
      logged('generateCodeQR', 'Error generando código', async () => {
        const fields = { code: settings.merchantCode, value: String(input.value), ...references(input) };
        const { rs, messageId } = await post('generateCodeQR', 'qr', fields, input.messageId);
        // `codeQR` per the guide; some clients read `qrValue` or `transactionId` (unconfirmed): accept each.
        return { codeQR: text(rs, 'codeQR', 'qrValue', 'transactionId'), messageId };
      }),

    pushPayment: (input) =>
      logged('unregisteredPayment', 'Error generando notificacion push', async () => {
        const fields = {
          phoneNumber: input.phoneNumber,
          code: settings.merchantCode,
          value: String(input.value),
          ...references(input),
        };
        const { rs, messageId } = await post('unregisteredPayment', 'push', fields, input.messageId);
        return { transactionId: text(rs, 'transactionId'), messageId };
      }),

    paymentStatus: (input) =>
      logged('getStatusPayment', 'Error verificando el estado del pago por QR', async () => {
        const ask = async () => (await post('getStatusPayment', input.kind, { codeQR: input.code })).rs;
        try {
          return readPaymentStatus(await ask());
        } catch (e) {
          // A read is safe to repeat: once, and only when Nequi did not answer at all.
          if (!isUnanswered(e)) throw e;
          return readPaymentStatus(await ask());
        }
      }),

    cancelPush: (input) =>
      logged('cancelUnregisteredPayment', 'Error cancelando la notificación push', async () => {
        const fields = {
          code: settings.merchantCode,
          phoneNumber: input.phoneNumber,
          transactionId: input.transactionId,
        };
        await post('cancelUnregisteredPayment', 'push', fields);
      }),

    reverse: (input) =>
      logged('reverseTransaction', 'Error generando la reversión del pago por QR', async () => {
        const fields = {
          phoneNumber: input.phoneNumber,
          value: String(input.value),
          code: settings.merchantCode,
          messageId: input.messageId,
          type: 'payment',
        };
        try {
          await post('reverseTransaction', input.kind, fields);
          return { reversed: true };
        } catch (e) {
          if (!(e instanceof NequiError && e.kind === 'status' && e.code !== null && REFUSALS.has(e.code))) throw e;
          deps.logger.warn(
            { provider: 'nequi', operation: 'reverseTransaction', code: e.code },
            'Error generando la reversión del pago por QR',
          );
          return { reversed: false, code: e.code, description: e.description ?? e.message };
        }
      }),
  };
};
