import { Command } from 'commander';
import { T } from '../../adapters/container';
import type { CustomerDetail } from '../../core/customer-care/console-customers';
import type { CustomerRecord } from '../../core/customer-care/customer-record';
import { customerLookupRefusal, type CustomerLookupError } from '../../core/customer-care/show-customer';
import { isNamedBy, parseCustomerSearch } from '../../core/customers/customer-search';
import type { StoreApi } from '../api-client';
import { count, positive } from '../format';
import { printer, type CliIo } from '../io';
import { answer, withJson } from '../json-answer';
import { customersTable, customerText } from '../customer-views';
import { inOwnWords, throughStore } from '../through-store';

/** The record `customers show` prints, from the console's (which adds the credit movements, the accounts referred and
 * each address's city). */
const recordOf = (detail: CustomerDetail): CustomerRecord => {
  // Each key stays where the record has it, for --json to print the same.
  const addresses = detail.addresses.map(({ city: _city, ...address }) => address);
  const { creditLines: _lines, referred: _referred, ...record } = { ...detail, addresses };
  return record;
};

/** Why the store found no one customer by a key, as the database tells it: the customers it names, when several. */
const lookupThrough = async (api: StoreApi, key: string): Promise<CustomerLookupError> => {
  const query = parseCustomerSearch(key);
  if (!query) return customerLookupRefusal(key, null);
  const found = await api.customers.listCustomers({ search: key, limit: 1000 });
  return customerLookupRefusal(
    key,
    found.filter((c) => isNamedBy(c, query)),
  );
};

/** A customer not found, with where to look (and the customers a key names, when several). */
const notFound = (error: CustomerLookupError) => {
  const hint = error.kind === 'ambiguous-customer' ? `\n${customersTable(error.matches)}` : '';
  return new Error(`${error.message} Find them with "fornido customers list --search TEXT".${hint}`);
};

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
    const found = await throughStore(io, {
      api: (api) => api.customers.listCustomers({ search: opts.search, limit: opts.limit }),
      database: async (c) => {
        const listed = await c.get(T.customerCare).listCustomers(opts.search, opts.limit);
        if (!listed.ok) throw new Error(listed.error.message);
        return listed.value;
      },
    });
    answer(print, opts, found, () =>
      found.length === 0
        ? `No customers match "${opts.search.trim()}".`
        : `${customersTable(found)}\n\n${count(found.length, 'customer')}. Show one with "fornido customers show EMAIL".`,
    );
  });
  const show = customers
    .command('show')
    .description(
      'Show one customer: account, addresses, orders, gift credit, loyalty level and points, referrals, consent.',
    )
    .argument('<key>', 'their e-mail, document or phone (typed with dots, spaces or +57 as you like)');
  withJson(show).action(async (key: string, opts: { json?: boolean }) => {
    const found = await throughStore(io, {
      api: async (api) =>
        recordOf(
          await inOwnWords(api.customers.customerDetail({ key }), async (refusal) =>
            refusal.kind === 'customer-not-found' ? notFound(await lookupThrough(api, key)) : null,
          ),
        ),
      database: async (c) => {
        const shown = await c.get(T.customerCare).showCustomer(key);
        if (!shown.ok) throw notFound(shown.error);
        return shown.value;
      },
    });
    answer(print, opts, found, () => customerText(found));
  });
  return customers;
};
