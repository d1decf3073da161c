import { runTransition, type StateMachine, type TransitionError } from '../shared/state-machine';
import { err, type Result } from '../shared/result';

/** A return's life (issue 34): asked, then approved or rejected; the units received; then refunded or exchanged. */
export const RETURN_STATES = ['requested', 'approved', 'rejected', 'received', 'refunded', 'exchanged'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

export const RETURN_EVENTS = ['approve', 'reject', 'receive', 'refund', 'exchange'] as const;
export type ReturnEvent = (typeof RETURN_EVENTS)[number];

export type InvalidReturnTransition = TransitionError<ReturnState, ReturnEvent>;

/** solicitada → aprobada | rechazada → recibida → reembolsada | cambiada. An approved return skips recibida only when
 * nothing has to come back (see `refundsBeforeReceipt`). An operator's repeated click changes nothing. */
export const returnMachine: StateMachine<ReturnState, ReturnEvent> = {
  transitions: {
    requested: { approve: 'approved', reject: 'rejected' },
    approved: { receive: 'received', refund: 'refunded' },
    received: { refund: 'refunded', exchange: 'exchanged' },
    rejected: {},
    refunded: {},
    exchanged: {},
  },
  repeats: {
    approve: ['approved', 'received', 'refunded', 'exchanged'],
    reject: ['rejected'],
    receive: ['received', 'refunded', 'exchanged'],
    refund: ['refunded'],
    exchange: ['exchanged'],
  },
  late: [],
};

/** Whether an approved return is refunded without waiting for its units: a goodwill amount (no units), or a payment
 * reversal for a parcel that never arrived or a purchase the buyer never made (there is nothing to send back). */
export const refundsBeforeReceipt = (r: { readonly units: number; readonly reversalCause: string | null }): boolean =>
  r.units === 0 ||
  r.reversalCause === 'no-recibido' ||
  r.reversalCause === 'fraude' ||
  r.reversalCause === 'no-solicitada';

export const RETURN_STATE_LABELS: ReadonlyMap<ReturnState, string> = new Map([
  ['requested', 'solicitada'],
  ['approved', 'aprobada'],
  ['rejected', 'rechazada'],
  ['received', 'recibida'],
  ['refunded', 'reembolsada'],
  ['exchanged', 'cambiada'],
]);

const EVENT_WORDS: ReadonlyMap<ReturnEvent, string> = new Map([
  ['approve', 'aprobar'],
  ['reject', 'rechazar'],
  ['receive', 'recibir'],
  ['refund', 'reembolsar'],
  ['exchange', 'cambiar'],
]);

/** The next state of a return, refusing in Spanish what its life does not allow (a refund of units not yet received
 * included, unless `refundsBeforeReceipt`). */
export const nextReturnState = (
  r: { readonly state: ReturnState; readonly units: number; readonly reversalCause: string | null },
  event: ReturnEvent,
): Result<ReturnState, InvalidReturnTransition> => {
  const describe = (from: ReturnState, on: ReturnEvent) =>
    `No se puede ${EVENT_WORDS.get(on)} una devolución ${RETURN_STATE_LABELS.get(from)}.`;
  if (r.state === 'approved' && event === 'refund' && !refundsBeforeReceipt(r))
    return err({
      kind: 'invalid-transition',
      from: r.state,
      event,
      message: 'Primero hay que recibir los productos devueltos; después se reembolsa.',
    });
  return runTransition(returnMachine, r.state, event, describe);
};
