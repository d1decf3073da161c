import type { Order } from '../orders/order';
import { GIFT_CREDIT_LEDGER } from '../payments/gateways';
import type { OrderStore } from '../orders/ports';
import type { PaymentAttempt } from '../payments/attempt';
import type { GatewayRegistry } from '../payments/gateways';
import type { PaymentAttemptStore } from '../payments/ports';
import { wholeRefund } from '../payments/refund';
import type { Clock, Logger } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';

export type ReverseDeps = {
  readonly orders: OrderStore;
  readonly attempts: PaymentAttemptStore;
  readonly payments: GatewayRegistry;
  readonly clock: Clock;
  readonly logger: Logger;
};

/** Why a reversal was not made (plain English, for operators). `refused` is the provider's no, with its code. */
export type ReversePaymentError =
  | { readonly kind: 'order-not-found' | 'not-reversible' | 'unsupported' | 'provider-error'; readonly message: string }
  | { readonly kind: 'refused'; readonly code: string; readonly message: string };

/** The order's approved attempt an operator can reverse, with what the confirmation prompt shows, and how: through
 * the provider's API, by the store itself (its own gift credit goes back to the balance), or recorded after the
 * provider refunded it by its own process (Addi). */
export type Reversible = {
  readonly order: Order;
  readonly attempt: PaymentAttempt;
  readonly by: 'provider' | 'store' | 'recorded';
};

/** How an operator asks: `recorded` says the provider already gave the money back by its own process, outside the
 * store. */
export type ReverseOptions = { readonly recorded?: boolean };

/** Why an order that is not paid (or has no approved attempt) cannot be reversed, in the operators' words. */
export const notReversibleMessage = (order: Pick<Order, 'number' | 'state'>) =>
  `Order ${order.number} is ${order.state}: only a paid order that is not yet being prepared can be reversed.`;

/** Why a refund is not made the way it was asked: a provider with a refund API is asked, never recorded; one without
 * is refunded by its own process, then recorded. */
export const unsupportedMessage = (provider: string, recorded: boolean) =>
  recorded
    ? `${provider} refunds through its API: run it without --recorded and the store asks ${provider} to refund it.`
    : `${provider} does not refund through its API: refund it by ${provider}'s own process, then record it here with --recorded.`;

/** The paid order and its approved attempt, or why it cannot be reversed (a refund to record for a provider that
 * refunds through its API is refused: its API does it, and its notification would tell). */
export const findReversible =
  (deps: Pick<ReverseDeps, 'orders' | 'payments'>) =>
  async (orderNumber: string, options: ReverseOptions = {}): Promise<Result<Reversible, ReversePaymentError>> => {
    const order = await deps.orders.findByNumber(orderNumber.trim().toUpperCase());
    if (!order) return err({ kind: 'order-not-found', message: `No order ${orderNumber}.` });
    const attempt = order.payments.findLast((p) => p.state === 'approved');
    if (order.state !== 'paid' || !attempt)
      return err({ kind: 'not-reversible', message: notReversibleMessage(order) });
    if (attempt.provider === GIFT_CREDIT_LEDGER) return ok({ order, attempt, by: 'store' });
    const api = deps.payments.forAttempt(attempt)?.refund !== undefined;
    const recorded = options.recorded === true;
    if (api === recorded) return err({ kind: 'unsupported', message: unsupportedMessage(attempt.provider, recorded) });
    return ok({ order, attempt, by: api ? 'provider' : 'recorded' });
  };

/** Gives a paid order's money back through its provider's refund of the whole payment (Nequi's reversal with the
 * original MessageID, MercadoPago's or ePayco's refund), records a refund the provider made by its own process (Addi),
 * or, for an order paid with gift credit, gives it back to the balance (the rewards subscriber does, on the `reversed`
 * event). Only the provider's yes moves anything: then the attempt and the order become `reversed` in one transaction,
 * with the operator's audit entry and the `reversed` event (mail, and the referral credit taken back). A no changes
 * nothing. */
export const reversePayment =
  (deps: ReverseDeps) =>
  async (
    input: { readonly orderNumber: string; readonly actor: string } & ReverseOptions,
  ): Promise<Result<Order, ReversePaymentError>> => {
    const found = await findReversible(deps)(input.orderNumber, input);
    if (!found.ok) return found;
    const { order, attempt, by } = found.value;
    if (by === 'provider') {
      let answer;
      try {
        answer = await deps.payments.forAttempt(attempt)!.refund!(attempt, wholeRefund(attempt));
      } catch (error) {
        deps.logger.error({ order: order.number, provider: attempt.provider, err: String(error) }, 'reversal failed');
        return err({ kind: 'provider-error', message: `${attempt.provider} did not reverse it: ${String(error)}` });
      }
      // A refund the provider took but still processes (MercadoPago's in_process) is on its way back: the order is
      // reversed now, as it was before refunds had states.
      if (answer.status === 'refused')
        return err({ kind: 'refused', code: answer.code, message: `${attempt.provider} refused: ${answer.message}` });
    }
    const at = deps.clock.now();
    const audit = {
      actor: input.actor,
      action: 'reverse-payment',
      at,
      before: order.state,
      after: 'reversed' as const,
      detail:
        `${attempt.provider} ${attempt.reference ?? ''}`.trim() +
        (by === 'recorded' ? ' (refunded by its own process)' : ''),
    };
    const applied = await deps.orders.changePayment({
      attemptId: attempt.id,
      from: 'approved',
      to: 'reversed',
      at,
      order: {
        orderId: order.id,
        from: 'paid',
        to: 'reversed',
        event: 'reverse',
        releaseStock: true,
        keepsExpiry: false,
        audit,
      },
    });
    if (!applied) {
      // The provider gave the money back but the order moved meanwhile: record it for an operator, loudly.
      await deps.attempts.record(
        attempt.id,
        {
          flagged: true,
          reason: 'reversed-at-provider',
          message: 'Reversed at the provider; the order moved meanwhile.',
        },
        at,
      );
      deps.logger.error({ order: order.number }, 'reversed at the provider but the order moved meanwhile: flagged');
    }
    return ok((await deps.orders.findById(order.id))!);
  };
