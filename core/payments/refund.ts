import type { Pesos } from '../shared/money';
import type { PaymentAttempt } from './attempt';

/** A refund asked of a provider (issue 34): part or all of an approved payment. */
export type RefundRequest = {
  /** Pesos to give back: never more than the payment took less what was refunded of it before. */
  readonly amount: Pesos;
  /** Our id of this refund, the same on every retry: the provider's idempotency key where it takes one, so a retried
   * call or a double click refunds once. */
  readonly refundId: string;
};

/** A refund's answer: made (the provider's reference for it and the amount it gave back), still in process at the
 * provider (reconciliation asks again by `reference`), or refused with the provider's code (then nothing changed). */
export type RefundOutcome =
  | { readonly status: 'refunded'; readonly reference: string; readonly amount: Pesos }
  | { readonly status: 'pending'; readonly reference: string; readonly amount: Pesos }
  | { readonly status: 'refused'; readonly code: string; readonly message: string };

/** What a provider's refund API allows; beyond it the store gives the money back by a bank transfer it records. */
export type RefundTerms = {
  /** False when the API gives back only the whole payment (Nequi's reversal). */
  readonly partial: boolean;
  /** Days after the payment was approved during which the API still refunds; null when the provider sets no limit the
   * store knows of. */
  readonly withinDays: number | null;
};

/** The refund of all an attempt took (the reversal of a paid order before preparation, the undoing of a request paid
 * after its time-out). Its id derives from the attempt's, so a retry or a double click is the same refund at the
 * provider and gives the money back once. */
export const wholeRefund = (attempt: Pick<PaymentAttempt, 'id' | 'amount'>): RefundRequest => ({
  amount: attempt.amount,
  refundId: `fornido-reembolso-${attempt.id}`,
});
