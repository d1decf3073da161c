import { Command } from 'commander';
import { T } from '../../adapters/container';
import { databaseActor } from '../../core/operators/operator';
import type { Order } from '../../core/orders/order';
import { expireOrdersAs } from '../../core/orders/order-sweeps';
import { count, positive } from '../format';
import { printer, type CliIo } from '../io';
import { cancel, fulfil, orderNumberArg } from '../order-actions';
import { operatorName } from '../operator';
import { dispatchNow } from './events';
import { addPackingCommands } from './orders-packing';
import { addOrderReadCommands } from './orders-read';
import { throughStore } from '../through-store';

export { orderNumberArg };

const stockText = (order: Pick<Order, 'lines'>) => order.lines.map((l) => `${l.quantity} × ${l.sku}`).join(', ');

/** `fornido orders list|show|prepare|slip|ship|deliver|cancel|cancel-stale|expire`: what operators do with orders, in
 * the audit log. */
export const ordersCommand = (io: CliIo) => {
  const print = printer(io.out);
  const orders = new Command('orders').description(
    'Read and operate orders: list, show, prepare, slip, ship, deliver, cancel, cancel-stale, expire.',
  );
  addOrderReadCommands(orders, io);
  addPackingCommands(orders, io);
  orders
    .command('ship')
    .description('Hand a paid or cash-on-delivery order to the carrier with its tracking number (mails the shopper).')
    .argument('<number>', 'the order number', orderNumberArg)
    .requiredOption('--tracking <number>', "the carrier's tracking number")
    .action(async (number: string, opts: { tracking: string }) => {
      const done = await fulfil(io, number, 'ship', opts.tracking);
      const tracking = done.after.shipping.tracking ?? opts.tracking;
      print(
        done.changed
          ? `${number} is now shipped (tracking ${tracking}).`
          : `${number} was already shipped (tracking ${tracking}); nothing changed.`,
      );
    });
  orders
    .command('deliver')
    .description('Record that a shipped order was delivered (for cash on delivery, that the cash was collected).')
    .argument('<number>', 'the order number', orderNumberArg)
    .action(async (number: string) => {
      const done = await fulfil(io, number, 'deliver');
      if (!done.changed) return print(`${number} was already delivered; nothing changed.`);
      const cash =
        done.after.paymentMethod === 'cash-on-delivery'
          ? ' The cash collected at the door is recorded as its payment.'
          : '';
      print(`${number} is now delivered.${cash}`);
    });
  orders
    .command('cancel')
    .description('Cancel an unpaid or cash-on-delivery order before it is prepared, putting its stock back on sale.')
    .argument('<number>', 'the order number', orderNumberArg)
    .requiredOption('--reason <text>', 'why it is cancelled (kept in the audit log)')
    .action(async (number: string, opts: { reason: string }) => {
      const done = await cancel(io, number, opts.reason);
      if (!done.changed) return print(`${number} was already cancelled; nothing changed.`);
      print(
        `${number} is now cancelled (reason: ${opts.reason.trim()}). Stock back on sale: ${stockText(done.after)}.`,
      );
    });
  orders
    .command('cancel-stale')
    .description(
      'Cancel every cash-on-delivery order not yet prepared that was placed at least N hours ago, putting its stock back on sale.',
    )
    .requiredOption(
      '--older-than <hours>',
      'placed at least this many hours ago (1-8760)',
      positive('--older-than', 8760),
    )
    .requiredOption('--reason <text>', 'why they are cancelled (kept in the audit log of each)')
    .option('--dry-run', 'only list the orders that would be cancelled')
    .action(async (opts: { olderThan: number; reason: string; dryRun?: boolean }) => {
      const input = { olderThanHours: opts.olderThan, reason: opts.reason, dryRun: opts.dryRun ?? false };
      const { numbers, dryRun } = await throughStore(io, {
        api: (api) => api.orders.cancelStaleOrders(input),
        database: async (c) => {
          const done = await c.get(T.orders).cancelStaleOrders({ ...input, actor: operatorName(io.env) });
          if (!done.ok) throw new Error(done.error.message);
          await dispatchNow(c); // the shoppers' cancellation mails
          return done.value;
        },
      });
      if (numbers.length === 0)
        return print(`No cash-on-delivery order placed ${opts.olderThan} or more hours ago is waiting to be prepared.`);
      for (const number of numbers)
        print(dryRun ? `${number} would be cancelled.` : `${number} cancelled, stock back on sale.`);
      print(
        `\n${count(numbers.length, 'order')} ${dryRun ? 'would be cancelled (dry run: nothing changed)' : 'cancelled'}.`,
      );
    });
  orders
    .command('expire')
    .description(
      'Cancel every unpaid order past its expiry now and put its stock back on sale (the server also does it on a timer).',
    )
    .action(async () => {
      const expired = await throughStore(io, {
        api: (api) => api.orders.expireOrders(),
        database: async (c) => {
          const done = await expireOrdersAs(c.get(T.orders))(databaseActor(operatorName(io.env)));
          if (!done.ok) throw new Error(done.error.message);
          await dispatchNow(c);
          return done.value;
        },
      });
      if (expired.length === 0) return print('No unpaid order is past its expiry.');
      for (const order of expired)
        print(`${order.number} expired: cancelled, stock back on sale (${stockText(order)}).`);
      print(`\n${count(expired.length, 'order')} cancelled for lack of payment; their stock is back on sale.`);
    });
  return orders;
};
