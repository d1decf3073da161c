import type { Container, ResolutionContext } from 'inversify';
import { placeOrder } from '../core/checkout/place-order';
import { priceCheckout } from '../core/checkout/price-checkout';
import { expirePendingOrders } from '../core/orders/expire-pending-orders';
import type { Order } from '../core/orders/order';
import { orderMailComposer, orderPath } from '../core/orders/order-mail';
import {
  cancelOrderAs,
  noteOrderAs,
  refundOrderAs,
  refundPreviewFor,
  resendOrderMailAs,
} from '../core/checkout/console-order-actions';
import { orderMailSettings } from './container-events';
import { findOrder, showOrder } from '../core/orders/order-queries';
import { embeddedQuoter } from '../core/shipping/embedded-rates';
import { hostedQuoter } from './shipping/hosted-quoter';
import { cancelOrder, deliverOrder, shipOrder } from '../core/orders/operate-order';
import { cancelStaleOrders } from '../core/orders/cancel-stale-orders';
import { prepareOrder } from '../core/orders/prepare-order';
import { searchOrders } from '../core/orders/search-orders';
import { listOwnOrders } from '../core/orders/list-own-orders';
import { viewOrder } from '../core/orders/view-order';
import { confirmPayment } from '../core/checkout/confirm-payment';
import { startPayment } from '../core/checkout/start-payment';
import { listBanks } from '../core/checkout/list-banks';
import { followPayment, withdrawPayment } from '../core/checkout/follow-payment';
import { receiveNotification, replayNotification } from '../core/checkout/receive-notification';
import { pruneRefusedNotifications } from '../core/checkout/refused-notifications';
import { reconcilePayments } from '../core/checkout/reconcile-payments';
import { findReversible, reversePayment } from '../core/checkout/reverse-payment';
import type { Config } from './config';
import { configuredPayments } from './payment-gateways';
import { sqlNotificationLog } from './persistence/notification-log';
import { sqlPaymentAttemptStore } from './persistence/payment-attempt-store';
import type { Database } from './persistence/db';
import { sqlOrderStore } from './persistence/order-store';
import { hmacOrderLinks, storedSecret } from './security/order-links';
import { sqlDisagreementLog } from './persistence/disagreement-log';
import { T } from './tokens';

/** The checkout, orders and payments: the SQL order store, the payment gateways, the shipping quoter, and the
 * checkout's, payments' and orders' use cases over them. */
export const bindOrders = (c: Container, config: Config, database: Database) => {
  c.bind(T.orderStore).toConstantValue(sqlOrderStore(database.db));
  c.bind(T.orderLinks).toConstantValue(hmacOrderLinks(storedSecret(database.db, 'order-links')));
  c.bind(T.paymentAttempts).toConstantValue(sqlPaymentAttemptStore(database.db));
  c.bind(T.notificationLog).toConstantValue(sqlNotificationLog(database.db));
  c.bind(T.disagreements).toConstantValue(sqlDisagreementLog(database.db));
  // The methods offered are exactly the gateways configuration sets up (adapters/payment-gateways.ts).
  const configured = configuredPayments({
    config,
    clock: c.get(T.clock),
    logger: c.get(T.logger),
    notifications: c.get(T.notificationLog),
  });
  c.bind(T.payments).toConstantValue(configured.registry);
  c.bind(T.providerSandboxes).toConstantValue(configured.sandboxes);
  c.bind(T.providerWeb).toConstantValue(configured.web);

  // Hosted shipping quotes when configured, falling back to the store's own rates; those alone otherwise.
  const quoter = config.shipping
    ? hostedQuoter({ ...config.shipping, origin: config.policy.shippingOriginPostalCode, logger: c.get(T.logger) })
    : embeddedQuoter();
  const ports = (x: ResolutionContext) => {
    const links = x.get(T.orderLinks);
    return {
      orders: x.get(T.orderStore),
      links,
      clock: x.get(T.clock),
      catalogue: x.get(T.cartCatalogue),
      quoter,
      policy: config.policy,
      payments: configured.registry,
      attempts: x.get(T.paymentAttempts),
      notifications: x.get(T.notificationLog),
      disagreements: x.get(T.disagreements),
      carts: x.get(T.carts),
      customers: x.get(T.customers),
      credit: x.get(T.giftCredit),
      limiter: x.get(T.rateLimiter),
      logger: x.get(T.logger),
      returnUrl: async (order: Order) => `${config.publicUrl}${await orderPath(links, order.number)}`,
    };
  };
  c.bind(T.checkout)
    .toDynamicValue((x) => {
      const p = ports(x);
      return {
        priceCheckout: priceCheckout(p),
        placeOrder: placeOrder(p),
        startPayment: startPayment(p),
        listBanks: listBanks(p),
        confirmPayment: confirmPayment(p),
        followPayment: followPayment(p),
        withdrawPayment: withdrawPayment(p),
      };
    })
    .inSingletonScope();
  c.bind(T.paymentUpkeep)
    .toDynamicValue((x) => {
      const p = ports(x);
      return {
        receiveNotification: receiveNotification(p),
        replayNotification: replayNotification(p),
        pruneRefusedNotifications: pruneRefusedNotifications(p),
        reconcilePayments: reconcilePayments(p),
        findReversible: findReversible(p),
        reversePayment: reversePayment(p),
      };
    })
    .inSingletonScope();
  c.bind(T.orders)
    .toDynamicValue((x) => {
      const p = ports(x);
      return {
        viewOrder: viewOrder(p),
        listOwnOrders: listOwnOrders(p),
        findOrder: findOrder(p),
        showOrder: showOrder(p),
        searchOrders: searchOrders(p),
        prepareOrder: prepareOrder(p),
        shipOrder: shipOrder(p),
        deliverOrder: deliverOrder(p),
        cancelOrder: cancelOrder(p),
        expirePendingOrders: expirePendingOrders(p),
        cancelStaleOrders: cancelStaleOrders(p),
      };
    })
    .inSingletonScope();
  c.bind(T.orderConsole)
    .toDynamicValue((x) => {
      const upkeep = x.get(T.paymentUpkeep);
      const deps = {
        orders: x.get(T.orderStore),
        cancelOrder: x.get(T.orders).cancelOrder,
        findReversible: upkeep.findReversible,
        reversePayment: upkeep.reversePayment,
        events: x.get(T.eventOutbox),
        mailer: x.get(T.mailer),
        composeMail: orderMailComposer(orderMailSettings(x, config)),
        clock: x.get(T.clock),
      };
      return {
        cancelOrderAs: cancelOrderAs(deps),
        refundPreviewFor: refundPreviewFor(deps),
        refundOrderAs: refundOrderAs(deps),
        noteOrderAs: noteOrderAs(deps),
        resendOrderMailAs: resendOrderMailAs(deps),
      };
    })
    .inSingletonScope();
};
