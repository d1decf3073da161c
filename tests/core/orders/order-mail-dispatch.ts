import { dispatchEvents } from '../../../core/events/dispatch-events';
import type { EventOutbox } from '../../../core/events/ports';
import { orderMailSubscriber } from '../../../core/orders/order-mail';
import type { OrderLinks, OrderStore } from '../../../core/orders/ports';
import { recordingEventMailer } from '../../fakes/in-memory-events';

/** Signatures anyone can check: `firma-` and the order number. */
export const plainLinks: OrderLinks = {
  sign: async (number) => `firma-${number}`,
  verify: async (number, signature) => signature === `firma-${number}`,
};

/** The order mails of a checkout harness as the dispatcher sends them: run `dispatch()`, then read `sent`. */
export const orderMailDispatch = (h: {
  readonly events: EventOutbox;
  readonly orders: OrderStore;
  readonly now: { value: Date };
}) => {
  const mailer = recordingEventMailer();
  const logged: string[] = [];
  const logger = {
    info: () => undefined,
    warn: (_f: unknown, m: string) => void logged.push(m),
    error: (_f: unknown, m: string) => void logged.push(m),
  };
  const subscriber = orderMailSubscriber({
    orders: h.orders,
    mailer,
    links: plainLinks,
    storeUrl: 'https://fornido.co',
    sandboxMethods: new Set(['sandbox-card']),
    sandboxProviders: new Set(['sandbox-card']),
    clock: { now: () => h.now.value },
  });
  const dispatch = dispatchEvents({
    outbox: h.events,
    subscribers: [subscriber],
    clock: { now: () => h.now.value },
    logger,
  });
  return { mailer, sent: mailer.sent, logged, dispatch };
};
