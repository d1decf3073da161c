import type { Container, ServiceIdentifier } from 'inversify';
import { placeOrder } from '../core/checkout/place-order';
import { priceCheckout } from '../core/checkout/price-checkout';
import { dispatchEvents } from '../core/events/dispatch-events';
import { expirePendingOrders } from '../core/orders/expire-pending-orders';
import type { Order } from '../core/orders/order';
import { orderMailSubscriber, orderPath } from '../core/orders/order-mail';
import { cancelOrder, deliverOrder, shipOrder } from '../core/orders/operate-order';
import { cancelStaleOrders } from '../core/orders/cancel-stale-orders';
import { listOwnOrders } from '../core/orders/list-own-orders';
import { viewOrder } from '../core/orders/view-order';
import { confirmPayment } from '../core/checkout/confirm-payment';
import type { PaymentMethodId } from '../core/payments/methods';
import type { CardGateway } from '../core/payments/ports';
import { startPayment } from '../core/checkout/start-payment';
import type { Config } from './config';
import { outboxEventMailer, relayedEventMailer } from './mail/event-mailer';
import { sandboxCardGateway } from './payments/sandbox-card-gateway';
import type { Database } from './persistence/db';
import { sqlEventOutbox } from './persistence/event-outbox';
import { sqlOrderStore } from './persistence/order-store';
import { hmacOrderLinks, storedSecret } from './security/order-links';
import { T } from './tokens';

/** The checkout, orders and payments: their use cases over the SQL order store. */
export const bindOrders = (c: Container, config: Config, database: Database) => {
  c.bind(T.orders).toConstantValue(sqlOrderStore(database.db));
  c.bind(T.orderLinks).toConstantValue(hmacOrderLinks(storedSecret(database.db, 'order-links')));
  // A method is offered only with a gateway to take it: a provider adds its method here with its gateway.
  const methods: PaymentMethodId[] = [
    'cash-on-delivery',
    ...(config.paymentsSandbox ? (['sandbox-card'] as const) : []),
  ];
  c.bind(T.paymentMethods).toConstantValue(methods);
  const cards = new Map<PaymentMethodId, CardGateway>(
    config.paymentsSandbox ? [['sandbox-card', sandboxCardGateway()]] : [],
  );

  const ports = (x: Pick<Container, 'get'>) => {
    const links = x.get(T.orderLinks);
    return {
      orders: x.get(T.orders),
      links,
      clock: x.get(T.clock),
      catalogue: x.get(T.cartCatalogue),
      quoter: x.get(T.shippingQuoter),
      policy: config.policy,
      paymentMethods: methods,
      cards,
      carts: x.get(T.carts),
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
  bind(T.expirePendingOrders, expirePendingOrders);
  bind(T.shipOrder, shipOrder);
  bind(T.deliverOrder, deliverOrder);
  bind(T.cancelOrder, cancelOrder);
  bind(T.cancelStaleOrders, cancelStaleOrders);
  bind(T.viewOrder, viewOrder);
  bind(T.listOwnOrders, listOwnOrders);
  bindOrderEvents(c, config, database);
};

/** Order events: the SQL outbox, its subscribers (the order mails; realtime and gift credit will join them) and the
 * dispatcher that the server runs on a timer and the CLI after an operator's action. */
const bindOrderEvents = (c: Container, config: Config, database: Database) => {
  c.bind(T.eventOutbox).toConstantValue(sqlEventOutbox(database.db));
  c.bind(T.eventSubscribers)
    .toDynamicValue((x) => {
      const clock = x.get(T.clock);
      const mailer = config.smtpUrl
        ? relayedEventMailer(x.get(T.mailer), x.get(T.eventOutbox), clock)
        : outboxEventMailer(database.db, clock);
      return [
        orderMailSubscriber({
          orders: x.get(T.orders),
          mailer,
          links: x.get(T.orderLinks),
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
