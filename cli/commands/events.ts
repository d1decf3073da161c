import { Command } from 'commander';
import { T, type AppContainer } from '../../adapters/container';
import type { DispatchReport } from '../../core/events/dispatch-events';
import type { OutboxEvent } from '../../core/events/ports';
import { bogota, count, positive, table } from '../format';
import { printer, type CliIo } from '../io';
import { answer, withJson } from '../json-answer';
import { osActor, settled, throughStore } from '../through-store';

const ERROR_WIDTH = 70;

const errorText = (error: string | null) =>
  !error ? '-' : error.length > ERROR_WIDTH ? `${error.slice(0, ERROR_WIDTH - 1)}…` : error;

/** One row per event, as given (newest first). */
export const eventsTable = (events: readonly OutboxEvent[]): string =>
  table([
    ['ID', 'TIME (BOGOTA)', 'TYPE', 'ORDER', 'STATE', 'ATTEMPTS', 'NEXT TRY (BOGOTA)', 'LAST ERROR'],
    ...events.map((e) => [
      String(e.id),
      bogota(e.occurredAt),
      e.type,
      e.orderNumber,
      e.state,
      String(e.attempts),
      e.nextAttemptAt ? bogota(e.nextAttemptAt) : '-',
      errorText(e.lastError),
    ]),
  ]);

const name = (e: OutboxEvent) => `Event ${e.id} (${e.type}, ${e.orderNumber})`;

/** A retried event that one dispatch could not deliver (not one another process is still delivering). */
const failedAgain = (e: OutboxEvent) => e.state === 'stuck' || (e.state === 'pending' && e.attempts > 0);

/** What became of a retried event after one dispatch. */
const outcome = (e: OutboxEvent): string => {
  if (e.state === 'delivered') return `${name(e)} delivered.`;
  if (e.state === 'stuck') return `${name(e)} failed again and is stuck: ${e.lastError}`;
  if (e.attempts === 0) return `${name(e)} is due again; another dispatcher is delivering it.`;
  return `${name(e)} failed again: ${e.lastError}. Next try ${bogota(e.nextAttemptAt!)} (Bogota).`;
};

const reportText = (r: DispatchReport) =>
  r.delivered + r.failed + r.stuck === 0
    ? 'No order events were due.'
    : `Delivered ${count(r.delivered, 'event')}; ${r.failed} failed and will be retried; ${r.stuck} stuck.`;

/** The events as a table with how many and what to do with stuck ones, or that there are none. */
const listText = (found: readonly OutboxEvent[], opts: { stuck?: boolean; limit: number }) => {
  if (found.length === 0) return opts.stuck ? 'No stuck events.' : 'No order events yet.';
  const more = found.length === opts.limit ? ` (the newest ${opts.limit}; raise --limit to see more)` : '';
  const hint = found.some((e) => e.state === 'stuck')
    ? ' Retry stuck ones with "fornido events retry ID…" or "fornido events retry --stuck".'
    : '';
  return `${eventsTable(found)}\n\n${count(found.length, 'event')}${more}.${hint}`;
};

/** Delivers the events due now, so what an operator's command did reaches the shopper without waiting for a server
 * (with PGlite the CLI and the server never run at once). */
export const dispatchNow = (c: AppContainer): Promise<DispatchReport> => c.get(T.events).dispatchEvents();

/** An operator's retry: the events named (each must exist) or every stuck one are made due and dispatched at once. */
const retry = (io: CliIo, ids: readonly number[], stuck: boolean) => {
  const which = stuck ? ('stuck' as const) : ids;
  return throughStore(io, {
    api: (api) => api.operations.retryEvents(stuck ? { stuck } : { ids: [...ids] }),
    database: async (c) => settled(await c.get(T.storeOperations).retryEventsAs(osActor(io), which)),
  });
};

/** `fornido events list|retry|dispatch`: what happened to orders, as the subscribers (mail…) receive it. */
export const eventsCommand = (io: CliIo) => {
  const print = printer(io.out);
  const events = new Command('events').description(
    'Order events for mail and the other subscribers: list them, retry stuck ones, dispatch.',
  );
  const list = events
    .command('list')
    .description('List the newest order events with their delivery: attempts, next try and last error.')
    .option('--stuck', 'only the events out of attempts, waiting for an operator')
    .option('--limit <n>', 'how many events (1-1000)', positive('--limit', 1000), 50);
  withJson(list).action(async (opts: { stuck?: boolean; limit: number; json?: boolean }) => {
    const query = { stuck: opts.stuck === true, limit: opts.limit };
    const found = await throughStore(io, {
      api: (api) => api.operations.listEvents({ ...(query.stuck ? { stuck: '1' as const } : {}), limit: query.limit }),
      database: async (c) => settled(await c.get(T.storeOperations).listEventsFor(osActor(io), query)),
    });
    answer(print, opts, found, () => listText(found, opts));
  });
  events
    .command('retry')
    .description('Deliver again the events named, or every stuck one, now (their attempts count from zero).')
    .argument('[ids...]', 'event ids, from "fornido events list"')
    .option('--stuck', 'every stuck event')
    .action(async (rawIds: string[], opts: { stuck?: boolean }) => {
      if (rawIds.length > 0 === Boolean(opts.stuck))
        throw new Error('Name the events to retry (IDs from "fornido events list --stuck") or give --stuck, not both.');
      const ids = rawIds.map(positive('The event id', Number.MAX_SAFE_INTEGER));
      const { after, delivered } = await retry(io, ids, Boolean(opts.stuck));
      if (opts.stuck && after.length === 0) return print('No stuck events to retry.');
      for (const id of delivered) print(`Event ${id} was already delivered; nothing to retry.`);
      for (const e of after) print(outcome(e));
      const failed = after.filter(failedAgain).length;
      if (failed > 0)
        throw new Error(`${count(failed, 'retried event')} could not be delivered; the reasons are above.`);
    });
  events
    .command('dispatch')
    .description('Deliver the order events due now (the server does it every second).')
    .action(async () => {
      const report = await throughStore(io, {
        api: (api) => api.operations.dispatchEvents(),
        database: async (c) => settled(await c.get(T.storeOperations).dispatchEventsAs(osActor(io))),
      });
      print(reportText(report));
    });
  return events;
};
