import type { Logger } from '../core/shared/ports';

/** Every minute, cancels the unpaid orders past their expiry and releases their stock (the same use case as
 * `fornido orders expire`; safe in several processes at once). A failed run is logged and the next one tries again. */
export const startExpiryTimer = (expire: () => Promise<readonly string[]>, logger: Logger, everyMs = 60_000) => {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= expire()
      .then((numbers) => {
        if (numbers.length > 0) logger.info({ orders: numbers }, 'expired unpaid orders and released their stock');
      })
      .catch((error: Error) => logger.error({ err: String(error?.stack ?? error) }, 'could not expire unpaid orders'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return { stop: async () => {
    clearInterval(timer);
    await running;
  } };
};
