import { UNANSWERED } from '../payments/attempt';
import { PAYMENT_METHOD_TEXT } from '../payments/methods';
import type { StoredAttempt } from '../payments/ports';
import { wholeRefund } from '../payments/refund';
import type { SettleDeps } from './settle-payment';

/** What became of one unanswered request once its time ran out. */
export type UndoneRequest = {
  readonly orderNumber: string;
  readonly attemptId: string;
  readonly provider: string;
  /** The shopper had paid it, and the provider gave the money back. */
  readonly reversed: boolean;
  /** Plain English, for operators: why it could not be settled yet (it is tried again at the next run); null once
   * settled. */
  readonly problem: string | null;
};

export const UNANSWERED_REVERSED = 'unanswered-reversed';
export const UNANSWERED_UNPAID = 'unanswered-unpaid';

// The shopper reads these on the order's page, about the provider by the name they know it (else the method's).
const reversedMessage = (who: string) =>
  `${who} no nos confirmó a tiempo esta solicitud de pago y la aprobaste después: ya te devolvimos el dinero.`;
const unpaidMessage = (who: string) => `${who} no nos confirmó a tiempo esta solicitud de pago. No se te cobró nada.`;

/**
 * A payment request the provider never answered (a push sent to the shopper's phone when the store's time-out came
 * first) may still have reached the shopper, who may have paid it — money no attempt of the store knows of. Once the
 * request's time is over, nothing more can be paid to it: the provider is asked to reverse it by the request's own
 * message id. Reversed means the shopper had paid and has the money back; "not found" means nobody paid. Either way
 * the attempt's reason says so and it is never asked again; a provider that cannot be reached leaves it for the next
 * run. The attempt stays failed and its order as it was: that request never paid the order.
 */
export const undoUnanswered = async (deps: SettleDeps, stored: StoredAttempt, at: Date): Promise<UndoneRequest> => {
  const { attempt } = stored;
  const base = { orderNumber: stored.orderNumber, attemptId: attempt.id, provider: attempt.provider };
  if (attempt.reason !== UNANSWERED) return { ...base, reversed: false, problem: null };
  const gateway = deps.payments.forAttempt(attempt);
  if (!gateway?.refund)
    return { ...base, reversed: false, problem: `provider ${attempt.provider} cannot reverse here` };
  let reversed: boolean;
  try {
    // Refused means the provider found nothing paid to give back (Nequi's "transaction not found").
    reversed = (await gateway.refund(attempt, wholeRefund(attempt))).status !== 'refused';
  } catch (error) {
    deps.logger.error({ order: stored.orderNumber, provider: attempt.provider, err: String(error) }, 'reversal failed');
    return { ...base, reversed: false, problem: 'the provider could not be asked to reverse it' };
  }
  const who = deps.payments.providerName(attempt.provider) ?? PAYMENT_METHOD_TEXT[attempt.method].short;
  await deps.attempts.record(
    attempt.id,
    reversed
      ? { reason: UNANSWERED_REVERSED, message: reversedMessage(who) }
      : { reason: UNANSWERED_UNPAID, message: unpaidMessage(who) },
    at,
  );
  if (reversed)
    deps.logger.warn(
      { order: stored.orderNumber, provider: attempt.provider, attemptId: attempt.id, amount: attempt.amount },
      'an unanswered payment request was paid after the time-out: the money was given back',
    );
  return { ...base, reversed, problem: null };
};
