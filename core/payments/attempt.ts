import type { MobilePhone } from '../people/phone';
import type { Pesos } from '../shared/money';
import type { PaymentMethodId } from './methods';
import type { PaymentState } from './payment-state';

/** What the shopper must do next for a pending payment. */
export type PaymentAction =
  | { readonly kind: 'redirect'; readonly url: string }
  | { readonly kind: 'qr'; readonly data: string }
  | { readonly kind: 'push'; readonly phone: MobilePhone }
  /** A code to pay in cash at a payment network's counter: the provider's reference, the PIN the cashier asks for, and
   * the network's agreement ("convenio") code when it has one. */
  | {
      readonly kind: 'voucher';
      readonly network: string;
      readonly reference: string;
      readonly pin: string;
      readonly projectCode: string | null;
    };

/** One try at paying an order with one method, at one provider. */
export type PaymentAttempt = {
  readonly id: string;
  readonly method: PaymentMethodId;
  /** The provider that took it (`nequi`, `sandbox-card`…); `tienda` for cash on delivery. */
  readonly provider: string;
  readonly state: PaymentState;
  readonly amount: Pesos;
  /** The provider's own reference for the attempt, once it has one (unique per provider). */
  readonly reference: string | null;
  /** What the shopper must do next while it is pending. */
  readonly action: PaymentAction | null;
  /** When the provider stops waiting for the shopper. */
  readonly expiresAt: Date | null;
  /** Why it was rejected, failed or flagged: a short code, and the message the shopper or operator reads. */
  readonly reason: string | null;
  readonly message: string | null;
  /** The provider's id of the request that made the payment, when a later call needs it (Nequi's reversal). */
  readonly providerMessageId: string | null;
  /** An approval that arrived after the order was cancelled or the attempt expired, or an amount that does not match
   * the attempt's: an operator must act. */
  readonly flagged: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
};

/** A payment request whose answer was lost: the shopper may still receive it and pay it. */
export type Unanswered = {
  readonly messageId: string;
  readonly action: PaymentAction;
  readonly expiresAt: Date;
};

/** A request about to be sent to a provider: its id there, and what it asks of the shopper (a push to their phone; null
 * when the shopper sees nothing until the answer, as a QR's code) until when. */
export type SentRequest = {
  readonly messageId: string;
  readonly action: PaymentAction | null;
  readonly expiresAt: Date | null;
};

/** How long a provider's call may take at most before an attempt still waiting for its answer is taken as cut short:
 * far above PAYMENT_PROVIDER_TIMEOUT_MS, so a call still running is never mistaken for one that was interrupted. */
export const INTERRUPTED_AFTER_MS = 10 * 60_000;

/** True for an attempt whose request was sent (its id recorded) but whose answer never came back: the process stopped
 * during the call. */
export const interrupted = (attempt: PaymentAttempt): boolean =>
  attempt.state === 'created' && attempt.reference === null && attempt.providerMessageId !== null;

/** What the shopper reads on an attempt whose push may have reached their phone though its sending was cut short. */
export const CUT_SHORT_PUSH_MESSAGE =
  'Se interrumpió el envío de esta solicitud de pago. Si te llega a tu celular, no la aceptes: si ya la aceptaste, te devolveremos el dinero.';

/** The reason an attempt failed with an unanswered request, until reconciliation has given back any money paid to it. */
export const UNANSWERED = 'gateway-unanswered';

/** The attempts still waiting for the shopper or the provider. */
export const openAttempts = (attempts: readonly PaymentAttempt[]): readonly PaymentAttempt[] =>
  attempts.filter((p) => p.state === 'created' || p.state === 'pending');

/** Which open attempts a reconciliation or a status poll takes. */
export type OpenAttemptsQuery = {
  readonly provider?: string;
  /** Only attempts made since then. */
  readonly since?: Date;
  /** Only this attempt (the shopper's page polling its own payment). */
  readonly attemptId?: string;
  /** Only attempts nobody checked since then: the claim stamps them checked at `now`. */
  readonly checkedBefore: Date;
  /** Also attempts still `created` with a recorded request but no answer, made before then: their call was cut short
   * (`interrupted` above). Without it, only attempts the provider answered are taken. */
  readonly interruptedBefore?: Date;
  readonly now: Date;
  readonly limit: number;
};
