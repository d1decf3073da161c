import type { OrderHappeningType, Subscriber } from '../events/ports';
import type { EventMailer } from '../mail/ports';
import { orderPath } from '../orders/order-mail';
import type { OrderLinks, OrderStore } from '../orders/ports';
import type { ReturnStore } from './ports';
import { returnMail, type ReturnMailStep } from './return-mail-templates';

/** The name the returns' mail subscriber's handlings are recorded under. */
export const RETURN_MAIL_SUBSCRIBER = 'return-mail';

const STEPS: ReadonlyMap<OrderHappeningType, ReturnMailStep> = new Map([
  ['return-requested', 'requested'],
  ['return-approved', 'approved'],
  ['return-rejected', 'rejected'],
  ['return-received', 'received'],
  ['return-refunded', 'refunded'],
]);

export type ReturnMailDeps = {
  readonly returns: Pick<ReturnStore, 'find'>;
  readonly orders: Pick<OrderStore, 'findById'>;
  readonly mailer: EventMailer;
  readonly links: OrderLinks;
  readonly storeUrl: string;
};

/**
 * Mails the shopper each step of a return (issue 34) — asked (with the day the store answers by), approved (with the
 * shipping instructions), rejected (with the reason), received, refunded (how much, how and by when) — once per event
 * however often it is delivered. An operator's goodwill refund, made at once, mails only its refund.
 */
export const returnMailSubscriber = (deps: ReturnMailDeps): Subscriber => ({
  name: RETURN_MAIL_SUBSCRIBER,
  handle: async (event) => {
    const step = STEPS.get(event.type);
    if (!step || !event.returnId) return;
    const [r, order] = await Promise.all([deps.returns.find(event.returnId), deps.orders.findById(event.orderId)]);
    if (!r || !order) throw new Error(`Return ${event.returnId} of event ${event.id} is missing`);
    if (r.goodwill !== null && step !== 'refunded') return;
    // An exchange is received and exchanged at once: its mail names the replacement order.
    const replacement = step === 'received' ? r.replacementOrderNumber : null;
    const orderLink = `${deps.storeUrl}${await orderPath(deps.links, replacement ?? order.number)}`;
    const mail = returnMail({ storeUrl: deps.storeUrl, orderLink }, order, r, replacement ? 'exchanged' : step);
    await deps.mailer.sendOnce({ eventId: event.id, subscriber: RETURN_MAIL_SUBSCRIBER }, mail);
  },
});
