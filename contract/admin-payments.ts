import type { PaymentsOverview, ReplayedNotification } from '../core/checkout/console-payments';
import type { ReconcileReport } from '../core/checkout/reconcile-payments';
import { endpoint } from './endpoint';
import type { adminPaymentInputs as I } from './inputs/admin-payments';

/** The payments in the operators' API: what is open and what the providers sent (`payments.read`), reconciliation run
 * now and a notification replayed (`payments.reconcile`). */
export const adminPaymentEndpoints = {
  /** The open attempts with their age, the pushes nobody answered yet, the newest 50 notifications. */
  paymentsOverview: endpoint<PaymentsOverview, typeof I.paymentsOverview>()({
    method: 'GET',
    path: '/api/admin/v1/payments',
    errors: ['forbidden'],
  }),
  /** Asks the providers about every open attempt now and settles it: what it checked, changed and still disagrees on. */
  reconcilePayments: endpoint<ReconcileReport, typeof I.reconcilePayments>()({
    method: 'POST',
    path: '/api/admin/v1/payments/reconcile',
    errors: ['forbidden'],
  }),
  /** Handles a stored notification again; 409 `not-replayable` for a refused one or a provider not configured. */
  replayNotification: endpoint<ReplayedNotification, typeof I.replayNotification>()({
    method: 'POST',
    path: '/api/admin/v1/payments/notifications/:id/replay',
    errors: ['forbidden', 'notification-not-found', 'not-replayable', 'rate-limited'],
  }),
};
