import type { OrderHappening, OrderHappeningType, Subscriber } from '../events/ports';
import type { Clock } from '../shared/ports';
import {
  orderConfirmationMail,
  orderShippedMail,
  paymentApprovedMail,
  type OrderMailContext,
} from './order-mail-templates';
import { orderCancelledMail } from './order-cancelled-mail';
import { voucherIssuedMail } from './voucher-mail';
import type { EventMailer, MailMessage } from '../mail/ports';
import type { PaymentMethodId } from '../payments/methods';
import type { Order } from './order';
import type { OrderLinks, OrderStore } from './ports';

/** The path of an order's page, signed so it opens without signing in (the link of its mails). */
export const orderPath = async (links: OrderLinks, number: string): Promise<string> =>
  `/pedido/${number}/?firma=${encodeURIComponent(await links.sign(number))}`;

/** The name the mail subscriber's handlings are recorded under. */
export const ORDER_MAIL_SUBSCRIBER = 'mail';

/** The mail of each event that has one, in a Map: an event type read from the database is only ever a key. */
const MAILS: ReadonlyMap<OrderHappeningType, (ctx: OrderMailContext, order: Order) => MailMessage | null> = new Map([
  ['placed', orderConfirmationMail],
  // An order its gift credit paid whole was paid as it was placed: its confirmation already says so.
  [
    'payment-approved',
    (ctx: OrderMailContext, order: Order) =>
      order.paymentMethod === 'gift-credit' ? null : paymentApprovedMail(ctx, order),
  ],
  ['voucher-issued', voucherIssuedMail],
  ['shipped', orderShippedMail],
  ['expired', (ctx: OrderMailContext, order: Order) => orderCancelledMail(ctx, order, 'expired')],
  ['cancelled', (ctx: OrderMailContext, order: Order) => orderCancelledMail(ctx, order, 'cancelled')],
]);

export type OrderMailDeps = {
  readonly orders: Pick<OrderStore, 'findById'>;
  readonly mailer: EventMailer;
  readonly links: OrderLinks;
  readonly storeUrl: string;
  /** The methods whose gateway runs against its sandbox: an order to be paid with one is a test order, before any try. */
  readonly sandboxMethods: ReadonlySet<PaymentMethodId>;
  /** The providers running against their sandboxes: an order with an attempt at one is a test order. */
  readonly sandboxProviders: ReadonlySet<string>;
  readonly clock: Clock;
};

/** How long the confirmation of an order paid online waits for its first payment to be answered: the checkout starts
 * it right after placing the order, and a cash voucher's answer sets a deadline days later than the order's own. */
export const CONFIRMATION_WAIT_MS = 60_000;
/** How often a waiting confirmation looks again. */
const CONFIRMATION_RECHECK_MS = 1_000;

/** When the confirmation of an order should be asked for again, or null when it can be mailed now: an order waiting
 * for a payment online whose first attempt has no answer yet waits (at most CONFIRMATION_WAIT_MS after it was placed),
 * so the mail states the deadline that payment sets (orderDeadline), the one the voucher and the order's page show. */
const confirmationLater = (event: OrderHappening, order: Order, now: Date): Date | null => {
  const answered = order.payments.some((p) => p.state !== 'created');
  if (event.type !== 'placed' || order.state !== 'pending_payment' || answered) return null;
  const latest = order.placedAt.getTime() + CONFIRMATION_WAIT_MS;
  return now.getTime() >= latest ? null : new Date(Math.min(latest, now.getTime() + CONFIRMATION_RECHECK_MS));
};

/** True for an order paid, or to be paid, at a sandbox: its mails say that no real money moves. */
const isTestOrder = (deps: Pick<OrderMailDeps, 'sandboxMethods' | 'sandboxProviders'>, order: Order): boolean =>
  deps.sandboxMethods.has(order.paymentMethod) || order.payments.some((p) => deps.sandboxProviders.has(p.provider));

/** Mails the shopper as the order moves: the confirmation when it is placed, the approval of its payment, the tracking
 * number when it ships, and the notice when it is cancelled or expires unpaid — once per event, even when the event is
 * delivered again. The mail shows the order as it is when the event is handled (the confirmation of an order paid
 * online once its first payment is answered, confirmationLater). A mail that cannot be sent throws, so the dispatcher
 * tries again later. */
export const orderMailSubscriber = (deps: OrderMailDeps): Subscriber => {
  const compose = orderMailComposer(deps);
  return {
    name: ORDER_MAIL_SUBSCRIBER,
    handle: async (event) => {
      if (!hasOrderMail(event.type)) return;
      const order = await deps.orders.findById(event.orderId);
      if (!order) throw new Error(`Order ${event.orderNumber} of event ${event.id} is missing`);
      const later = confirmationLater(event, order, deps.clock.now());
      if (later) return { later };
      const mail = await compose(event.type, order);
      if (mail) await deps.mailer.sendOnce({ eventId: event.id, subscriber: ORDER_MAIL_SUBSCRIBER }, mail);
    },
  };
};

/** Whether an order event mails the shopper. */
export const hasOrderMail = (type: OrderHappeningType): boolean => MAILS.has(type);

/** The mail of an event of an order, composed from the order as it is now (null when the event mails nothing): what
 * the subscriber sends once, and what an operator sends again from the console. */
export const orderMailComposer =
  (deps: Omit<OrderMailDeps, 'orders' | 'mailer'>) =>
  async (type: OrderHappeningType, order: Order): Promise<MailMessage | null> => {
    const compose = MAILS.get(type);
    if (!compose) return null;
    const orderLink = `${deps.storeUrl}${await orderPath(deps.links, order.number)}`;
    return compose(
      { storeUrl: deps.storeUrl, orderLink, sandbox: isTestOrder(deps, order), now: deps.clock.now() },
      order,
    );
  };
