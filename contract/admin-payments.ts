import type { PaymentsOverview, ReconcileRun, ReplayedNotification } from '../core/checkout/console-payments';
import type { PaymentRecords, WalletStatus } from '../core/checkout/payment-records';
import type { StoredNotification } from '../core/payments/notification-log';
import { endpoint } from './endpoint';
import type { adminPaymentInputs as I } from './inputs/admin-payments';

/** The payments in the operators' API: what is open and what the providers sent (`payments.read`), reconciliation run
 * now and a notification replayed (`payments.reconcile`); whole, for the `fornido payments`, `wallet` and `webhooks`
 * commands run beside a store. */
export const adminPaymentEndpoints = {
  /** The open attempts with their age, the pushes nobody answered yet, the newest 50 notifications. */
  paymentsOverview: endpoint<PaymentsOverview, typeof I.paymentsOverview>()({
    method: 'GET',
    path: '/api/admin/v1/payments',
    errors: ['forbidden'],
  }),
  /** Asks the providers about every open attempt now (of one `provider`, made in the last `sinceMs`; 8 days unless
   * told) and settles it: since when, what it checked, changed and still disagrees on. */
  reconcilePayments: endpoint<ReconcileRun, typeof I.reconcilePayments>()({
    method: 'POST',
    path: '/api/admin/v1/payments/reconcile',
    errors: ['forbidden', 'provider-not-configured', 'invalid-input'],
  }),
  /** Handles a stored notification again; 409 `not-replayable` for a refused one or a provider not configured. */
  replayNotification: endpoint<ReplayedNotification, typeof I.replayNotification>()({
    method: 'POST',
    path: '/api/admin/v1/payments/notifications/:id/replay',
    errors: ['forbidden', 'notification-not-found', 'not-replayable', 'rate-limited'],
  }),
  /** An order's attempts (`key` an order number) or the attempts with a provider's reference, each with what its
   * provider's records say now. */
  paymentRecords: endpoint<PaymentRecords, typeof I.paymentRecords>()({
    method: 'GET',
    path: '/api/admin/v1/payment-records',
    errors: ['forbidden', 'order-not-found'],
  }),
  /** Nequi's own status of the payment with a `reference`, beside what the store holds; nothing is applied. */
  walletStatus: endpoint<WalletStatus, typeof I.walletStatus>()({
    method: 'GET',
    path: '/api/admin/v1/payments/wallet',
    errors: ['forbidden', 'provider-not-configured', 'payment-not-found'],
  }),
  /** The newest `limit` notifications whole (raw bodies, headers), optionally of one `provider`. */
  notificationRecords: endpoint<readonly StoredNotification[], typeof I.notificationRecords>()({
    method: 'GET',
    path: '/api/admin/v1/payments/notification-records',
    errors: ['forbidden'],
  }),
};
