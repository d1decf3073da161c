import { Command, Option } from 'commander';
import { T } from '../../adapters/container';
import { parseOrderNumber } from '../../core/orders/order';
import { formatPesos } from '../../core/shared/format';
import { bogota, count, duration, json } from '../format';
import { printer, type CliIo } from '../io';
import {
  attemptJson,
  attemptsTable,
  changesTable,
  disagreementsTable,
  unansweredTable,
  providerBlocks,
  providerSaysJson,
} from '../payment-views';
import { heldLog, unaskedWarning } from '../provider-records';
import { osActor, settled, throughStore } from '../through-store';
import { dispatchNow } from './events';
import { addRefundCommand } from './refund';

/** The attempts `key` names, each with what its provider's records say now (where its gateway can tell); each provider
 * that could not be asked is one warning line on stderr, what the store logged about that lookup left out. */
const showAttempts = async (io: CliIo, key: string) => {
  const log = heldLog(io.err);
  const subject = parseOrderNumber(key) ?? key.trim();
  const found = await throughStore(
    io,
    {
      api: (api) => api.payments.paymentRecords({ key }),
      database: async (c) => {
        log.hold();
        const records = settled(await c.get(T.paymentConsole).paymentRecordsFor(osActor(io), key), subject);
        log.release(records.records.every((r) => 'facts' in r));
        return records;
      },
      log: log.writer,
    },
    subject,
  );
  for (const record of found.records) if ('error' in record) io.err.write(unaskedWarning(found.attempts, record));
  return found;
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
            order,
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
        print(`Order ${order.number} (${order.state}), total ${formatPesos(order.total)}`);
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
      const request = { ...(opts.provider !== undefined ? { provider: opts.provider } : {}), sinceMs: opts.since };
      const report = await throughStore(io, {
        api: (api) => api.payments.reconcilePayments(request),
        database: async (c) => {
          const done = settled(await c.get(T.paymentConsole).reconcileNowAs(osActor(io), request));
          await dispatchNow(c); // the mails of the orders it paid or expired
          return done;
        },
      });
      const { since, checked, changed, disagreements, unanswered } = report;
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
