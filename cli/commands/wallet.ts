import { Command } from 'commander';
import { T } from '../../adapters/container';
import { WALLET_PROVIDER } from '../../core/checkout/payment-records';
import type { ReversePaymentError, Reversible } from '../../core/checkout/reverse-payment';
import type { PaymentAttempt } from '../../core/payments/attempt';
import { formatPesos } from '../../core/shared/format';
import { RefusedByProvider } from '../errors';
import { json } from '../format';
import { printer, type CliIo } from '../io';
import { confirm } from '../prompt';
import { reverseBothWays } from '../reversal';
import { osActor, settled, throughStore, type Refusal } from '../through-store';
import { orderNumberArg } from './orders';
import { statusFields } from '../wallet-views';

/** The phone a push went to, or how else it was paid. */
const payerOf = (attempt: PaymentAttempt) => (attempt.action?.kind === 'push' ? attempt.action.phone : 'pagado con QR');

/** Nequi not configured, or no Nequi payment with the reference, in the terminal's words. */
const statusRefusal = (reference: string) => (refusal: Refusal) => {
  if (refusal.kind === 'provider-not-configured')
    return 'Nequi is not configured here: set NEQUI_CLIENT_ID, NEQUI_CLIENT_SECRET, NEQUI_API_KEY and NEQUI_MERCHANT_CODE (outside production the store uses its sandbox without them), and check PAYMENT_METHODS.';
  if (refusal.kind === 'payment-not-found')
    return `No Nequi payment has the reference "${reference}" here. Give the codeQR or transactionId Nequi answered, as "fornido payments show ORDER" lists it.`;
  return undefined;
};

/** The provider's status of one payment, with the attempt it belongs to: Nequi's own answer, whatever the store holds
 * (nothing is applied: that is "fornido payments reconcile"). */
const askStatus = (io: CliIo, reference: string) => {
  const english = statusRefusal(reference);
  return throughStore(
    io,
    {
      api: (api) => api.payments.walletStatus({ reference }),
      database: async (c) =>
        settled(await c.get(T.paymentConsole).walletStatusFor(osActor(io), reference), '', english),
      english,
    },
    reference,
  );
};

/** A reversal's refusal in plain English, or the provider's no as exit code 2. */
const failure = (number: string, error: ReversePaymentError): Error => {
  if (error.kind === 'refused') {
    // The use case's message names the provider ("nequi refused: …"), which this sentence already does.
    const why = error.message.replace(/^[\w-]+ refused: /, '').replace(/\.$/, '');
    return new RefusedByProvider(
      `Nequi refused to reverse ${number} (code ${error.code}): ${why}. Nothing changed: the order is still paid.`,
      error.code,
    );
  }
  if (error.kind === 'order-not-found')
    return new Error(`${error.message} List the paid ones with "fornido orders list --status paid".`);
  return new Error(error.message);
};

/** What the operator is asked to confirm. */
const reversibleText = ({ order, attempt }: Reversible) =>
  [
    `Order:      ${order.number} (${order.state})`,
    `Buyer:      ${order.buyer.name} <${order.buyer.email}>`,
    `Amount:     ${formatPesos(attempt.amount)}`,
    `Phone:      ${payerOf(attempt)}`,
    `Provider:   ${attempt.provider} ${attempt.reference ?? ''}`.trimEnd(),
  ].join('\n');

/** `fornido wallet status|reverse`: Nequi payments as Nequi sees them, and giving one back. */
export const walletCommand = (io: CliIo) => {
  const print = printer(io.out);
  const wallet = new Command('wallet').description("Nequi payments: ask Nequi for one's status, reverse a paid order.");
  wallet
    .command('status')
    .description('Ask Nequi for the status of one payment (changes nothing in the store).')
    .argument('<reference>', "the payment's codeQR or transactionId, as Nequi answered it")
    .option('--json', 'print JSON for scripts')
    .action(async (raw: string, opts: { json?: boolean }) => {
      const { stored, outcome, sandbox } = await askStatus(io, raw.trim());
      const { attempt } = stored;
      if (opts.json)
        print(
          json({
            provider: WALLET_PROVIDER,
            sandbox,
            reference: attempt.reference,
            orderNumber: stored.orderNumber,
            kind: attempt.action?.kind ?? null,
            storeState: attempt.state,
            amount: attempt.amount,
            outcome,
          }),
        );
      else print(statusFields(stored, outcome, sandbox));
      if (outcome.status === 'failed') throw new Error(`Nequi could not be asked: ${outcome.message}`);
    });
  wallet
    .command('reverse')
    .description("Give a paid Nequi order's money back (Nequi's reversal) and mark the order reversed.")
    .argument('<orderNumber>', 'the order number, e.g. FO-2026-000123', orderNumberArg)
    .option('--yes', 'do not ask for confirmation (required when not at a terminal)')
    .option('--json', 'print JSON for scripts')
    .action(async (number: string, opts: { yes?: boolean; json?: boolean }) => {
      const done = await reverseBothWays(io, number, false, {
        check: ({ attempt }) => {
          if (attempt.provider !== WALLET_PROVIDER)
            throw new Error(
              `${number} was paid with ${attempt.provider}, not Nequi: refund it with "fornido payments refund ${number}".`,
            );
        },
        confirm: async (found) => {
          if (!opts.json) print(reversibleText(found));
          if (opts.yes) return true;
          if (!io.in?.isTTY) throw new Error('Not at a terminal to confirm: pass --yes to reverse without asking.');
          return confirm(io.in, io.out, `Reverse ${formatPesos(found.attempt.amount)} of ${number}?`);
        },
        refused: (error) => {
          if (opts.json)
            print(json({ orderNumber: number, reversed: false, code: error.code, message: error.message }));
        },
        failure: (error) => failure(number, error),
      });
      if (!done) throw new Error(`Not confirmed: nothing was reversed.`);
      const { attempt } = done.found;
      const order = { number, state: done.state };
      if (opts.json)
        return print(
          json({
            orderNumber: order.number,
            reversed: true,
            state: order.state,
            amount: attempt.amount,
            provider: attempt.provider,
            reference: attempt.reference,
          }),
        );
      print(
        order.state === 'reversed'
          ? `${order.number} is now reversed: Nequi gave ${formatPesos(attempt.amount)} back to ${payerOf(attempt)}.`
          : `Nequi gave ${formatPesos(attempt.amount)} back, but ${order.number} is ${order.state}: its attempt is flagged for an operator.`,
      );
    });
  return wallet;
};
