import type { OrderHappeningType } from '../events/ports';

/** The realtime channels and events of the store (Pusher protocol 7): what the server triggers, what the browser
 * listens to and what the channel authorizer allows. Names follow Pusher's rules (`[-a-zA-Z0-9_=@,.;]`, at most 164
 * characters): order numbers and customer ids qualify. */

/** A channel name Pusher accepts: 1 to 164 of these characters. Anything else is refused before it is looked up. */
export const CHANNEL_NAME = /^[-a-zA-Z0-9_=@,.;]{1,164}$/;

/** One order's news, for its owner or a guest holding its signed link. */
export const orderChannel = (orderNumber: string) => `private-order.${orderNumber}`;
/** A signed-in customer's news (their orders, gift credit and referrals on /micuenta/). */
export const customerChannel = (customerId: string) => `private-customer.${customerId}`;
/** Every order's news, for the operators' console (Inicio): only a signed-in operator's session may listen. */
export const OPERATORS_CHANNEL = 'private-operators';
/** The monthly ranking's news, for anyone looking at it. */
export const RANKING_CHANNEL = 'ranking';
/** Who is looking at the ranking: signed-in customers, by first name. */
export const RANKING_PRESENCE_CHANNEL = 'presence-ranking';

export const PAYMENT_UPDATED = 'payment.updated';
export const ORDER_UPDATED = 'order.updated';
export const RANKING_UPDATED = 'ranking.updated';
/** A referrer's gift credit moved (a referred order paid, delivered or reversed): sent on the referrer's channel. */
export const CREDIT_UPDATED = 'credit.updated';

/** What `payment.updated` and `order.updated` carry: which order, what happened, when (ISO). No personal data: the
 * page reads the order itself through the API, with the shopper's own credentials. */
export type OrderUpdate = {
  readonly number: string;
  readonly happening: OrderHappeningType;
  readonly at: string;
};

/** What `credit.updated` carries: when (ISO). Nothing of the friend or their order: the account page reads its own
 * balance and referrals through the API. */
export type CreditUpdate = { readonly at: string };

/** What `ranking.updated` carries: the month whose table moved, `YYYY-MM` in Bogotá. */
export type RankingUpdate = { readonly month: string };

/** Happenings that change what is paid: they go out as `payment.updated` too. */
export const PAYMENT_HAPPENINGS: ReadonlySet<OrderHappeningType> = new Set([
  'payment-approved',
  'payment-rejected',
  'payment-expired',
  'voucher-issued',
  'reversed',
]);
