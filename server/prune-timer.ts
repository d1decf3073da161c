import type { Logger } from '../core/shared/ports';
import { startRepeating } from './repeating-job';

/** How often the server forgets what is past its retention: hourly keeps each table within an hour of it. */
export const PRUNE_EVERY_MS = 60 * 60_000;

/** Deletes what `prune` forgets (old web vitals, refused notifications' digests, ended rate-limit windows), at start and
 * then every hour, safe in several processes at once (a row is deleted once); logs what went, never nothing, and a
 * failed run, which the next one tries again. `what` names it in the log ("old web vitals"). */
export const startPruner = (
  what: string,
  prune: () => Promise<{ readonly pruned: number }>,
  logger: Logger,
  everyMs = PRUNE_EVERY_MS,
) =>
  startRepeating(
    async () => {
      const { pruned } = await prune();
      if (pruned > 0) logger.info({ pruned }, `pruned ${what}`);
    },
    (error) => logger.error({ err: error }, `could not prune ${what}`),
    everyMs,
  );
