import type { Logger } from '../core/shared/ports';
import { startRepeating } from './repeating-job';

/** How often the server looks for restocked variants with shoppers waiting: a small indexed question every 5 s. */
export const STOCK_ALERTS_EVERY_MS = 5_000;

/** Mails the shoppers waiting for variants back in stock, at start and then every few seconds (safe in several
 * processes at once: each request is leased by one). A failed run is logged and the next one tries again. */
export const startStockAlertNotifier = (
  notify: () => Promise<{ readonly notified: number }>,
  logger: Logger,
  everyMs = STOCK_ALERTS_EVERY_MS,
) =>
  startRepeating(
    async () => {
      const { notified } = await notify();
      if (notified > 0) logger.info({ notified }, 'mailed back-in-stock alerts');
    },
    (error) => logger.error({ err: error }, 'could not mail back-in-stock alerts'),
    everyMs,
  );
