import { T, type AppContainer } from '../../adapters/container';
import type { adminPaymentEndpoints } from '../../contract/admin-payments';
import { paymentsOverviewFor, reconcileNowAs, replayNotificationAs } from '../../core/checkout/console-payments';
import type { Handlers } from '../api/endpoints';
import { actorOf } from './operator-session';

/** The payments in the operators' API (contract/admin-payments.ts), over the use cases the `fornido payments
 * reconcile` and `fornido webhooks` commands use. */
export const adminPaymentHandlers = (c: AppContainer): Handlers<typeof adminPaymentEndpoints> => {
  const upkeep = c.get(T.paymentUpkeep);
  const deps = {
    attempts: c.get(T.paymentAttempts),
    notifications: c.get(T.notificationLog),
    reconcilePayments: upkeep.reconcilePayments,
    replayNotification: upkeep.replayNotification,
    audit: c.get(T.operatorAudit),
    clock: c.get(T.clock),
  };
  const [overview, reconcile, replay] = [paymentsOverviewFor(deps), reconcileNowAs(deps), replayNotificationAs(deps)];
  return {
    paymentsOverview: (_input, ctx) => overview(actorOf(ctx.actor)),
    reconcilePayments: (_input, ctx) => reconcile(actorOf(ctx.actor)),
    replayNotification: ({ id }, ctx) => replay(actorOf(ctx.actor), id),
  };
};
