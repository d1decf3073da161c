import fc from 'fast-check';
import { expect } from 'vitest';
import type {
  ConfirmedPayment,
  ConfirmPaymentError,
  PaymentConfirmation,
} from '../../../core/checkout/confirm-payment';
import type { AuditEntry } from '../../../core/orders/ports';
import type { PaymentAttempt } from '../../../core/payments/attempt';
import { pesos, type Pesos } from '../../../core/shared/money';
import type { Result } from '../../../core/shared/result';

/** What a provider may say about one attempt, any number of times: it still waits (a status poll), it was approved
 * (a webhook, with or without the figures), or it was approved for another amount (never to be applied). */
export type Word = 'pending' | 'approved' | 'approved-with-figures' | 'other-amount';

/** Confirmations as they arrive: batches in sequence, the confirmations of one batch at once (Promise.all). Every
 * schedule holds at least one genuine approval. */
export const arrivals = fc
  .tuple(
    fc.array(fc.constantFrom<Word>('pending', 'approved', 'approved-with-figures', 'other-amount'), { maxLength: 7 }),
    fc.constantFrom<Word>('approved', 'approved-with-figures'),
    fc.nat(),
    fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
  )
  .map(([words, approval, at, breaks]) => {
    const all = [...words];
    all.splice(at % (words.length + 1), 0, approval);
    const batches: Word[][] = [];
    all.forEach((word, i) => (i === 0 || breaks[i] ? batches.push([word]) : batches.at(-1)!.push(word)));
    return batches;
  });

/** The confirmation a provider's word makes for an attempt of `amount`. */
export const confirmationOf = (word: Word, attemptId: string, amount: Pesos): PaymentConfirmation => {
  const reference = { reference: `NEQ-${attemptId}` };
  switch (word) {
    case 'pending':
      return { attemptId, status: 'pending', actor: 'nequi', details: reference };
    case 'approved':
      return { attemptId, status: 'approved', actor: 'nequi', details: reference };
    case 'approved-with-figures':
      return { attemptId, status: 'approved', actor: 'nequi', details: reference, paid: { amount, currency: 'COP' } };
    case 'other-amount':
      return {
        attemptId,
        status: 'approved',
        actor: 'nequi',
        details: reference,
        paid: { amount: pesos(amount + 100), currency: 'COP' },
      };
    default:
      return word satisfies never;
  }
};

/** Runs the batches through `confirm`, each batch at once, and returns every answer. */
export const deliver = async (
  batches: readonly (readonly Word[])[],
  confirm: (c: PaymentConfirmation) => Promise<Result<ConfirmedPayment, ConfirmPaymentError>>,
  attemptId: string,
  amount: Pesos,
) => {
  const answers = [];
  for (const batch of batches)
    answers.push(...(await Promise.all(batch.map((w) => confirm(confirmationOf(w, attemptId, amount))))));
  return answers;
};

/** The order changed exactly once: one approval event, one audit move, one answer saying it changed anything to
 * `approved`; the attempt is approved, flagged only when another amount was reported. */
export const expectPaidOnce = (
  batches: readonly (readonly Word[])[],
  answers: readonly Result<ConfirmedPayment, ConfirmPaymentError>[],
  seen: {
    readonly eventTypes: readonly string[];
    readonly history: readonly AuditEntry[];
    readonly orderState: string;
    readonly attempt: PaymentAttempt;
  },
) => {
  expect(seen.eventTypes.filter((t) => t === 'payment-approved')).toHaveLength(1);
  expect(seen.history.filter((e) => e.action === 'approve-payment')).toHaveLength(1);
  expect(seen.orderState).toBe('paid');
  expect(seen.attempt.state).toBe('approved');
  expect(seen.attempt.flagged).toBe(batches.flat().includes('other-amount'));
  expect(answers.filter((a) => a.ok && a.value.changed && a.value.order.state === 'paid')).toHaveLength(1);
  // Refused, changing nothing: another amount, or a stale "still waiting" after the approval.
  for (const a of answers) if (!a.ok) expect(['amount-mismatch', 'invalid-transition']).toContain(a.error.kind);
};
