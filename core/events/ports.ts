/** What can happen to an order that other parts of the store react to (mail, live updates; gift credit and refunds
 * later). `return-*`: a step of one of its returns (issue 34), named by `returnId` (`return-refund-settled`: a refund its
 * provider had not confirmed, settled by the reconciliation: live updates only). `invoice-accepted`: an electronic
 * invoice or credit note the DIAN accepted, named by `invoiceId` (issue 35: the buyer's mail with its XML and PDF). `reversed` has no producer yet: refunds will write it. `claimed`: a guest order joined the account of its
 * verified email. `payment-expired`: a payment the shopper did not complete in time (a push nobody answered), and
 * `preparing`: an operator started packing the order, which only the live updates tell. */
export const ORDER_HAPPENINGS = [
  'placed',
  'payment-approved',
  'payment-rejected',
  'payment-expired',
  'voucher-issued',
  'preparing',
  'shipped',
  'delivered',
  'cancelled',
  'expired',
  'reversed',
  'claimed',
  'return-requested',
  'return-approved',
  'return-rejected',
  'return-received',
  'return-refunded',
  'return-refund-settled',
  'invoice-accepted',
] as const;
export type OrderHappeningType = (typeof ORDER_HAPPENINGS)[number];

/** One thing that happened to one order, written in the same transaction as the change itself (the outbox), so a
 * crash after the commit loses nothing. Subscribers read the order for anything else they need. */
export type OrderHappening = {
  /** Increasing in the order events were written; operators name events by it. */
  readonly id: number;
  readonly type: OrderHappeningType;
  readonly orderId: string;
  readonly orderNumber: string;
  readonly occurredAt: Date;
  /** The return a `return-*` event tells of (issue 34); absent for the order's own events. */
  readonly returnId?: string | null;
  /** The invoice or credit note an `invoice-accepted` event tells of (issue 35): the DIAN accepted it. */
  readonly invoiceId?: string | null;
};

/** Something that reacts to order happenings (mail, realtime, gift credit). An event may reach it more than once
 * (at-least-once delivery), so a handler must be idempotent. */
export type Subscriber = {
  /** Stable name: what a subscriber has handled is recorded under it. */
  readonly name: string;
  /** Reacts to one event; throwing has the event delivered again later, to the subscribers that have not handled it,
   * and answering `Later` asks for it again at that moment (the event is not ready for it yet: no failure is counted). */
  handle(event: OrderHappening): Promise<void | Later>;
};

/** A subscriber's answer that an event comes too early for it: deliver it again at `at`. */
export type Later = { readonly later: Date };

/** One subscriber having handled one event: recorded, so a redelivered event skips it. */
export type Handling = { readonly eventId: number; readonly subscriber: string };

/** Pending: due at `nextAttemptAt`; delivered: every subscriber handled it; stuck: out of attempts, waiting for an operator. */
export type EventDeliveryState = 'pending' | 'delivered' | 'stuck';

/** An event with how its delivery went so far. */
export type OutboxEvent = OrderHappening & {
  readonly state: EventDeliveryState;
  /** Failed attempts since it was written or last retried by an operator. */
  readonly attempts: number;
  /** When it is next due; null once delivered or stuck. */
  readonly nextAttemptAt: Date | null;
  readonly lastError: string | null;
  /** The subscribers that have handled it. */
  readonly handledBy: readonly string[];
};

/** The order events written with each change, waiting to be delivered to the subscribers. */
export type EventOutbox = {
  /** Takes up to `limit` pending events due at `now`, oldest first, skipping those another dispatcher is taking, and
   * hides them from every other dispatcher until `leaseUntil`: one dispatcher works on an event at a time, and one
   * that dies mid-way only delays its events until the lease ends. */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<readonly OutboxEvent[]>;
  /** Records that a subscriber handled an event; recording it twice changes nothing. */
  markHandled(handling: Handling, at: Date): Promise<void>;
  /** Closes an event every subscriber has handled. */
  markDelivered(eventId: number, at: Date): Promise<void>;
  /** Makes a pending event due again at `at` without counting a failure (a subscriber answered `Later`). */
  postpone(eventId: number, at: Date): Promise<void>;
  /** Counts one failed attempt of a pending event with its error: due again at `retryAt`, or stuck when it is null. */
  markFailed(eventId: number, failure: { readonly error: string; readonly retryAt: Date | null }): Promise<void>;
  /** The newest events first, or only the stuck ones. */
  list(query: { readonly stuck?: boolean; readonly limit: number }): Promise<readonly OutboxEvent[]>;
  find(id: number): Promise<OutboxEvent | null>;
  /** The undelivered events an operator should look at, oldest first: stuck ones, ones that failed at least once, and
   * ones written before `before` still waiting (a healthy dispatcher delivers within seconds). */
  overdue(before: Date, limit: number): Promise<readonly OutboxEvent[]>;
  /** One order's events, oldest first (its page in the operators' console: which mails went out). */
  forOrder(orderId: string): Promise<readonly OutboxEvent[]>;
  /** An operator's retry: makes the named undelivered events (or every stuck one) due at `now` with no attempts
   * counted; answers the ids it made due. A delivered event is never sent again this way. */
  retry(which: readonly number[] | 'stuck', now: Date): Promise<readonly number[]>;
};
