import { isRepeat, runTransition, type StateMachine, type TransitionError } from '../shared/state-machine';
import type { Result } from '../shared/result';

/** Every state a payment attempt can be in. */
export const PAYMENT_STATES = ['created', 'pending', 'approved', 'rejected', 'failed', 'expired', 'reversed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** What the store or the provider reports about an attempt. */
export const PAYMENT_EVENTS = ['submit', 'approve', 'reject', 'fail', 'expire', 'reverse'] as const;
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number];

export type InvalidPaymentTransition = TransitionError<PaymentState, PaymentEvent>;

/** A payment attempt of POLICY.md: created → pending → approved | rejected | failed | expired, approved → reversed;
 * also created → failed, when the provider could not even be asked. */
export const paymentMachine: StateMachine<PaymentState, PaymentEvent> = {
  transitions: {
    // created → expired: the order expired before the shopper ever sent the attempt (POLICY.md is silent).
    created: { submit: 'pending', fail: 'failed', expire: 'expired' },
    pending: { approve: 'approved', reject: 'rejected', fail: 'failed', expire: 'expired' },
    approved: { reverse: 'reversed' },
    rejected: {},
    failed: {},
    expired: {},
    reversed: {},
  },
  repeats: {
    submit: ['pending'],
    approve: ['approved', 'reversed'],
    reject: ['rejected'],
    fail: ['failed'],
    expire: ['expired'],
    reverse: ['reversed'],
  },
  // The provider took the money after we closed the attempt (our timeout, expiry or a conflicting status).
  late: [
    ['expired', 'approve'],
    ['failed', 'approve'],
    ['rejected', 'approve'],
  ],
};

const STATE_LABEL: Readonly<Record<PaymentState, string>> = {
  created: 'creado',
  pending: 'pendiente',
  approved: 'aprobado',
  rejected: 'rechazado',
  failed: 'fallido',
  expired: 'vencido',
  reversed: 'reversado',
};

const EVENT_LABEL: Readonly<Record<PaymentEvent, string>> = {
  submit: 'enviarlo al medio de pago',
  approve: 'aprobarlo',
  reject: 'rechazarlo',
  fail: 'marcarlo como fallido',
  expire: 'vencerlo',
  reverse: 'reversarlo',
};

const describe = (from: PaymentState, event: PaymentEvent): string =>
  `El intento de pago está ${STATE_LABEL[from]}: no se puede ${EVENT_LABEL[event]}.`;

/** Moves a payment attempt by one event, refusing transitions POLICY.md does not allow; the same confirmation twice
 * changes nothing, and an approval after the attempt closed is refused as `late-approval` so it is flagged, never lost. */
export const transitionPayment = (
  state: PaymentState,
  event: PaymentEvent,
): Result<PaymentState, InvalidPaymentTransition> => runTransition(paymentMachine, state, event, describe);

/** Whether an event received in this state is a repeat that changes nothing. */
export const isRepeatedPaymentEvent = (state: PaymentState, event: PaymentEvent): boolean =>
  paymentMachine.transitions[state][event] === undefined && isRepeat(paymentMachine, state, event);

/** Whether an attempt is over: no further provider status can move it except a reversal of an approval. */
export const isFinalPaymentState = (state: PaymentState): boolean => state !== 'created' && state !== 'pending';

/** Spanish label of a payment attempt's state, for shoppers and operators. */
export const paymentStateLabel = (state: PaymentState): string => STATE_LABEL[state];
