import { Command, Option } from 'commander';
import { T, type AppContainer } from '../../adapters/container';
import { parseOrderNumber } from '../../core/orders/order';
import type { StoredAttempt } from '../../core/payments/ports';
import { formatPesos } from '../../core/shared/format';
import { bogota, count, duration, json } from '../format';
import { printer, type CliIo } from '../io';
import { operatorName } from '../operator';
import {
  attemptJson,
  attemptsTable,
  changesTable,
  disagreementsTable,
  unansweredTable,
  providerBlocks,
  providerSaysJson,
} from '../payment-views';
import { askProviders, heldLog } from '../provider-records';
import { inStore, withStore } from '../store';
import { dispatchNow } from './events';
import { addRefundCommand } from './refund';

/** An order's attempts by its number, or the attempts at any provider with that reference. */
const findAttempts = async (c: AppContainer, key: string) => {
  const number = parseOrderNumber(key);
  if (!number) return { order: null, attempts: await c.get(T.paymentAttempts).listByReference(key.trim()) };
  const found = await c.get(T.orders).findOrder(number);
  if (!found.ok) throw new Error(`${found.error.message} List them with "fornido orders list".`);
  const order = found.value;
  const attempts: StoredAttempt[] = order.payments.map((attempt) => ({
    orderId: order.id,
    orderNumber: order.number,
    attempt,
  }));
  return { order, attempts };
};

/** The attempts `key` names, each with what its provider's records say now (where its gateway can tell). */
const showAttempts = async (io: CliIo, key: string) => {
  const log = heldLog(io.err);
  return withStore(
    io.env,
    async (c) => {
      const found = await findAttempts(c, key);
      return { ...found, records: await askProviders(c, found.attempts, log, io.err) };
    },
    { log: log.writer },
  );
};

/** `fornido payments show|reconcile|refund`: what providers said about each attempt, bringing open ones to their word,
 * and giving a paid order's money back. */
export const paymentsCommand = (io: CliIo) => {
  const print = printer(io.out);
  const payments = new Command('payments').description(
    "Payment attempts: show an order's with their provider data, reconcile open ones with their providers, refund a paid order.",
  );
  payments
    .command('show')
    .description(
      "Show an order's payment attempts with their provider data, or the attempts with a provider's reference; where a provider can tell, what its records say about each attempt now.",
    )
    .argument('<orderNumberOrReference>', "an order number (FO-2026-000123) or a provider's reference")
    .option(
      '--json',
      "print JSON for scripts (an attempt's providerSays: {label: value}, null when the provider could not be asked)",
    )
    .action(async (key: string, opts: { json?: boolean }) => {
      const { order, attempts, records } = await showAttempts(io, key);
      if (!order && attempts.length === 0)
        throw new Error(
          `No payment attempt has the reference "${key.trim()}". An order number looks like FO-2026-000123; find one with "fornido orders list".`,
        );
      if (opts.json)
        return print(
          json({
            order: order && { number: order.number, state: order.state, total: order.totals.total },
            attempts: attempts.map((s) => {
              const record = records.find((r) => r.attemptId === s.attempt.id);
              return {
                ...attemptJson(s.orderNumber, s.attempt),
                ...(record ? { providerSays: providerSaysJson(record) } : {}),
              };
            }),
          }),
        );
      if (order) {
        print(`Order ${order.number} (${order.state}), total ${formatPesos(order.totals.total)}`);
        if (attempts.length === 0) return print('No payment attempts.');
      } else print(`Attempts with the reference ${key.trim()}`);
      print(attemptsTable(attempts, !order));
      const blocks = providerBlocks(records);
      if (blocks) print(`\n${blocks}`);
      print(`\n${count(attempts.length, 'attempt')}.`);
    });
  payments
    .command('reconcile')
    .description(
      'Ask the providers about every open attempt made recently and settle it; exits 1 while something still disagrees.',
    )
    .option('--provider <name>', 'only this provider (nequi, sandbox-card…)')
    .addOption(
      new Option('--since <duration>', 'only attempts made this long ago or later: 30m, 24h, 7d')
        .argParser(duration('--since', 90))
        // Shown as the operator would type it, not in milliseconds.
        .default(86_400_000, '24h'),
    )
    .option('--json', 'print JSON for scripts')
    .action(async (opts: { provider?: string; since: number; json?: boolean }) => {
      const { since, report } = await inStore(io, async (c) => {
        // One provider may take several methods (ePayco's four): each is named once.
        const configured = [...new Set(c.get(T.payments).gateways.map((g) => g.provider))];
        if (opts.provider !== undefined && !configured.includes(opts.provider))
          throw new Error(
            `Provider "${opts.provider}" is not configured here. Configured: ${configured.join(', ') || 'none'}.`,
          );
        const from = new Date(c.get(T.clock).now().getTime() - opts.since);
        const done = await c.get(T.paymentUpkeep).reconcilePayments({
          ...(opts.provider !== undefined ? { provider: opts.provider } : {}),
          since: from,
          // An operator asks about everything open, even an attempt a shopper's page has just checked.
          skipCheckedWithinMs: 0,
          actor: operatorName(io.env),
        });
        await dispatchNow(c); // the mails of the orders it paid or expired
        return { since: from, report: done };
      });
      const { checked, changed, disagreements, unanswered } = report;
      const reversed = unanswered.filter((u) => u.reversed).length;
      const summary =
        `Checked ${count(checked, 'open attempt')} made since ${bogota(since)} (Bogota): ${changed.length} changed, ${disagreements.length} still ${disagreements.length === 1 ? 'disagrees' : 'disagree'}.` +
        (unanswered.length > 0
          ? ` Withdrew ${count(unanswered.length, 'unanswered request')} whose time ran out (${reversed} paid and reversed).`
          : '');
      if (opts.json) print(json({ since, checked, changed, disagreements, unanswered }));
      else {
        if (changed.length > 0) print(`Changed\n${changesTable(changed)}\n`);
        if (disagreements.length > 0) print(`Still disagreeing\n${disagreementsTable(disagreements)}\n`);
        if (unanswered.length > 0) print(`Unanswered requests\n${unansweredTable(unanswered)}\n`);
        print(summary);
      }
      if (disagreements.length > 0)
        throw new Error(
          `${count(disagreements.length, 'attempt')} still ${disagreements.length === 1 ? 'disagrees' : 'disagree'} with ${disagreements.length === 1 ? 'its provider' : 'their providers'}; look at ${disagreements.length === 1 ? 'it' : 'them'} with "fornido payments show ORDER".`,
        );
    });
  addRefundCommand(payments, io);
  return payments;
};
