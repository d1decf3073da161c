import { backInStockMail } from '../mail/back-in-stock-mail';
import type { MailContext } from '../mail/templates';
import type { Clock, Logger } from '../shared/ports';
import type { StockAlertStore } from './ports';

/** A notifier hides the requests it took this long: far longer than a batch of mails takes, short enough that a crash
 * only delays them. */
export const ALERT_LEASE_MS = 5 * 60_000;
const BATCH = 50;

export type NotifyRestockedDeps = {
  readonly alerts: StockAlertStore;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly mail: MailContext;
};

/** Mails every shopper waiting for a variant that came back in stock, once each, and marks the request notified. A mail
 * that cannot be sent leaves its request due: the next run (or another process, after the lease) tries again. */
export const notifyRestocked = (deps: NotifyRestockedDeps) => async (): Promise<{ readonly notified: number }> => {
  const now = deps.clock.now();
  const due = await deps.alerts.claimDue(now, new Date(now.getTime() + ALERT_LEASE_MS), BATCH);
  let notified = 0;
  for (const alert of due) {
    try {
      await deps.alerts.notifyOnce(alert.id, backInStockMail(deps.mail, alert), deps.clock.now());
      notified += 1;
    } catch (error) {
      deps.logger.warn({ alert: alert.id, sku: alert.sku, err: String(error) }, 'could not mail a back-in-stock alert');
    }
  }
  return { notified };
};
