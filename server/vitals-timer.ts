import type { Logger } from '../core/shared/ports';
import { startRepeating } from './repeating-job';

/** How often the server forgets measurements past their retention: hourly keeps the table within a day of it. */
export const VITALS_PRUNE_EVERY_MS = 60 * 60_000;

/** Deletes the web vitals and browser errors older than their retention, at start and then every hour (safe in several
 * processes at once: a row is deleted once). A failed run is logged and the next one tries again. */
export const startVitalsPruner = (
  prune: () => Promise<{ readonly pruned: number }>,
  logger: Logger,
  everyMs = VITALS_PRUNE_EVERY_MS,
) =>
  startRepeating(
    async () => {
      const { pruned } = await prune();
      if (pruned > 0) logger.info({ pruned }, 'pruned old web vitals');
    },
    (error) => logger.error({ err: error }, 'could not prune old web vitals'),
    everyMs,
  );
