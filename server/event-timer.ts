import type { DispatchReport } from '../core/events/dispatch-events';
import type { Logger } from '../core/shared/ports';
import { startRepeating } from './repeating-job';

/** How often the server delivers order events: a shopper's confirmation mail arrives about a second after the order,
 * and an idle store asks its database one small indexed question a second. */
export const EVENT_DISPATCH_EVERY_MS = 1_000;

/** Delivers the order events due, at start (what a crash left undelivered) and then every second (safe in several
 * processes at once: each event is taken by one). A failed run is logged and the next one tries again. */
export const startEventDispatcher = (
  dispatch: () => Promise<DispatchReport>,
  logger: Logger,
  everyMs = EVENT_DISPATCH_EVERY_MS,
) =>
  startRepeating(
    async () => {
      const report = await dispatch();
      if (report.delivered + report.failed + report.stuck > 0) logger.info({ ...report }, 'dispatched order events');
    },
    (error) => logger.error({ err: error }, 'could not dispatch order events'),
    everyMs,
  );
