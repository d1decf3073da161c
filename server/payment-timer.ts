import { RECONCILE_LOOK_BACK_MS, type ReconcileInput, type ReconcileReport } from '../core/checkout/reconcile-payments';
import type { RefundReconciliation } from '../core/returns/reconcile-refunds';
import type { Logger } from '../core/shared/ports';
import { startRepeating } from './repeating-job';

/** How often the server asks the providers about the payments nobody is watching. */
export const RECONCILE_EVERY_MS = 30_000;

/** What a reconciliation moved (info), where the store and a provider still disagree, and unanswered requests it could
 * not withdraw yet (warnings); a withdrawn one that had been paid is logged where it is reversed. */
export const logReconciled = (logger: Logger, report: ReconcileReport) => {
  if (report.changed.length > 0)
    logger.info(
      { changed: report.changed.map((s) => `${s.orderNumber} ${s.from}→${s.to}`) },
      'reconciled payments with their providers',
    );
  for (const s of report.disagreements)
    logger.warn({ order: s.orderNumber, provider: s.provider, reference: s.reference }, s.disagreement!);
  for (const u of report.unanswered)
    if (u.problem !== null)
      logger.warn({ order: u.orderNumber, provider: u.provider, attempt: u.attemptId }, u.problem);
};

/** Every 30 s, brings the open attempts that no shopper's page followed in that time to their provider's state (the
 * page asks for its own attempt every few seconds): a shopper who closed the tab still gets the order paid, and a
 * push nobody answered expires. Safe in several processes at once (each attempt is claimed by one). */
export const startPaymentReconciler = (
  reconcile: (input: ReconcileInput) => Promise<ReconcileReport>,
  clock: { now(): Date },
  logger: Logger,
  everyMs = RECONCILE_EVERY_MS,
) =>
  startRepeating(
    async () => {
      const report = await reconcile({
        since: new Date(clock.now().getTime() - RECONCILE_LOOK_BACK_MS),
        skipCheckedWithinMs: everyMs,
        actor: 'sistema',
      });
      logReconciled(logger, report);
    },
    (error) => logger.error({ err: error }, 'could not reconcile payments'),
    everyMs,
  );

/** How often the server asks the providers about the refunds they had not confirmed (they take minutes to days). */
export const RECONCILE_REFUNDS_EVERY_MS = 5 * 60_000;

/** Every 5 minutes, settles the refunds a provider had taken but not confirmed (issue 34): each one made is logged, each
 * flagged for an operator warned (`fornido returns list --flagged` finds them), and the outbox told at once when one
 * changed (the order page and the console update live). Safe in several processes (a refund is settled once). */
export const startRefundReconciler = (
  reconcile: (by: { operatorId: null; name: string }) => Promise<RefundReconciliation>,
  logger: Logger,
  changed: () => void,
  everyMs = RECONCILE_REFUNDS_EVERY_MS,
) =>
  startRepeating(
    async () => {
      const report = await reconcile({ operatorId: null, name: 'sistema' });
      for (const r of report.refunds) {
        const fields = { return: r.returnNumber, refund: r.refundId, provider: r.provider, reference: r.reference };
        if (r.state === 'refunded') logger.info(fields, 'refund confirmed by its provider');
        if (r.state === 'flagged') logger.warn(fields, `refund flagged: ${r.why}`);
      }
      if (report.refunds.some((r) => r.state !== 'pending')) changed();
    },
    (error) => logger.error({ err: error }, 'could not reconcile refunds'),
    everyMs,
  );
