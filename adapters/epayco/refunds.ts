import type { PaymentAttempt } from '../../core/payments/attempt';
import type { RefundOutcome, RefundRequest, RefundTerms } from '../../core/payments/refund';
import { wholePesos } from '../../core/shared/money';
import type { Logger } from '../../core/shared/ports';
import type { Epayco } from './sdk';

/** ePayco refunds card payments whole or in parts. It publishes no window for them: none is assumed (*unconfirmed*).
 * PSE, cash vouchers and SafetyPay have no refund API: the store refunds those by a bank transfer it records. */
export const EPAYCO_CARD_REFUND_TERMS: RefundTerms = { partial: true, withinDays: null };

/** The first error ePayco lists (Apify's `data.errors[{codError, errorMessage}]`), if any. */
const firstError = (data: unknown): { code: string; message: string } | null => {
  const errors = (data as { errors?: unknown } | null | undefined)?.errors;
  const first = Array.isArray(errors) ? (errors[0] as { codError?: unknown; errorMessage?: unknown }) : null;
  return first && typeof first.codError === 'string'
    ? { code: first.codError, message: typeof first.errorMessage === 'string' ? first.errorMessage : '' }
    : null;
};

/** The card gateway's refund: the transaction (`ref_payco`, the attempt's reference) given back in part or whole,
 * under our refund id as its `invoice`. ePayco's refusal is data; an SDK error (no answer, an HTTP error) throws. */
export const epaycoCardRefunds = (deps: { readonly sdk: Epayco; readonly logger: Logger }) => ({
  refundTerms: EPAYCO_CARD_REFUND_TERMS,
  refund: async (attempt: PaymentAttempt, request: RefundRequest): Promise<RefundOutcome> => {
    if (!attempt.reference) throw new Error(`Attempt ${attempt.id} has no ePayco reference: it cannot be refunded`);
    const answer = await deps.sdk.refunds.create({
      ref_payco: attempt.reference,
      value: String(request.amount),
      invoice: request.refundId,
      description: `Devolución ${request.refundId}`,
    });
    if (answer.success) {
      const amount = wholePesos(String(answer.data.value)) ?? request.amount;
      return { status: 'refunded', reference: answer.data.reversalId, amount };
    }
    const error = firstError(answer.data);
    // Apify words its answer in camelCase (`textResponse`), restpagos in snake_case.
    const text = typeof answer.textResponse === 'string' ? answer.textResponse : answer.text_response;
    const says = error?.message || text || 'ePayco no lo devolvió.';
    deps.logger.warn({ provider: 'epayco', attemptId: attempt.id, code: error?.code, says }, 'ePayco refused a refund');
    return { status: 'refused', code: error?.code ?? 'refused', message: says };
  },
});
