import type { PaymentAttempt } from './attempt';
import type { RefundRequest } from './ports';

/** The refund of all an attempt took (the reversal of a paid order before preparation, the undoing of a request paid
 * after its time-out). Its id derives from the attempt's, so a retry or a double click is the same refund at the
 * provider and gives the money back once. */
export const wholeRefund = (attempt: Pick<PaymentAttempt, 'id' | 'amount'>): RefundRequest => ({
  amount: attempt.amount,
  refundId: `fornido-reembolso-${attempt.id}`,
});
