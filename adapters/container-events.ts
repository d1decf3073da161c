import type { Container, ResolutionContext } from 'inversify';
import { dispatchEvents } from '../core/events/dispatch-events';
import { referralCreditMailSubscriber } from '../core/loyalty/referral-credit-mail';
import { rewardsSubscriber } from '../core/loyalty/rewards-subscriber';
import { orderClaimSubscriber } from '../core/orders/claim-orders';
import { orderMailSubscriber } from '../core/orders/order-mail';
import { returnMailSubscriber } from '../core/returns/return-mail';
import { realtimeSubscriber } from '../core/realtime/realtime-subscriber';
import type { Config } from './config';
import { outboxEventMailer, relayedEventMailer } from './mail/event-mailer';
import { invoiceMailSubscriber } from '../core/invoicing/invoice-mail-subscriber';
import type { Database } from './persistence/db';
import { sqlEventOutbox } from './persistence/event-outbox';
import { sqlGiftCreditStore } from './persistence/gift-ledger-store';
import { T } from './tokens';

/** What an order's mails are composed with: its links, and whether it is a test order (paid at a sandbox). */
export const orderMailSettings = (x: ResolutionContext, config: Config) => {
  const sandboxes = x.get(T.payments).gateways.filter((g) => g.sandbox);
  return {
    links: x.get(T.orderLinks),
    storeUrl: config.publicUrl,
    sandboxMethods: new Set(sandboxes.map((g) => g.method)),
    sandboxProviders: new Set(sandboxes.map((g) => g.provider)),
    clock: x.get(T.clock),
  };
};

/** Order events: the SQL outbox, its subscribers (guest orders joining an account, gift credit and points, live updates,
 * the order mails, the referrer's mail of credit earned, the invoicing when it is on) and the dispatcher that the server runs on a timer and the CLI
 * after an operator's action. */
export const bindEvents = (c: Container, config: Config, database: Database) => {
  c.bind(T.eventOutbox).toConstantValue(sqlEventOutbox(database.db));
  c.bind(T.giftCredit).toConstantValue(sqlGiftCreditStore(database.db));
  c.bind(T.eventSubscribers)
    .toDynamicValue((x) => {
      const clock = x.get(T.clock);
      const mailer = config.smtpUrl
        ? relayedEventMailer(x.get(T.mailer), x.get(T.eventOutbox), clock)
        : outboxEventMailer(database.db, clock);
      const invoicing = x.get(T.invoicing);
      return [
        orderClaimSubscriber({ orders: x.get(T.orderStore), customers: x.get(T.customers), clock }),
        // Before the live updates: a ranking re-read on `ranking.updated` finds the points already there.
        rewardsSubscriber({ orders: x.get(T.orderStore), credit: x.get(T.giftCredit), policy: config.policy }),
        realtimeSubscriber({ realtime: x.get(T.realtimeTrigger), orders: x.get(T.orderStore), clock }),
        orderMailSubscriber({ ...orderMailSettings(x, config), orders: x.get(T.orderStore), mailer }),
        returnMailSubscriber({
          returns: x.get(T.returnStore),
          orders: x.get(T.orderStore),
          mailer,
          links: x.get(T.orderLinks),
          storeUrl: config.publicUrl,
        }),
        referralCreditMailSubscriber({
          orders: x.get(T.orderStore),
          customers: x.get(T.customers),
          credit: x.get(T.giftCredit),
          mailer,
          policy: config.policy,
          storeUrl: config.publicUrl,
        }),
        // Invoicing, when it is on: an invoice recorded for each sale, a credit note for each refund.
        ...(invoicing
          ? [
              invoicing.invoicingSubscriber,
              // The buyer's mail of each document the DIAN accepted, with its XML and PDF.
              invoiceMailSubscriber({
                invoices: x.get(T.invoiceStore),
                mailOf: invoicing.files.mailOf,
                mailer,
                clock,
              }),
            ]
          : []),
      ];
    })
    .inSingletonScope();
  c.bind(T.events)
    .toDynamicValue((x) => ({
      dispatchEvents: dispatchEvents({
        outbox: x.get(T.eventOutbox),
        subscribers: x.get(T.eventSubscribers),
        clock: x.get(T.clock),
        logger: x.get(T.logger),
      }),
    }))
    .inSingletonScope();
};
