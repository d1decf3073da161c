import type { ReconcileInput, ReconcileReport } from '../core/checkout/reconcile-payments';
import type { Logger } from '../core/shared/ports';
import { logReconciled } from './payment-timer';
import { startRepeating } from './repeating-job';

/** How often the watcher looks, and how soon it asks about an attempt again: every second while it is young (a shopper
 * approves a wallet push within seconds), every 5 s after the first 3 minutes, and not after 30 minutes (a push or QR
 * has long expired by then; the 30-second reconciler still closes it). */
export const WATCH_EVERY_MS = 1_000;
const YOUNG_MS = 3 * 60_000;
const OLDER_EVERY_MS = 5_000;
const WATCHED_FOR_MS = 30 * 60_000;

/**
 * Follows, from the server, the open attempts of providers that never notify the store (a wallet: the shopper approves
 * on the phone and nobody calls us): the provider is asked on the schedule above whether or not a page is open, so the
 * result reaches the shopper's page through live updates the moment it is known, with no page asking. `settled` runs
 * after an attempt moved (the order events go out at once). Safe in several processes (each attempt is claimed by one).
 */
export const startPaymentWatcher = (
  reconcile: (input: ReconcileInput) => Promise<ReconcileReport>,
  providers: readonly string[],
  clock: { now(): Date },
  logger: Logger,
  settled: () => void,
) =>
  startRepeating(
    async () => {
      const now = clock.now().getTime();
      let moved = false;
      for (const provider of providers) {
        const young = await reconcile({
          provider,
          since: new Date(now - YOUNG_MS),
          // A little under a tick: the ticks drift by a few milliseconds, and an attempt must not miss every other one.
          skipCheckedWithinMs: WATCH_EVERY_MS - 100,
          actor: 'sistema',
        });
        const older = await reconcile({
          provider,
          since: new Date(now - WATCHED_FOR_MS),
          skipCheckedWithinMs: OLDER_EVERY_MS,
          actor: 'sistema',
        });
        for (const report of [young, older]) {
          logReconciled(logger, report);
          moved ||= report.changed.length > 0;
        }
      }
      if (moved) settled();
    },
    (error) => logger.error({ err: error }, 'could not watch the open payments'),
    WATCH_EVERY_MS,
  );
