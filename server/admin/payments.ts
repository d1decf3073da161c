import { T, type AppContainer } from '../../adapters/container';
import type { adminPaymentEndpoints } from '../../contract/admin-payments';
import type { Handlers } from '../api/endpoints';
import { actorOf } from './operator-session';

/** The payments in the operators' API (contract/admin-payments.ts), over the use cases the `fornido payments`, `wallet`
 * and `webhooks` commands use. */
export const adminPaymentHandlers = (c: AppContainer): Handlers<typeof adminPaymentEndpoints> => {
  const payments = c.get(T.paymentConsole);
  return {
    paymentsOverview: (_input, ctx) => payments.paymentsOverviewFor(actorOf(ctx.actor)),
    reconcilePayments: (request, ctx) => payments.reconcileNowAs(actorOf(ctx.actor), request),
    replayNotification: ({ id }, ctx) => payments.replayNotificationAs(actorOf(ctx.actor), id),
    paymentRecords: ({ key }, ctx) => payments.paymentRecordsFor(actorOf(ctx.actor), key),
    walletStatus: ({ reference }, ctx) => payments.walletStatusFor(actorOf(ctx.actor), reference),
    notificationRecords: (query, ctx) => payments.notificationRecordsFor(actorOf(ctx.actor), query),
  };
};
