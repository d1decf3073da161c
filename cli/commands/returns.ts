import { Command, Option } from 'commander';
import { T, type AppContainer } from '../../adapters/container';
import type { Actor } from '../../core/operators/operator';
import type { LineBack } from '../../core/returns/receive-return';
import type { ManualRefund } from '../../core/returns/refund-way';
import { RETURN_STATES, type ReturnState } from '../../core/returns/return-state';
import { parseReturnNumber, type Return } from '../../core/returns/return';
import { formatCalendarDate } from '../../core/shared/calendar-date';
import type { Result } from '../../core/shared/result';
import type { StoreApi } from '../api-client';
import { RefusedByProvider } from '../errors';
import { bogota, count, json, positive, table } from '../format';
import { printer, type CliIo } from '../io';
import { doneText, reasonOf, reconciliationText, returnText, whatOf } from '../return-views';
import { inOwnWords, osActor, settled, throughStore, type Refusal } from '../through-store';
import { dispatchNow } from './events';
import { orderNumberArg } from './orders';

/** The use cases' refusals are in the operators' English already; an unknown return says where to look. */
const english = (refusal: Refusal): string | undefined => {
  switch (refusal.kind) {
    case 'return-not-found':
      return `${refusal.message} List them with "fornido returns list".`;
    case 'invalid-input':
    case 'invalid-transition':
    case 'picture-not-found':
    case 'refund-needs-reference':
    case 'nothing-to-refund':
    case 'refund-exceeds-paid':
    case 'provider-error':
    case 'moved':
      return refusal.message;
    default:
      return undefined;
  }
};

/** A provider's no: exit code 2, as `fornido payments refund`. */
const refusedByProvider = (refusal: Refusal): Error | null =>
  refusal.kind === 'refused'
    ? new RefusedByProvider(
        `${refusal.message.replace(/\.$/, '')} (code ${refusal.code}). Nothing changed.`,
        refusal.code,
      )
    : null;

const settle = <V>(result: Result<V, Refusal>, number: string): V => {
  const refused = result.ok ? null : refusedByProvider(result.error);
  if (refused) throw refused;
  return settled(result, number, english);
};

/** A step on a return through the running store's API, or on the database (its mail and live update sent now). */
type StepWays = {
  readonly api: (api: StoreApi) => Promise<Return>;
  readonly database: (c: AppContainer, actor: Actor) => Promise<Result<Return, Refusal>>;
};

const step = (io: CliIo, number: string, ways: StepWays): Promise<Return> =>
  throughStore(
    io,
    {
      api: (api) => inOwnWords(ways.api(api), (refusal) => refusedByProvider(refusal.body)),
      database: async (c) => {
        const done = settle(await ways.database(c, osActor(io)), number);
        await dispatchNow(c);
        return done;
      },
      english,
    },
    number,
  );

/** A return number as the store writes it: an order number, -D and its sequence. */
const returnNumberArg = (raw: string): string => {
  const number = parseReturnNumber(raw);
  if (!number) throw new Error(`"${raw}" is not a return number: FO-2026-000123-D1 is the form of a return number.`);
  return number;
};

const statesArg = (raw: string): ReturnState[] =>
  raw.split(',').map((part) => {
    const state = RETURN_STATES.find((s) => s === part.trim());
    if (!state) throw new Error(`"${part.trim()}" is not a return state: use ${RETURN_STATES.join(', ')}.`);
    return state;
  });

/** `--back SKU=on-sale|damaged`, repeated: where each line's units go. */
const backArg = (raw: string, previous: LineBack[] = []): LineBack[] => {
  const [sku, back] = raw.split('=').map((part) => part.trim());
  if (!sku || (back !== 'on-sale' && back !== 'damaged'))
    throw new Error(`--back takes SKU=on-sale or SKU=damaged, got "${raw}".`);
  return [...previous, { sku: sku.toUpperCase(), back }];
};

/** `--transfer REFERENCE` or `--recorded REFERENCE`: how the money went back when no provider is asked. */
type Manual = { transfer?: string; recorded?: string };

const manualOptions = (command: Command) =>
  command
    .option('--transfer <reference>', 'the store made a bank transfer with this reference: record it')
    .option('--recorded <reference>', 'the provider refunded by its own process (Addi) with this reference: record it');

const manualOf = (opts: Manual): ManualRefund | null => {
  if (opts.transfer !== undefined && opts.recorded !== undefined)
    throw new Error('Give either --transfer or --recorded, not both.');
  if (opts.transfer !== undefined) return { how: 'transfer', reference: opts.transfer };
  return opts.recorded !== undefined ? { how: 'recorded', reference: opts.recorded } : null;
};

type Out = { json?: boolean };

/** `fornido returns`: the shoppers' returns as operators work them (issue 34), through the running store's API like
 * every command, or on the database: list and show (`returns.read`), approve and reject (`returns.write`), receive
 * (`returns.receive`), refund, goodwill and reconcile (`payments.refund`). */
