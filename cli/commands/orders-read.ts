import { type Command, Option } from 'commander';
import { T } from '../../adapters/container';
import type { Order } from '../../core/orders/order';
import { orderQueryOf, type OrderFilters } from '../../core/orders/search-orders';
import { ORDER_STATES, type OrderState } from '../../core/orders/order-state';
import { formatCalendarDate, type CalendarDate } from '../../core/shared/calendar-date';
import { calendarDay, count, positive } from '../format';
import { printer, type CliIo } from '../io';
import { answer, withJson } from '../json-answer';
import { notFound, orderNumberArg } from '../order-actions';
import { orderDetails, ordersTable } from '../order-views';
import { throughStore } from '../through-store';

const statesArg = (raw: string): OrderState[] =>
  raw.split(',').map((state) => {
    const known = ORDER_STATES.find((s) => s === state.trim().toLowerCase());
    if (!known) throw new Error(`Unknown order state "${state.trim()}". States: ${ORDER_STATES.join(', ')}.`);
    return known;
  });

type ListOptions = {
  search?: string;
  state?: OrderState[];
  status?: OrderState[];
  method?: string;
  from?: CalendarDate;
  since?: CalendarDate;
  to?: CalendarDate;
  city?: string;
  limit: number;
  json?: boolean;
};

/** The filters of `orders list`; `--status` and `--since` are the older names of `--state` and `--from`. */
const filtersOf = (o: ListOptions): OrderFilters => ({
  search: o.search,
  states: o.state ?? o.status,
  methods: o.method?.split(','),
  from: o.from ?? o.since,
  to: o.to,
  city: o.city,
  limit: o.limit,
});

/** "in state paid placed since 2026-03-03 …": the filters given, for "No orders …". */
const filtersText = (f: OrderFilters) =>
  [
    f.search && `matching "${f.search.trim()}"`,
    f.states && `in state ${f.states.join(' or ')}`,
    f.methods && `paid by ${f.methods.join(' or ')}`,
    f.from && `placed since ${formatCalendarDate(f.from)}`,
    f.to && `placed until ${formatCalendarDate(f.to)}`,
    f.city && `to ${f.city}`,
  ]
    .filter(Boolean)
    .map((w) => ` ${w}`)
    .join('');

/** The orders found as a table with how many, or which filters found none. */
const listText = (rows: readonly Order[], f: OrderFilters) => {
  if (rows.length === 0) return `No orders${filtersText(f)}.`;
  const more = rows.length === f.limit ? ` (the newest ${f.limit}; raise --limit to see more)` : '';
  return `${ordersTable(rows)}\n\n${count(rows.length, 'order')}${more}. Show one with "fornido orders show NUMBER".`;
};

/** `fornido orders list|show`: finding orders and reading one whole. */
export const addOrderReadCommands = (orders: Command, io: CliIo) => {
  const print = printer(io.out);
  const states = `(or states, comma-separated): ${ORDER_STATES.join(', ')}`;
  const list = orders
    .command('list')
    .description('List the newest orders: all, or found by number, e-mail, document or phone, and filtered.')
    .option('--search <text>', "an order number, or the buyer's e-mail (or its start), document or phone")
    .option('--state <state>', `only orders in this state ${states}`, statesArg)
    .addOption(new Option('--status <state>', 'the older name of --state').argParser(statesArg).hideHelp())
    .option('--method <method>', 'only orders paid by this payment method (or methods, comma-separated)')
    .option('--from <YYYY-MM-DD>', 'only orders placed on or after this day (Bogotá)', calendarDay('--from'))
    .addOption(
      new Option('--since <YYYY-MM-DD>', 'the older name of --from').argParser(calendarDay('--since')).hideHelp(),
    )
    .option('--to <YYYY-MM-DD>', 'only orders placed on or before this day (Bogotá)', calendarDay('--to'))
    .option('--city <name>', 'only orders delivered to this municipality (a name or a DANE code)')
    .option('--limit <n>', 'how many orders (1-1000)', positive('--limit', 1000), 50);
  withJson(list).action(async (opts: ListOptions) => {
    const filters = filtersOf(opts);
    // Refused before the store opens, as commander refuses a bad state or day.
    const readable = orderQueryOf(filters);
    if (!readable.ok) throw new Error(readable.error.message);
    const found = await throughStore(io, {
      api: (api) => api.orders.orderRecords(filters),
      database: async (c) => {
        const searched = await c.get(T.orders).searchOrders(filters);
        if (!searched.ok) throw new Error(searched.error.message);
        return searched.value;
      },
    });
    answer(print, opts, found, () => listText(found, filters));
  });
  const show = orders
    .command('show')
    .description('Show everything about one order: buyer, address, lines, totals, payment attempts and audit log.')
    .argument('<number>', 'the order number, e.g. FO-2026-000123', orderNumberArg);
  withJson(show).action(async (number: string, opts: { json?: boolean }) => {
    const { order, history } = await throughStore(
      io,
      {
        api: (api) => api.orders.orderRecord({ number }),
        database: async (c) => {
          const shown = await c.get(T.orders).showOrder(number);
          if (!shown.ok) throw notFound(shown.error);
          return shown.value;
        },
      },
      number,
    );
    answer(print, opts, { ...order, history }, () => orderDetails(order, history));
  });
};
