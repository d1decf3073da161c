import type { Command } from 'commander';
import { T } from '../../adapters/container';
import { packingSlip } from '../../core/orders/packing-slip';
import { json } from '../format';
import { printer, type CliIo } from '../io';
import { fulfil, notFound, orderNumberArg } from '../order-actions';
import { packingSlipText } from '../packing-slip-view';
import { throughStore } from '../through-store';

/** `fornido orders prepare|slip`: the packing step and the slip that goes in the box. */
export const addPackingCommands = (orders: Command, io: CliIo) => {
  const print = printer(io.out);
  orders
    .command('prepare')
    .description('Start packing a paid or cash-on-delivery order: it becomes preparing (the shopper sees it live).')
    .argument('<number>', 'the order number', orderNumberArg)
    .action(async (number: string) => {
      const done = await fulfil(io, number, 'prepare');
      print(
        done.changed
          ? `${number} is now preparing. Print its slip with "fornido orders slip ${number}".`
          : `${number} was already preparing; nothing changed.`,
      );
    });
  orders
    .command('slip')
    .description('Print the packing slip of an order: lines with SKU, the delivery address, the cash to collect.')
    .argument('<number>', 'the order number', orderNumberArg)
    .option('--json', 'print JSON for scripts')
    .action(async (number: string, opts: { json?: boolean }) => {
      const found = await throughStore(
        io,
        {
          api: async (api) => (await api.orders.orderRecord({ number })).order,
          database: async (c) => {
            const order = await c.get(T.orders).findOrder(number);
            if (!order.ok) throw notFound(order.error);
            return order.value;
          },
        },
        number,
      );
      const slip = packingSlip(found);
      print(opts.json ? json(slip) : packingSlipText(slip));
    });
};
