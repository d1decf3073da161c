import type { PaymentOutcome, StoredAttempt } from '../core/payments/ports';
import { formatPesos } from '../core/shared/format';

const fields = (pairs: readonly (readonly [string, string])[]): string => {
  const width = Math.max(...pairs.map(([label]) => label.length)) + 2;
  return pairs.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`).join('\n');
};

/** The amount the provider told, or the attempt's when it told none. */
const amountOf = (outcome: PaymentOutcome, stored: StoredAttempt) => {
  const told = 'amount' in outcome ? outcome.amount : undefined;
  if (told === undefined) return `${formatPesos(stored.attempt.amount)} (the attempt's; Nequi did not say)`;
  return told === stored.attempt.amount
    ? formatPesos(told)
    : `${formatPesos(told)} (the attempt is for ${formatPesos(stored.attempt.amount)})`;
};

/** Nequi's answer about one payment beside what the store holds. */
export const statusFields = (stored: StoredAttempt, outcome: PaymentOutcome, sandbox: boolean): string => {
  const { attempt } = stored;
  const kind =
    attempt.action?.kind === 'push' ? `push to ${attempt.action.phone}` : (attempt.action?.kind ?? 'unknown');
  const why =
    outcome.status === 'rejected' || outcome.status === 'expired' || outcome.status === 'failed'
      ? [['Reason', `${outcome.reason}: ${outcome.message}`] as const]
      : [];
  return fields([
    ['Provider', sandbox ? 'nequi (sandbox)' : 'nequi'],
    ['Reference', attempt.reference ?? '-'],
    ['Order', stored.orderNumber],
    ['Kind', kind],
    ['Nequi says', outcome.status],
    ...why,
    ['Amount', amountOf(outcome, stored)],
    ['Store has', `${attempt.state}${attempt.flagged ? ' (FLAGGED)' : ''}`],
  ]);
};
