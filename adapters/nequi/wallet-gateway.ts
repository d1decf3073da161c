import type { PaymentAttempt } from '../../core/payments/attempt';
import { UNANSWERED } from '../../core/payments/attempt';
import type { RefundOutcome, RefundTerms } from '../../core/payments/refund';
import type { PaymentOutcome, WalletGateway } from '../../core/payments/ports';
import type { Clock, Logger } from '../../core/shared/ports';
import type { NequiClient } from './client';
import { NequiError } from './errors';
import { outcomeOfError, outcomeOfStatus, reversalRefusalMessage, UNAVAILABLE } from './map';
import { CODES, type PaymentKind } from './wire';

export type NequiGatewayDeps = {
  readonly client: NequiClient;
  /** True when the client talks to the local sandbox. */
  readonly sandbox: boolean;
  /** How long Nequi waits for the shopper to approve a push or pay a QR. */
  readonly paymentMinutes: number;
  readonly clock: Clock;
  readonly logger: Logger;
};

const mayHaveReachedNequi = (e: NequiError) =>
  e.kind === 'timeout' || e.kind === 'network' || (e.kind === 'http' && !/^4/.test(e.code ?? ''));

/** What the shopper reads when a push got no answer in time. */
export const UNANSWERED_MESSAGE =
  'Nequi no respondió a tiempo. Si te llega a la app Nequi una solicitud de pago de Fornido, no la aceptes: ' +
  'puedes intentarlo de nuevo o elegir otro medio de pago. Si ya la aceptaste, te devolveremos el dinero.';

/** Nequi's reversal (reverseTransaction) takes back the whole payment only. Nequi publishes no window for it; its OTP
 * payments API cancels "un pago con OTP que se haya realizado en el mismo día" (github.com/nequibc/nequi-otp-payments,
 * cancelPayment.md), and reversals are same-day in practice: one day, counted from the approval (*unconfirmed*).
 * Beyond it the store gives the money back by a transfer it records. */
export const NEQUI_REFUND_TERMS: RefundTerms = { partial: false, withinDays: 1 };

/** A refund of part of a Nequi payment: refused here, without asking Nequi. */
const PARTIAL_REFUSED: RefundOutcome = {
  status: 'refused',
  code: 'partial-not-supported',
  message: 'Nequi solo reversa el pago completo: devuelve una parte por transferencia.',
};

/** What the payer reads as the first reference in the Nequi app. */
const REFERENCE1 = 'Fornido';

/** A push or a QR: the attempt's action says which; an attempt without one is told by Nequi's QR text prefix. */
const kindOf = (attempt: PaymentAttempt): PaymentKind =>
  attempt.action?.kind === 'push' || attempt.action?.kind === 'qr'
    ? attempt.action.kind
    : attempt.reference?.startsWith('bancadigital-')
      ? 'qr'
      : 'push';

/** Nequi as the store's wallet gateway: a push to the shopper's phone or a QR to scan; provider and network failures
 * come back as outcomes, never as exceptions. */