export const returnsCommand = (io: CliIo) => {
  const print = printer(io.out);
  const show = (r: Return, opts: Out, text: (r: Return) => string) => print(opts.json ? json(r) : text(r));
  const returns = new Command('returns').description("Work the shoppers' returns: read, answer, receive, refund.");
  const jsonOption = () => new Option('--json', 'print JSON for scripts');

  returns
    .command('list')
    .description('List the returns, newest first.')
    .option('--state <states>', `only these states, comma-separated (${RETURN_STATES.join(', ')})`, statesArg)
    .option('--flagged', 'only returns with a refund flagged for an operator (refused, another amount, unconfirmed)')
    .option('--limit <n>', 'how many (1-500)', positive('--limit', 500), 50)
    .addOption(jsonOption())
    .action(async (opts: { state?: ReturnState[]; flagged?: boolean; limit: number } & Out) => {
      const query = { states: opts.state, flagged: opts.flagged === true, limit: opts.limit };
      const found = await throughStore(io, {
        api: (api) =>
          api.returns.listReturns({
            states: opts.state?.join(','),
            flagged: query.flagged ? '1' : undefined,
            limit: opts.limit,
          }),
        database: async (c) => settle(await c.get(T.returns).listReturns(osActor(io), query), ''),
        english,
      });
      if (opts.json) return print(json(found));
      if (found.length === 0) return print('No returns.');
      const rows = found.map((r) => [
        r.number,
        bogota(r.steps.requestedAt),
        r.state,
        reasonOf(r),
        whatOf(r),
        formatCalendarDate(r.answerBy),
      ]);
      print(table([['NUMBER', 'REQUESTED (BOGOTA)', 'STATE', 'REASON', 'WHAT', 'ANSWER BY'], ...rows]));
      print(`\n${count(found.length, 'return')}.`);
    });

  returns
    .command('show')
    .description('Show a return: its lines, pictures, answer and refunds.')
    .argument('<number>', 'the return number, e.g. FO-2026-000123-D1', returnNumberArg)
    .addOption(jsonOption())
    .action(async (number: string, opts: Out) => {
      const found = await throughStore(
        io,
        {
          api: (api) => api.returns.showReturn({ number }),
          database: async (c) => settle(await c.get(T.returns).showReturn(osActor(io), number), number),
          english,
        },
        number,
      );
      show(found, opts, returnText);
    });

  /** A step on one return: its number, its options, what it asks of the store; it prints what it did. */
  const stepCommand = <O extends Out>(
    name: string,
    description: string,
    options: (command: Command) => Command,
    ways: (number: string, opts: O) => StepWays,
  ) =>
    options(returns.command(name).description(description).argument('<number>', 'the return number', returnNumberArg))
      .addOption(jsonOption())
      .action(async (number: string, opts: O) => show(await step(io, number, ways(number, opts)), opts, doneText));

  stepCommand<{ instructions: string } & Out>(
    'approve',
    'Approve a requested return; the shopper is mailed the return shipping instructions.',
    (command) => command.requiredOption('--instructions <text>', 'how to send the units back (5 to 2,000 characters)'),
    (number, opts) => {
      const input = { number, text: opts.instructions };
      return {
        api: (api) => api.returns.approveReturn(input),
        database: (c, actor) => c.get(T.returns).approveReturn(actor, input),
      };
    },
  );
  stepCommand<{ reason: string } & Out>(
    'reject',
    'Reject a requested return; the shopper is mailed the reason.',
    (command) => command.requiredOption('--reason <text>', 'the reason the shopper reads (5 to 2,000 characters)'),
    (number, opts) => {
      const input = { number, text: opts.reason };
      return {
        api: (api) => api.returns.rejectReturn(input),
        database: (c, actor) => c.get(T.returns).rejectReturn(actor, input),
      };
    },
  );
  stepCommand<{ back: LineBack[] } & Out>(
    'receive',
    "Receive an approved return's units: each line back on sale or to the damaged count.",
    (command) => command.requiredOption('--back <SKU=on-sale|damaged>', 'where a line goes; once per line', backArg),
    (number, opts) => {
      const input = { number, lines: opts.back };
      return {
        api: (api) => api.returns.receiveReturn(input),
        database: (c, actor) => c.get(T.returns).receiveReturn(actor, input),
      };
    },
  );
  stepCommand<Manual & Out>(
    'refund',
    "Refund a received return through the payment's provider; when it cannot, make the transfer (or let the provider refund by its own process) and record it with its reference.",
    manualOptions,
    (number, opts) => {
      const input = { number, manual: manualOf(opts) };
      return {
        api: (api) => api.returns.refundReturn(input),
        database: (c, actor) => c.get(T.returns).refundReturn(actor, input),
      };
    },
  );

  returns
    .command('reconcile')
    .description(
      'Ask the providers now about the refunds they had not confirmed: each is refunded, flagged for an operator, or still pending (the store does it every 5 minutes).',
    )
    .addOption(jsonOption())
    .action(async (opts: Out) => {
      const run = await throughStore(io, {
        api: (api) => api.returns.reconcileRefunds({}),
        database: async (c) => {
          const done = settle(await c.get(T.returns).reconcileRefundsAs(osActor(io)), '');
          await dispatchNow(c);
          return done;
        },
        english,
      });
      print(opts.json ? json(run) : reconciliationText(run));
    });

  const goodwill = returns
    .command('goodwill')
    .description("Give part of a delivered order's money back with no units returned, as a return of its own.")
    .argument('<orderNumber>', 'the order number, e.g. FO-2026-000123', orderNumberArg)
    .argument('<amount>', 'whole pesos, e.g. 20000', positive('<amount>', 100_000_000))
    .requiredOption('--reason <text>', 'why the store gives it back (5 to 2,000 characters)');
  manualOptions(goodwill)
    .addOption(jsonOption())
    .action(async (orderNumber: string, amount: number, opts: { reason: string } & Manual & Out) => {
      const input = { orderNumber, amount, words: opts.reason, manual: manualOf(opts) };
      const done = await step(io, orderNumber, {
        api: (api) => api.returns.goodwillRefund(input),
        database: (c, actor) => c.get(T.returns).goodwillRefund(actor, input),
      });
      show(done, opts, doneText);
    });
  return returns;
};
