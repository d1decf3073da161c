import type { Logger } from '../core/shared/ports';
import { startRepeating } from './repeating-job';

/** Every minute, cancels the unpaid orders past their expiry and releases their stock (the same use case as
 * `fornido orders expire`; safe in several processes at once). A failed run is logged and the next one tries again. */
export const startExpiryTimer = (expire: () => Promise<readonly string[]>, logger: Logger, everyMs = 60_000) =>
  startRepeating(
    async () => {
      const numbers = await expire();
      if (numbers.length > 0) logger.info({ orders: numbers }, 'expired unpaid orders and released their stock');
    },
    (error) => logger.error({ err: error }, 'could not expire unpaid orders'),
    everyMs,
  );
