import type { Container, ServiceIdentifier } from 'inversify';
import { placeOrder } from '../core/checkout/place-order';
import { priceCheckout } from '../core/checkout/price-checkout';
import { dispatchEvents } from '../core/events/dispatch-events';
import { expirePendingOrders } from '../core/orders/expire-pending-orders';
import type { Order } from '../core/orders/order';
import { orderClaimSubscriber } from '../core/orders/claim-orders';
import { orderMailSubscriber, orderPath } from '../core/orders/order-mail';
import { realtimeSubscriber } from '../core/realtime/realtime-subscriber';
import { rewardsSubscriber } from '../core/loyalty/rewards-subscriber';
import { referralCreditMailSubscriber } from '../core/loyalty/referral-credit-mail';
import { sqlGiftCreditStore } from './persistence/gift-ledger-store';
import { cancelOrder, deliverOrder, shipOrder } from '../core/orders/operate-order';
import { cancelStaleOrders } from '../core/orders/cancel-stale-orders';
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
import { outboxEventMailer, relayedEventMailer } from './mail/event-mailer';
import { configuredPayments } from './payment-gateways';
import { sqlNotificationLog } from './persistence/notification-log';
import { sqlPaymentAttemptStore } from './persistence/payment-attempt-store';
import type { Database } from './persistence/db';
import { sqlEventOutbox } from './persistence/event-outbox';
import { sqlOrderStore } from './persistence/order-store';
import { hmacOrderLinks, storedSecret } from './security/order-links';
import { T } from './tokens';

/** The checkout, orders and payments: their use cases over the SQL order store. */
export const bindOrders = (c: Container, config: Config, database: Database) => {
  c.bind(T.orders).toConstantValue(sqlOrderStore(database.db));
  c.bind(T.orderLinks).toConstantValue(hmacOrderLinks(storedSecret(database.db, 'order-links')));
  c.bind(T.paymentAttempts).toConstantValue(sqlPaymentAttemptStore(database.db));
  c.bind(T.notificationLog).toConstantValue(sqlNotificationLog(database.db));
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

  const ports = (x: Pick<Container, 'get'>) => {
    const links = x.get(T.orderLinks);
    return {
      orders: x.get(T.orders),
      links,
      clock: x.get(T.clock),
      catalogue: x.get(T.cartCatalogue),
      quoter: x.get(T.shippingQuoter),
      policy: config.policy,
      payments: configured.registry,
      attempts: x.get(T.paymentAttempts),
      notifications: x.get(T.notificationLog),
      carts: x.get(T.carts),
      customers: x.get(T.customers),
      credit: x.get(T.giftCredit),
      limiter: x.get(T.rateLimiter),
      logger: x.get(T.logger),
      returnUrl: async (order: Order) => `${config.publicUrl}${await orderPath(links, order.number)}`,
    };
  };
  const bind = <F>(token: ServiceIdentifier<F>, build: (deps: ReturnType<typeof ports>) => F) =>
    c
      .bind(token)
      .toDynamicValue((x) => build(ports(x)))
      .inSingletonScope();
  bind(T.priceCheckout, priceCheckout);
  bind(T.placeOrder, placeOrder);
  bind(T.confirmPayment, confirmPayment);
  bind(T.startPayment, startPayment);
  bind(T.listBanks, listBanks);
  bind(T.expirePendingOrders, expirePendingOrders);
  bind(T.shipOrder, shipOrder);
  bind(T.deliverOrder, deliverOrder);
  bind(T.cancelOrder, cancelOrder);
  bind(T.cancelStaleOrders, cancelStaleOrders);
  bind(T.viewOrder, viewOrder);
  bind(T.listOwnOrders, listOwnOrders);
  bind(T.followPayment, followPayment);
  bind(T.withdrawPayment, withdrawPayment);
  bind(T.reconcilePayments, reconcilePayments);
  bind(T.findReversible, findReversible);
  bind(T.reversePayment, reversePayment);
  bind(T.receiveNotification, receiveNotification);
  bind(T.replayNotification, replayNotification);
  bind(T.pruneRefusedNotifications, pruneRefusedNotifications);
  bindOrderEvents(c, config, database);
};

/** Order events: the SQL outbox, its subscribers (guest orders joining an account, gift credit and points, live updates,
 * the order mails, the referrer's mail of credit earned) and the dispatcher that the server runs on a timer and the CLI
 * after an operator's action. */
const bindOrderEvents = (c: Container, config: Config, database: Database) => {
  c.bind(T.eventOutbox).toConstantValue(sqlEventOutbox(database.db));
  c.bind(T.giftCredit).toConstantValue(sqlGiftCreditStore(database.db));
  c.bind(T.eventSubscribers)
    .toDynamicValue((x) => {
      const clock = x.get(T.clock);
      const sandboxes = x.get(T.payments).gateways.filter((g) => g.sandbox);
      const mailer = config.smtpUrl
        ? relayedEventMailer(x.get(T.mailer), x.get(T.eventOutbox), clock)
        : outboxEventMailer(database.db, clock);
      return [
        orderClaimSubscriber({ orders: x.get(T.orders), customers: x.get(T.customers), clock }),
        // Before the live updates: a ranking re-read on `ranking.updated` finds the points already there.
        rewardsSubscriber({ orders: x.get(T.orders), credit: x.get(T.giftCredit), policy: config.policy }),
        realtimeSubscriber({ realtime: x.get(T.realtime), orders: x.get(T.orders), clock }),
        orderMailSubscriber({
          orders: x.get(T.orders),
          mailer,
          links: x.get(T.orderLinks),
          storeUrl: config.publicUrl,
          sandboxMethods: new Set(sandboxes.map((g) => g.method)),
          sandboxProviders: new Set(sandboxes.map((g) => g.provider)),
          clock,
        }),
        referralCreditMailSubscriber({
          orders: x.get(T.orders),
          customers: x.get(T.customers),
          credit: x.get(T.giftCredit),
          mailer,
          policy: config.policy,
          storeUrl: config.publicUrl,
        }),
      ];
    })
    .inSingletonScope();
  c.bind(T.dispatchEvents)
    .toDynamicValue((x) =>
      dispatchEvents({
        outbox: x.get(T.eventOutbox),
        subscribers: x.get(T.eventSubscribers),
        clock: x.get(T.clock),
        logger: x.get(T.logger),
      }),
    )
    .inSingletonScope();
};
