import { Command } from 'commander';
import { T, type AppContainer } from '../../adapters/container';
import { parseEmail, type Email } from '../../core/people/email';
import type { CreditStatement } from '../../core/loyalty/credit-ports';
import { formatPesos } from '../../core/shared/format';
import { cannotGoDownMessage } from '../../core/loyalty/ledger';
import { negate, pesos } from '../../core/shared/money';
import { bogota, json, table } from '../format';
import { printer, type CliIo } from '../io';
import { operatorName } from '../operator';
import type { StoreApi } from '../api-client';
import { inOwnWords, throughStore } from '../through-store';

/** How many lines `credit show` lists, newest first. */
const LINES = 50;

const KIND_TEXT = {
  'earned': 'earned (referred order paid)',
  'clawback': 'taken back (referred order reversed)',
  'spent': 'spent on an order',
  'restored': 'given back (order not paid)',
  'settlement': 'pending clawback settled',
  'adjustment': 'adjusted by an operator',
  'return-restored': 'given back (a return refunded)',
  'return-clawback': 'taken back (referred order returned)',
} as const;

/** The e-mail an operator typed, or an error they understand. */
const emailOf = (raw: string) => {
  const email = parseEmail(raw);
  if (!email.ok) throw new Error(`"${raw}" is not an email address.`);
  return email.value;
};

const noCustomer = (email: string) => new Error(`No customer with the email ${email}.`);

/** The customer with this email, or an error an operator understands. */
const customerOf = async (c: AppContainer, email: Email) => {
  const customer = await c.get(T.customers).findByEmail(email);
  if (!customer) throw noCustomer(email);
  return customer;
};

/** A customer's gift credit through the store's API: their record holds its balance and last movements. */
const creditThrough = async (api: StoreApi, email: string) => {
  const detail = await inOwnWords(api.customers.customerDetail({ key: email }), (refusal) =>
    refusal.kind === 'customer-not-found' ? noCustomer(email) : null,
  );
  const { balance, pending } = detail.giftCredit;
  return { email: detail.account.email, statement: { balance, pending, lines: detail.creditLines } };
};

/** A whole number of pesos, signed, not zero: `5000`, `-12000`. */
const amountOf = (raw: string) => {
  if (!/^-?\d{1,9}$/.test(raw.trim()) || Number(raw) === 0)
    throw new Error(`The amount must be a whole number of pesos other than 0, like 5000 or -5000, got "${raw}".`);
  return pesos(Number(raw));
};

const printStatement = (print: (text?: string) => void, email: string, s: CreditStatement) => {
  print(
    `Gift credit of ${email}: balance ${formatPesos(s.balance)}${s.pending > 0 ? `, ${formatPesos(s.pending)} pending from a clawback` : ''}.`,
  );
  if (s.lines.length === 0) return print('No movements.');
  const rows = s.lines.map((l) => [
    bogota(l.at),
    KIND_TEXT[l.kind],
    formatPesos(l.amount),
    l.orderNumber ?? '',
    l.reason ? `${l.reason} (${l.actor ?? 'unknown'})` : '',
  ]);
  print(table([['WHEN (BOGOTA)', 'WHAT', 'AMOUNT', 'ORDER', 'REASON (BY)'], ...rows]));
};

/** `fornido credit show|adjust`: a customer's gift credit, and an operator's audited correction of it. */
export const creditCommand = (io: CliIo) => {
  const print = printer(io.out);
  const credit = new Command('credit').description("Read and correct customers' gift credit (referrals).");
  credit
    .command('show')
    .description(`A customer's balance, pending clawback and last ${LINES} movements.`)
    .argument('<email>', "the customer's email")
    .option('--json', 'print JSON for scripts')
    .action(async (raw: string, opts: { json?: boolean }) => {
      const typed = emailOf(raw);
      const { email, statement } = await throughStore(io, {
        api: (api) => creditThrough(api, typed),
        database: async (c) => {
          const customer = await customerOf(c, typed);
          return { email: customer.email, statement: await c.get(T.giftCredit).statement(customer.id, LINES) };
        },
      });
      if (opts.json) print(json({ email, ...statement }));
      else printStatement(print, email, statement);
    });
  credit
    .command('adjust')
    .description(
      'Add credit (positive amount) or take it (negative, never below a zero balance), with the reason; recorded with your name.',
    )
    .argument('<email>', "the customer's email")
    .argument('<amount>', 'whole pesos, signed: 5000 adds, -5000 takes', amountOf)
    .requiredOption('--reason <text>', 'why, for the record (shown in the customer’s history)')
    .allowExcessArguments(false)
    .action(async (raw: string, amount: ReturnType<typeof amountOf>, opts: { reason: string }) => {
      const reason = opts.reason.trim();
      if (reason.length < 3 || reason.length > 200) throw new Error('--reason must say why, in 3 to 200 characters.');
      const typed = emailOf(raw);
      const { email, statement } = await throughStore(io, {
        api: async (api) => {
          const adjusted = await inOwnWords(
            api.customers.adjustCredit({ email: typed, amount, reason }),
            async (refusal) => {
              if (refusal.kind === 'customer-not-found') return noCustomer(typed);
              if (refusal.kind !== 'insufficient-credit') return null;
              const { statement: before } = await creditThrough(api, typed);
              return new Error(cannotGoDownMessage(before.balance, negate(amount)));
            },
          );
          return { email: typed, statement: adjusted };
        },
        database: async (c) => {
          const customer = await customerOf(c, typed);
          const done = await c.get(T.giftCredit).adjust({
            customerId: customer.id,
            amount,
            reason,
            actor: operatorName(io.env),
            at: c.get(T.clock).now(),
          });
          if (!done.ok) throw new Error(done.error.message);
          return { email: customer.email, statement: done.value };
        },
      });
      print(
        `Adjusted the gift credit of ${email} by ${formatPesos(amount)}: the balance is now ${formatPesos(statement.balance)}.`,
      );
    });
  return credit;
};
