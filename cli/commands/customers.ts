import { Command } from 'commander';
import { T } from '../../adapters/container';
import { count, positive } from '../format';
import { printer, type CliIo } from '../io';
import { answer, withJson } from '../json-answer';
import { customersTable, customerText } from '../customer-views';
import { inStore } from '../store';

/** `fornido customers list|show`: finding a customer and reading their whole record. */
export const customersCommand = (io: CliIo) => {
  const print = printer(io.out);
  const customers = new Command('customers').description(
    "Customers' accounts: find them, show one with addresses, orders, gift credit, loyalty, referrals and consent.",
  );
  const list = customers
    .command('list')
    .description('List the customers a search finds, newest account first.')
    .requiredOption('--search <text>', 'the start of an e-mail, a document, a phone, or a part of the name')
    .option('--limit <n>', 'how many customers (1-1000)', positive('--limit', 1000), 50);
  withJson(list).action(async (opts: { search: string; limit: number; json?: boolean }) => {
    const found = await inStore(io, (c) => c.get(T.customerCare).listCustomers(opts.search, opts.limit));
    if (!found.ok) throw new Error(found.error.message);
    answer(print, opts, found.value, () =>
      found.value.length === 0
        ? `No customers match "${opts.search.trim()}".`
        : `${customersTable(found.value)}\n\n${count(found.value.length, 'customer')}. Show one with "fornido customers show EMAIL".`,
    );
  });
  const show = customers
    .command('show')
    .description(
      'Show one customer: account, addresses, orders, gift credit, loyalty level and points, referrals, consent.',
    )
    .argument('<key>', 'their e-mail, document or phone (typed with dots, spaces or +57 as you like)');
  withJson(show).action(async (key: string, opts: { json?: boolean }) => {
    const found = await inStore(io, (c) => c.get(T.customerCare).showCustomer(key));
    if (!found.ok) {
      const hint = found.error.kind === 'ambiguous-customer' ? `\n${customersTable(found.error.matches)}` : '';
      throw new Error(`${found.error.message} Find them with "fornido customers list --search TEXT".${hint}`);
    }
    answer(print, opts, found.value, () => customerText(found.value));
  });
  return customers;
};
