import type { Logger } from '../core/shared/ports';
import { startRepeating } from './repeating-job';

/** How often the server deletes the digests of refused notifications past their retention: hourly keeps the table
 * within an hour of it. */
export const NOTIFICATIONS_PRUNE_EVERY_MS = 60 * 60_000;

/** Deletes the digests of refused payment notifications older than their retention (REFUSED_NOTIFICATION_RETENTION_DAYS),
 * at start and then every hour (safe in several processes at once). A failed run is logged and the next one tries
 * again. */
export const startNotificationPruner = (
  prune: () => Promise<{ readonly pruned: number }>,
  logger: Logger,
  everyMs = NOTIFICATIONS_PRUNE_EVERY_MS,
) =>
  startRepeating(
    async () => {
      const { pruned } = await prune();
      if (pruned > 0) logger.info({ pruned }, 'pruned refused payment notifications');
    },
    (error) => logger.error({ err: String(error?.stack ?? error) }, 'could not prune refused payment notifications'),
    everyMs,
  );
