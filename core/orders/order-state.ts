import { isRepeat, runTransition, type StateMachine, type TransitionError } from '../shared/state-machine';
import type { Result } from '../shared/result';

/** Every state an order can be in (POLICY.md, Orders and payments). */
export const ORDER_STATES = [
  'pending_payment',
  'paid',
  'preparing',
  'shipped',
  'delivered',
  'cancelled',
  'reversed',
  'confirmed',
  'partially_returned',
  'returned',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** Everything that can happen to an order: payment outcomes, shopper and operator actions, expiry. */
export const ORDER_EVENTS = [
  'approve-payment',
  'payment-attempt-failed',
  'cancel',
  'expire',
  'start-preparing',
  'ship',
  'deliver',
  'reverse',
  'return-part',
  'return-all',
  'reverse-undelivered',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

export type InvalidOrderTransition = TransitionError<OrderState, OrderEvent>;

/** The order life cycle of POLICY.md. Prepaid: pending_payment → paid → preparing → shipped → delivered, with
 * pending_payment → cancelled (shopper, operator or expiry), paid → reversed, and shipped → reversed when a parcel that
 * never arrived is refunded. Cash on delivery starts
 * `confirmed` → preparing → shipped → delivered (paid at the door). A failed attempt leaves the order pending. */
export const orderMachine: StateMachine<OrderState, OrderEvent> = {
  transitions: {
    pending_payment: {
      'approve-payment': 'paid',
      'payment-attempt-failed': 'pending_payment',
      'cancel': 'cancelled',
      'expire': 'cancelled',
    },
    paid: { 'start-preparing': 'preparing', 'reverse': 'reversed' },
    // POLICY.md is silent on it: an operator may cancel a cash-on-delivery order before it is prepared.
    confirmed: { 'start-preparing': 'preparing', 'cancel': 'cancelled' },
    preparing: { ship: 'shipped' },
    // Reversión del pago for a parcel that never arrived (Ley 1480 art. 51, issue 34): the money went back while the
    // order was shipped, so it ends `reversed` (the payment given back), not `returned` (units that came back: these
    // are lost in transit, not on sale). A later delivery of it is refused. Its own event, not `reverse`: a provider's
    // reversal notice of a shipped order still moves nothing (that one would put the units back on sale).
    shipped: { 'deliver': 'delivered', 'reverse-undelivered': 'reversed' },
    // Returns (issue 34): a refund of part of a delivered order leaves it partially returned; the one that gives back
    // every unit and peso left makes it returned.
    delivered: { 'return-part': 'partially_returned', 'return-all': 'returned' },
    partially_returned: { 'return-part': 'partially_returned', 'return-all': 'returned' },
    returned: {},
    cancelled: {},
    reversed: {},
  },
  // Confirmations (webhooks, polls, reconciliation) may arrive twice or after the order moved on.
  repeats: {
    'approve-payment': ['paid', 'preparing', 'shipped', 'delivered', 'reversed', 'partially_returned', 'returned'],
    'payment-attempt-failed': [
      'paid',
      'preparing',
      'shipped',
      'delivered',
      'reversed',
      'cancelled',
      'partially_returned',
      'returned',
    ],
    'cancel': ['cancelled'],
    'expire': ['cancelled'],
    'start-preparing': ['preparing'],
    'ship': ['shipped'],
    'deliver': ['delivered'],
    'reverse': ['reversed'],
    'return-part': [],
    'return-all': ['returned'],
    'reverse-undelivered': ['reversed'],
  },
  late: [['cancelled', 'approve-payment']],
};

/** How a new order starts: waiting for its online payment, confirmed to be paid in cash at the door, or already paid
 * when gift credit covers it whole. */
export const initialOrderState = (payment: 'prepaid' | 'cash-on-delivery' | 'gift-credit'): OrderState =>
  payment === 'cash-on-delivery' ? 'confirmed' : payment === 'gift-credit' ? 'paid' : 'pending_payment';

const STATE_LABEL: Readonly<Record<OrderState, string>> = {
  pending_payment: 'pendiente de pago',
  paid: 'pagado',
  preparing: 'en preparación',
  shipped: 'enviado',
  delivered: 'entregado',
  cancelled: 'cancelado',
  reversed: 'reversado',
  confirmed: 'confirmado para pago contraentrega',
  partially_returned: 'devuelto en parte',
  returned: 'devuelto',
};

const EVENT_LABEL: Readonly<Record<OrderEvent, string>> = {
  'approve-payment': 'aprobar su pago',
  'payment-attempt-failed': 'registrar un intento de pago fallido',
  'cancel': 'cancelarlo',
  'expire': 'vencerlo',
  'start-preparing': 'empezar a prepararlo',
  'ship': 'enviarlo',
  'deliver': 'marcarlo como entregado',
  'reverse': 'reversar su pago',
  'return-part': 'reembolsar una parte',
  'return-all': 'reembolsarlo',
  'reverse-undelivered': 'reversar su pago porque no llegó',
};

const describe = (from: OrderState, event: OrderEvent): string =>
  `El pedido está ${STATE_LABEL[from]}: no se puede ${EVENT_LABEL[event]}.`;

/** Moves an order by one event, refusing every transition POLICY.md does not allow; a repeated confirmation is
 * accepted without change, and an approval after cancellation is refused as `late-approval` for an operator. */
export const transitionOrder = (state: OrderState, event: OrderEvent): Result<OrderState, InvalidOrderTransition> =>
  runTransition(orderMachine, state, event, describe);

/** Whether an event received in this state is a repeat that changes nothing (so side effects must not run again). */
export const isRepeatedOrderEvent = (state: OrderState, event: OrderEvent): boolean =>
  orderMachine.transitions[state][event] === undefined && isRepeat(orderMachine, state, event);

/** Spanish label of an order state, for shoppers and operators. */
export const orderStateLabel = (state: OrderState): string => STATE_LABEL[state];
