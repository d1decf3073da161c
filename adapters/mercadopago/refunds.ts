import type { PaymentAttempt } from '../../core/payments/attempt';
import type { RefundOutcome, RefundRequest, RefundTerms } from '../../core/payments/refund';
import { wholePesos } from '../../core/shared/money';
import type { Answer, MercadoPagoClient } from './client';
import type { PaymentAnswer, RefundAnswer } from './wire';

/** MercadoPago refunds a payment in full or in parts (up to 20), within 180 days of its approval in Colombia (MCO):
 * "You can refund a payment within 180 days after it was approved" (mercadopago/devsite-docs,
 * guides/manage-account/account/cancellations-and-refunds.en.md, the `mco` block). */
export const MERCADOPAGO_REFUND_TERMS: RefundTerms = { partial: true, withinDays: 180 };

/** The attempt's payments at MercadoPago, or null when it cannot be asked. */
type PaymentsOf = (attempt: PaymentAttempt) => Promise<readonly PaymentAnswer[] | null>;

/** A refund's `status` in the core's words: approved is made, in_process (and pending) is on its way, rejected and
 * cancelled are refused. A status not listed is kept pending, never taken as made. */
export const outcomeOfRefund = (refund: RefundAnswer, asked: RefundRequest): RefundOutcome => {
  const reference = refund.id;
  const amount = wholePesos(refund.amount == null ? null : String(refund.amount)) ?? asked.amount;
  switch (refund.status) {
    case 'approved':
      return { status: 'refunded', reference, amount };
    case 'in_process':
    case 'pending':
      return { status: 'pending', reference, amount };
    case 'rejected':
    case 'cancelled':
      return {
        status: 'refused',
        code: `refund-${refund.status}`,
        message: `MercadoPago rejected refund ${reference}.`,
      };
    default:
      // MercadoPago made something under this refund: it is not taken as done until it says so (reconciliation asks).
      return { status: 'pending', reference, amount };
  }
};

/** A refusal as data; no answer, or MercadoPago's own failure (5xx), throws: nothing is known to have happened. */
const refusedOr = (answer: Answer<RefundAnswer> & { ok: false }, what: string): RefundOutcome => {
  if (answer.status === null || answer.status >= 500)
    throw new Error(`MercadoPago did not answer the ${what} (${answer.code})`);
  return { status: 'refused', code: answer.code, message: `${answer.message} (${what})` };
};

/** Refunds through `POST /v1/payments/{id}/refunds`, keyed by the refund's id (`X-Idempotency-Key`), and reads them
 * back by `GET /v1/payments/{id}/refunds/{refund_id}`. */
export const mercadoPagoRefunds = (client: MercadoPagoClient, paymentsOf: PaymentsOf) => ({
  refundTerms: MERCADOPAGO_REFUND_TERMS,

  refund: async (attempt: PaymentAttempt, request: RefundRequest): Promise<RefundOutcome> => {
    const list = await paymentsOf(attempt);
    if (list === null) throw new Error(`MercadoPago could not be asked about attempt ${attempt.id}`);
    // The payment that took the money: still approved after a part was refunded, refunded once all of it was (a retry
    // whose first answer was lost finds it so, and its key answers the first refund again).
    const paid = list.find((p) => p.status === 'approved') ?? list.find((p) => p.status === 'refunded');
    if (!paid)
      return {
        status: 'refused',
        code: 'no-approved-payment',
        message: 'MercadoPago holds no approved payment for it.',
      };
    // A whole refund goes without `amount` ("if the amount field is filled it creates a partial refund, otherwise a
    // total one": MercadoPago's Create refund reference); the body depends on the request only, so a retry is the same.
    const whole = request.amount === paid.transaction_amount;
    const made = await client.refund(paid.id, request.refundId, whole ? undefined : request.amount);
    return made.ok ? outcomeOfRefund(made.value, request) : refusedOr(made, `refund of payment ${paid.id}`);
  },

  refundStatus: async (attempt: PaymentAttempt, reference: string): Promise<RefundOutcome> => {
    const list = await paymentsOf(attempt);
    if (list === null) throw new Error(`MercadoPago could not be asked about attempt ${attempt.id}`);
    for (const payment of list) {
      const read = await client.refundOf(payment.id, reference);
      if (read.ok) return outcomeOfRefund(read.value, { amount: attempt.amount, refundId: reference });
      if (read.status === null || read.status >= 500) return refusedOr(read, `refund ${reference}`);
    }
    throw new Error(`MercadoPago knows no refund ${reference} of attempt ${attempt.id}`);
  },
});
