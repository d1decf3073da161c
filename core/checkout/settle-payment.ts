import type { GatewayRegistry } from '../payments/gateways';
import type { PaymentState } from '../payments/payment-state';
import type { StoredAttempt } from '../payments/ports';
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
