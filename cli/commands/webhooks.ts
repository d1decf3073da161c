import { Command } from 'commander';
import { T } from '../../adapters/container';
import { bogota, count, json, positive } from '../format';
import { printer, type CliIo } from '../io';
import { notificationJson, notificationsTable } from '../payment-views';
import { osActor, settled, throughStore } from '../through-store';
import { dispatchNow } from './events';

/** `fornido webhooks list|replay`: the providers' notifications as they arrived, and handling one again. */
export const webhooksCommand = (io: CliIo) => {
  const print = printer(io.out);
  const webhooks = new Command('webhooks').description(
    "Providers' webhooks and callbacks: list them with their verdict and result, replay one.",
  );
  webhooks
    .command('list')
    .description(
      "List the newest notifications received: provider, signature verdict, body kept (whole, or a refused one's digest) and its size, reference and what became of it.",
    )
    .option('--provider <name>', 'only this provider')
    .option('--limit <n>', 'how many notifications (1-1000)', positive('--limit', 1000), 50)
    .option('--json', 'print JSON for scripts (the raw bodies included)')
    .action(async (opts: { provider?: string; limit: number; json?: boolean }) => {
      const query = { ...(opts.provider !== undefined ? { provider: opts.provider } : {}), limit: opts.limit };
      const found = await throughStore(io, {
        api: (api) => api.payments.notificationRecords(query),
        database: async (c) => settled(await c.get(T.paymentConsole).notificationRecordsFor(osActor(io), query)),
      });
      if (opts.json) return print(json(found.map(notificationJson)));
      if (found.length === 0)
        return print(opts.provider ? `No notifications from ${opts.provider}.` : 'No notifications received yet.');
      print(notificationsTable(found));
      const more = found.length === opts.limit ? ` (the newest ${opts.limit}; raise --limit to see more)` : '';
      print(`\n${count(found.length, 'notification')}${more}. Replay one with "fornido webhooks replay ID".`);
    });
  webhooks
    .command('replay')
    .description('Handle a stored notification again: its signature checked and its provider asked again.')
    .argument(
      '<id>',
      'the notification id, from "fornido webhooks list"',
      positive('The notification id', Number.MAX_SAFE_INTEGER),
    )
    .option('--json', 'print JSON for scripts')
    .action(async (id: number, opts: { json?: boolean }) => {
      const replayed = await throughStore(
        io,
        {
          api: (api) => api.payments.replayNotification({ id }),
          database: async (c) => {
            const done = settled(await c.get(T.paymentConsole).replayNotificationAs(osActor(io), id), String(id));
            await dispatchNow(c); // the mail of an order it paid
            return done;
          },
        },
        String(id),
      );
      const { provider, receivedAt, verdict, result } = replayed;
      if (opts.json) return print(json({ id, provider, verdict, result }));
      print(`Notification ${id} (${provider}, received ${bogota(receivedAt)} Bogota), signature ${verdict}: ${result}`);
    });
  return webhooks;
};
