import type { OrderHappening, OrderHappeningType, Subscriber } from '../events/ports';
import { monthKeyOf } from '../loyalty/ranking';
import type { OrderStore } from '../orders/ports';
import type { Clock } from '../shared/ports';
import {
  CREDIT_UPDATED,
  customerChannel,
  OPERATORS_CHANNEL,
  ORDER_UPDATED,
  orderChannel,
  PAYMENT_HAPPENINGS,
  PAYMENT_UPDATED,
  RANKING_CHANNEL,
  RANKING_UPDATED,
  type CreditUpdate,
  type OrderUpdate,
  type RankingUpdate,
} from './channels';
import type { Realtime, RealtimeMessage } from './ports';

/** Happenings that move the month's ranking and a referrer's gift credit: points and credit are earned when an order is
 * paid (delivered, for cash on delivery) and taken back when its payment is reversed or a return of it is refunded (in
 * proportion, issue 34). */
const REWARD_HAPPENINGS: ReadonlySet<OrderHappeningType> = new Set([
  'payment-approved',
  'delivered',
  'reversed',
  'return-refunded',
]);

/** A live update older than this is news to nobody (a page open since then has asked the server on its own):
 * an event redelivered after an outage is not sent live. */
export const LIVE_UPDATE_LIFETIME_MS = 10 * 60_000;

/** The messages one happening sends: `order.updated` (and `payment.updated` when the payment changed) to the order's
 * channel and its customer's, `order.updated` to the operators' console, `ranking.updated` when the month's ranking moved, and `credit.updated` to the referrer
 * of a referred order whose credit moved (never the order's number: it is the friend's). */
export const liveUpdatesOf = (
  event: OrderHappening,
  customerId: string | null,
  referrerId: string | null = null,
): RealtimeMessage[] => {
  const update: OrderUpdate = {
    number: event.orderNumber,
    happening: event.type,
    at: event.occurredAt.toISOString(),
  };
  const channels = [orderChannel(event.orderNumber), ...(customerId ? [customerChannel(customerId)] : [])];
  const names = PAYMENT_HAPPENINGS.has(event.type) ? [PAYMENT_UPDATED, ORDER_UPDATED] : [ORDER_UPDATED];
  const ranking: RankingUpdate = { month: monthKeyOf(event.occurredAt) };
  const credit: CreditUpdate = { at: update.at };
  const rewards = REWARD_HAPPENINGS.has(event.type);
  return [
    ...channels.flatMap((channel) => names.map((name) => ({ channel, name, data: update }))),
    { channel: OPERATORS_CHANNEL, name: ORDER_UPDATED, data: update },
    ...(rewards ? [{ channel: RANKING_CHANNEL, name: RANKING_UPDATED, data: ranking }] : []),
    ...(rewards && referrerId ? [{ channel: customerChannel(referrerId), name: CREDIT_UPDATED, data: credit }] : []),
  ];
};

/** Sends each order happening live to the browsers watching the order, its customer's account, its referrer's account,
 * the ranking and the operators' console. It runs after the rewards subscriber, so a page re-reading on `credit.updated` finds the credit.
 * Sending twice is harmless (a page re-reads on each message), so redelivery needs no record beyond the outbox's. */
export const realtimeSubscriber = (deps: {
  readonly realtime: Realtime;
  readonly orders: Pick<OrderStore, 'findById'>;
  readonly clock: Clock;
}): Subscriber => ({
  name: 'realtime',
  handle: async (event) => {
    if (deps.clock.now().getTime() - event.occurredAt.getTime() > LIVE_UPDATE_LIFETIME_MS) return;
    const order = await deps.orders.findById(event.orderId);
    await deps.realtime.send(liveUpdatesOf(event, order?.customerId ?? null, order?.referrerId ?? null));
  },
});
