import type { Order } from '../orders/order';
import type { PaymentAttempt } from '../payments/attempt';
import { GIFT_CREDIT_LEDGER, type GatewayRegistry } from '../payments/gateways';
import type { PaymentGateway } from '../payments/ports';
import type { Pesos } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import type { RefundDestination } from './return';

const DAY_MS = 24 * 60 * 60_000;

/** How an operator says the money went back when the store cannot ask a provider: a bank transfer the store made, or
 * a refund the provider made by its own process (Addi), each with its reference. */
export type ManualRefund = { readonly how: 'transfer' | 'recorded'; readonly reference: string };

export type RefundWayChoice =
  | { readonly how: 'provider'; readonly attempt: PaymentAttempt; readonly gateway: PaymentGateway }
  | { readonly how: 'gift-credit' }
  | { readonly how: 'transfer' | 'recorded'; readonly reference: string; readonly provider: string | null };

export type RefundWayError = { readonly kind: 'refund-needs-reference'; readonly message: string };

/** Whether the provider's refund API takes this amount on this day: within its terms (a whole-payment-only API such as
 * Nequi's takes only what is left of the payment, whole; a limit in days counts from the approval). */
const apiTakes = (gateway: PaymentGateway, attempt: PaymentAttempt, money: Pesos, refundedBefore: Pesos, now: Date) => {
  if (!gateway.refund) return false;
  const terms = gateway.refundTerms ?? { partial: true, withinDays: null };
  if (!terms.partial && (refundedBefore > 0 || money !== attempt.amount)) return false;
  return terms.withinDays === null || now.getTime() - attempt.updatedAt.getTime() <= terms.withinDays * DAY_MS;
};

/**
 * How a refund's money goes back: as gift credit when the shopper chose it (or nothing but credit moves), through the
 * provider's refund API when the order's approved payment has one that takes it, else by a transfer or a record the
 * operator names with its reference. A manual way given while the API could refund is taken as the operator says
 * (the money may already have gone back at the provider's console).
 */
export const refundWayOf = (
  order: Pick<Order, 'payments'>,
  destination: RefundDestination,
  money: Pesos,
  refundedBefore: Pesos,
  manual: ManualRefund | null,
  payments: GatewayRegistry,
  now: Date,
): Result<RefundWayChoice, RefundWayError> => {
  if (destination === 'gift-credit' || money === 0) return ok({ how: 'gift-credit' });
  const attempt = order.payments.findLast((p) => p.state === 'approved');
  if (attempt?.provider === GIFT_CREDIT_LEDGER) return ok({ how: 'gift-credit' });
  const reference = manual?.reference.trim() ?? '';
  if (manual && reference.length > 0)
    return ok({ how: manual.how, reference, provider: manual.how === 'recorded' ? (attempt?.provider ?? null) : null });
  const gateway = attempt && destination === 'original' ? payments.forAttempt(attempt) : undefined;
  if (attempt && gateway && apiTakes(gateway, attempt, money, refundedBefore, now))
    return ok({ how: 'provider', attempt, gateway });
  return err({
    kind: 'refund-needs-reference',
    message:
      destination === 'bank-transfer'
        ? 'The shopper asked for a bank transfer: make it, then record it with its reference (--transfer REFERENCE).'
        : `${attempt?.provider ?? 'The payment'} cannot refund this amount through its API: make a bank transfer or ` +
          "the provider's own refund, then record it with its reference.",
  });
};
