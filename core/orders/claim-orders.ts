import type { Subscriber } from '../events/ports';
import { parseEmail, type Email } from '../people/email';
import type { CustomerStore } from '../customers/ports';
import type { Clock } from '../shared/ports';
import type { Order } from './order';
import type { OrderStore } from './ports';

/** Whether an order may join the account of `email` once that email is verified: a guest order (no account yet)
 * placed with the same address, compared as the store keeps emails (trimmed, lower-case: core/people/email.ts). */
export const isClaimableBy = (order: Pick<Order, 'customerId' | 'buyer'>, email: Email): boolean =>
  order.customerId === null && order.buyer.email.trim().toLowerCase() === email;

/** The name the claim subscriber's handlings are recorded under. */
export const ORDER_CLAIM_SUBSCRIBER = 'claim';

export type ClaimSubscriberDeps = {
  readonly orders: Pick<OrderStore, 'findById' | 'claimGuestOrders'>;
  readonly customers: Pick<CustomerStore, 'findByEmail'>;
  readonly clock: Clock;
};

/** Attaches a guest order to the account of its email as soon as it is placed, when that account's owner has verified
 * the address (they proved the mailbox is theirs; the order's own mails go to it anyway). An unverified account gets
 * its guest orders when its owner opens the verification link. Claiming again changes nothing, so redelivery is safe. */
export const orderClaimSubscriber = (deps: ClaimSubscriberDeps): Subscriber => ({
  name: ORDER_CLAIM_SUBSCRIBER,
  handle: async (event) => {
    if (event.type !== 'placed') return;
    const order = await deps.orders.findById(event.orderId);
    if (!order || order.customerId !== null) return;
    const email = parseEmail(order.buyer.email);
    if (!email.ok) return;
    const customer = await deps.customers.findByEmail(email.value);
    if (!customer || customer.emailVerifiedAt === null) return;
    await deps.orders.claimGuestOrders({ customerId: customer.id, email: email.value, at: deps.clock.now() });
  },
});
