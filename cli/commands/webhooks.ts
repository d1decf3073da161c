import { Command } from 'commander';
import { T } from '../../adapters/container';
import { bogota, count, json, positive } from '../format';
import { printer, type CliIo } from '../io';
import { notificationJson, notificationsTable } from '../payment-views';
import { inStore } from '../store';
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
      const found = await inStore(io, (c) =>
        c.get(T.notificationLog).list({ provider: opts.provider, limit: opts.limit }),
      );
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
      const replayed = await inStore(io, async (c) => {
        const done = await c.get(T.paymentUpkeep).replayNotification(id);
        if (done.ok) await dispatchNow(c); // the mail of an order it paid
        if (done.ok || done.error.kind === 'notification-not-found' || done.error.kind === 'notification-digest')
          return done;
        // No reader for its provider: either the provider is off here, or it is on and sends nothing the store reads.
        const provider = (await c.get(T.notificationLog).find(id))?.provider ?? '';
        return { ...done, configured: c.get(T.payments).forProvider(provider) !== undefined, provider };
      });
      if (!replayed.ok)
        throw new Error(
          replayed.error.kind === 'notification-not-found'
            ? `${replayed.error.message} List them with "fornido webhooks list".`
            : replayed.error.kind === 'notification-digest'
              ? replayed.error.message
              : 'configured' in replayed && replayed.configured
                ? `Provider ${replayed.provider} is configured here but the store reads no notifications from it: notification ${id} cannot be replayed.`
                : `${replayed.error.message} Notification ${id} cannot be replayed until it is.`,
        );
      const { stored, verdict, result } = replayed.value;
      if (opts.json) return print(json({ id, provider: stored.provider, verdict, result }));
      print(
        `Notification ${id} (${stored.provider}, received ${bogota(stored.receivedAt)} Bogota), signature ${verdict}: ${result}`,
      );
    });
  return webhooks;
};