export const nequiGateway = (deps: NequiGatewayDeps): WalletGateway => {
  const { client } = deps;
  const expiry = () => new Date(deps.clock.now().getTime() + deps.paymentMinutes * 60_000);

  const status = async (attempt: PaymentAttempt): Promise<PaymentOutcome> => {
    // An attempt whose creation never answered has nothing Nequi could be asked about.
    if (attempt.reference === null) return { ...UNAVAILABLE, reason: 'no-reference' };
    try {
      const answer = await client.paymentStatus({ kind: kindOf(attempt), code: attempt.reference });
      return outcomeOfStatus(answer, attempt.reference, attempt);
    } catch (e) {
      return outcomeOfError(e, attempt.reference);
    }
  };

  return {
    provider: 'nequi',
    method: 'nequi',
    kind: 'wallet',
    sandbox: deps.sandbox,
    newRequestId: () => client.newMessageId(),

    push: async (request, phone) => {
      try {
        const { transactionId, messageId } = await client.pushPayment({
          phoneNumber: phone,
          value: request.amount,
          reference1: REFERENCE1,
          reference2: request.orderNumber,
          reference3: request.attemptId,
          ...(request.requestId !== null && { messageId: request.requestId }),
        });
        const action = { kind: 'push', phone } as const;
        return { status: 'pending', reference: transactionId, action, expiresAt: expiry(), messageId };
      } catch (e) {
        // No usable answer (a time-out, a dropped connection, a 5xx, an unreadable 200): the push may still reach the
        // phone. Reconciliation reverses it by its MessageID once it has expired, in case the shopper approved it
        // (core/checkout/undo-unanswered.ts). A 4xx is a refusal of the request itself: nothing was sent.
        if (e instanceof NequiError && mayHaveReachedNequi(e) && e.messageId !== null) {
          const unanswered = { messageId: e.messageId, action: { kind: 'push', phone } as const, expiresAt: expiry() };
          return { status: 'failed', reason: UNANSWERED, message: UNANSWERED_MESSAGE, unanswered };
        }
        return outcomeOfError(e, null);
      }
    },

    qr: async (request) => {
      try {
        const { codeQR, messageId } = await client.generateQr({
          value: request.amount,
          reference1: REFERENCE1,
          reference2: request.orderNumber,
          reference3: request.attemptId,
          ...(request.requestId !== null && { messageId: request.requestId }),
        });
        const action = { kind: 'qr', data: codeQR } as const;
        return { status: 'pending', reference: codeQR, action, expiresAt: expiry(), messageId };
      } catch (e) {
        return outcomeOfError(e, null);
      }
    },

    status,

    refundTerms: NEQUI_REFUND_TERMS,

    // Nequi's reversal gives back the whole payment only, keyed by the original MessageID (a second one finds nothing
    // to reverse, so it never refunds twice); `refundId` has no place in it. Throws when the attempt lacks what Nequi
    // needs, or when Nequi fails in a way other than a refusal.
    refund: async (attempt, request) => {
      if (request.amount !== attempt.amount) return PARTIAL_REFUSED;
      const kind = kindOf(attempt);
      // A push is reversed by its MessageID and phone (its reference is not needed: an unanswered push has none).
      if (attempt.providerMessageId === null || (attempt.reference === null && attempt.action?.kind !== 'push')) {
        throw new Error(`Attempt ${attempt.id} has no Nequi MessageID or reference: it cannot be reversed`);
      }
      // The payer of a QR is known only to Nequi: its status read names the phone.
      const phoneNumber =
        attempt.action?.kind === 'push'
          ? attempt.action.phone
          : (await client.paymentStatus({ kind, code: attempt.reference ?? '' })).phoneNumber;
      if (phoneNumber === null) throw new Error(`Nequi did not say who paid attempt ${attempt.id}`);
      const answer = await client.reverse({
        kind,
        phoneNumber,
        value: attempt.amount,
        messageId: attempt.providerMessageId,
      });
      // Nequi's reversionRS is empty: the reversal is known by the MessageID of the payment it reversed.
      if (answer.reversed) return { status: 'refunded', reference: attempt.providerMessageId, amount: attempt.amount };
      deps.logger.warn({ provider: 'nequi', attemptId: attempt.id, code: answer.code }, 'Nequi refused a reversal');
      return { status: 'refused', code: answer.code, message: reversalRefusalMessage(answer.code) };
    },

    // A push that already ended (expired or cancelled) needs nothing more; a QR has nothing to withdraw.
    cancel: async (attempt) => {
      if (attempt.action?.kind !== 'push' || attempt.reference === null) return;
      try {
        await client.cancelPush({ phoneNumber: attempt.action.phone, transactionId: attempt.reference });
      } catch (e) {
        if (e instanceof NequiError && (e.code === CODES.expired || e.code === CODES.cancelled)) return;
        throw e;
      }
    },
  };
};
