import type { GatewayRegistry } from '../payments/gateways';
import type { PaymentState } from '../payments/payment-state';
import { CUT_SHORT_PUSH_MESSAGE, interrupted, UNANSWERED } from '../payments/attempt';
import type { PaymentOutcome, StoredAttempt } from '../payments/ports';
import type { Logger } from '../shared/ports';
import { confirmationOf, confirmPayment, type ConfirmPaymentDeps } from './confirm-payment';

export type SettleDeps = ConfirmPaymentDeps & { readonly payments: GatewayRegistry; readonly logger: Logger };

/** What asking the provider about one attempt did: the move it made, or why the store and the provider disagree
 * (an approval the order cannot take, another amount, a provider that cannot be asked). */
export type Settlement = {
  readonly orderNumber: string;
  readonly attemptId: string;
  readonly provider: string;
  readonly reference: string | null;
  readonly from: PaymentState;
  readonly to: PaymentState;
  /** Plain English, for operators; null when the store and the provider agree. */
  readonly disagreement: string | null;
};

// The shopper reads it on the order's page.
const CUT_SHORT =
  'Se interrumpió este intento de pago antes de que el medio de pago respondiera. No se te cobró nada: puedes intentarlo de nuevo.';

/** Closes an attempt whose call was cut short (./attempt.ts `interrupted`): one that asked something of the shopper (a
 * push) may have reached them, so it fails as unanswered and is withdrawn by its request's id once its time is over
 * (./undo-unanswered.ts); one that showed them nothing before its answer simply failed. */
const closeInterrupted = async (
  deps: SettleDeps,
  stored: StoredAttempt,
  actor: string,
  base: Omit<Settlement, 'to' | 'disagreement'>,
): Promise<Settlement> => {
  const { attempt } = stored;
  const outcome: PaymentOutcome = attempt.action
    ? {
        status: 'failed',
        reason: UNANSWERED,
        message: CUT_SHORT_PUSH_MESSAGE,
        unanswered: {
          messageId: attempt.providerMessageId!,
          action: attempt.action,
          expiresAt: attempt.expiresAt ?? attempt.createdAt,
        },
      }
    : { status: 'failed', reason: 'gateway-interrupted', message: CUT_SHORT };
  const confirmed = await confirmPayment(deps)(confirmationOf(attempt.id, outcome, actor));
  const now = (await deps.attempts.find(attempt.id))?.attempt.state ?? attempt.state;
  deps.logger.warn(
    { order: stored.orderNumber, provider: attempt.provider, attemptId: attempt.id },
    'a payment call was cut short: its attempt is closed',
  );
  return { ...base, to: now, disagreement: confirmed.ok ? null : `not closed: ${confirmed.error.message}` };
};

/** Asks an attempt's provider for its status and applies the answer through confirmPayment. A provider that cannot be
 * asked changes nothing: its silence is never taken for a failure of the payment (only a failure the provider itself
 * says ended the attempt closes it). */
export const settleWithProvider = async (
  deps: SettleDeps,
  stored: StoredAttempt,
  actor: string,
): Promise<Settlement> => {
  const { attempt } = stored;
  const base = {
    orderNumber: stored.orderNumber,
    attemptId: attempt.id,
    provider: attempt.provider,
    reference: attempt.reference,
    from: attempt.state,
  };
  if (interrupted(attempt)) return closeInterrupted(deps, stored, actor, base);
  const gateway = deps.payments.forAttempt(attempt);
  if (!gateway)
    return { ...base, to: attempt.state, disagreement: `provider ${attempt.provider} is not configured here` };
  let outcome;
  try {
    outcome = await gateway.status(attempt);
  } catch (error) {
    deps.logger.error({ order: stored.orderNumber, provider: attempt.provider, err: String(error) }, 'status failed');
    return { ...base, to: attempt.state, disagreement: 'the provider could not be asked' };
  }
  if (outcome.status === 'failed' && !outcome.ended)
    return { ...base, to: attempt.state, disagreement: `the provider could not be asked: ${outcome.message}` };
  const confirmed = await confirmPayment(deps)(confirmationOf(attempt.id, outcome, actor));
  const now = (await deps.attempts.find(attempt.id))?.attempt.state ?? attempt.state;
  // "Still waiting" answered after a webhook or another poll closed the attempt is only late, not a disagreement.
  if (!confirmed.ok && confirmed.error.kind === 'invalid-transition' && outcome.status === 'pending')
    return { ...base, to: now, disagreement: null };
  if (!confirmed.ok) {
    deps.logger.warn(
      { order: stored.orderNumber, provider: attempt.provider, status: outcome.status },
      `payment status not applied: ${confirmed.error.message}`,
    );
    return { ...base, to: now, disagreement: `${outcome.status} not applied: ${confirmed.error.message}` };
  }
  return {
    ...base,
    to: now,
    disagreement: confirmed.value.flagged
      ? `the provider approved it but the order is ${confirmed.value.order.state}: flagged for an operator`
      : null,
  };
};
