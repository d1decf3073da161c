import type { Command } from 'commander';
import type { ReversePaymentError, Reversible } from '../../core/checkout/reverse-payment';
import { formatPesos } from '../../core/shared/format';
import { RefusedByProvider } from '../errors';
import { json } from '../format';
import { printer, type CliIo } from '../io';
import { confirm } from '../prompt';
import { reverseBothWays } from '../reversal';
import { orderNumberArg } from './orders';

/** A refund's refusal in plain English, or the provider's no as exit code 2. */
const failure = (number: string, error: ReversePaymentError): Error => {
  if (error.kind === 'refused')
    return new RefusedByProvider(
      `${error.message.replace(/\.$/, '')} (code ${error.code}). Nothing changed: ${number} is still paid.`,
      error.code,
    );
  if (error.kind === 'order-not-found')
    return new Error(`${error.message} List the paid ones with "fornido orders list --status paid".`);
  return new Error(error.message);
};

/** What the operator is asked to confirm. */
const refundText = ({ order, attempt, by }: Reversible) =>
  [
    `Order:      ${order.number} (${order.state})`,
    `Buyer:      ${order.buyer.name} <${order.buyer.email}>`,
    `Amount:     ${formatPesos(attempt.amount)}${order.totals.giftCredit > 0 ? ` and ${formatPesos(order.totals.giftCredit)} of gift credit` : ''}`,
    `Provider:   ${attempt.provider} ${attempt.reference ?? ''}`.trimEnd(),
    `Refund:     ${by === 'provider' ? `through ${attempt.provider}'s API` : by === 'store' ? 'to the gift credit balance' : `already made by ${attempt.provider}'s own process: recorded here`}`,
  ].join('\n');

const question = ({ order, attempt, by }: Reversible) =>
  by === 'recorded'
    ? `Record that ${attempt.provider} refunded ${formatPesos(attempt.amount)} of ${order.number}?`
    : `Refund ${formatPesos(attempt.amount)} of ${order.number}${by === 'provider' ? ` through ${attempt.provider}` : ''}?`;

/** What was done, in a sentence. */
const doneText = ({ order, attempt, by }: Reversible, state: string) => {
  if (state !== 'reversed')
    return `${attempt.provider} gave ${formatPesos(attempt.amount)} back, but ${order.number} is ${state}: its attempt is flagged for an operator.`;
  const credit =
    order.totals.giftCredit > 0
      ? ` The ${formatPesos(order.totals.giftCredit)} of gift credit it used went back to the buyer's balance.`
      : '';
  if (by === 'provider')
    return `${order.number} is now reversed: ${attempt.provider} refunded ${formatPesos(attempt.amount)}.${credit}`;
  if (by === 'recorded')
    return `${order.number} is now reversed: the refund ${attempt.provider} made is recorded.${credit}`;
  return `${order.number} is now reversed.${credit}`;
};

/** `fornido payments refund`: gives a paid order's money back through its provider (MercadoPago, Nequi), records a
 * refund a provider without a refund API made by its own process (Addi: `--recorded`), or gives an order paid with gift
 * credit back to the balance; then the order is reversed, audited with the operator's name, and its event written (the
 * shopper's mail, the referral credit taken back). Exit 2 when the provider refuses. */
export const addRefundCommand = (payments: Command, io: CliIo) => {
  const print = printer(io.out);
  payments
    .command('refund')
    .description(
      "Give a paid order's money back through its provider and mark it reversed; for a provider without a refund API (Addi), refund it by its own process first, then record it with --recorded.",
    )
    .argument('<orderNumber>', 'the order number, e.g. FO-2026-000123', orderNumberArg)
    .option('--recorded', 'the provider already refunded it by its own process (Addi): record it, ask nobody')
    .option('--yes', 'do not ask for confirmation (required when not at a terminal)')
    .option('--json', 'print JSON for scripts')
    .action(async (number: string, opts: { recorded?: boolean; yes?: boolean; json?: boolean }) => {
      const done = await reverseBothWays(io, number, opts.recorded === true, {
        confirm: async (found) => {
          if (!opts.json) print(refundText(found));
          if (opts.yes) return true;
          if (!io.in?.isTTY) throw new Error('Not at a terminal to confirm: pass --yes to refund without asking.');
          return confirm(io.in, io.out, question(found));
        },
        refused: (error) => {
          if (opts.json)
            print(json({ orderNumber: number, refunded: false, code: error.code, message: error.message }));
        },
        failure: (error) => failure(number, error),
      });
      if (!done) throw new Error('Not confirmed: nothing was refunded.');
      const { found, state } = done;
      if (opts.json)
        return print(
          json({
            orderNumber: found.order.number,
            refunded: true,
            by: found.by,
            state,
            amount: found.attempt.amount,
            provider: found.attempt.provider,
            reference: found.attempt.reference,
          }),
        );
      print(doneText(found, state));
    });
};
