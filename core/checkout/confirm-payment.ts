import type { Order } from '../orders/order';
import { transitionOrder } from '../orders/order-state';
import type { OrderChange, OrderStore } from '../orders/ports';
import type { Clock } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import { transitionPayment, type InvalidPaymentTransition, type PaymentEvent } from '../payments/payment-state';

/** What a provider (webhook, status poll, reconciliation) or the store says became of one attempt. */
export type PaymentConfirmation = {
  readonly attemptId: string;
  readonly status: 'pending' | 'approved' | 'rejected' | 'failed' | 'expired';
  readonly reference: string | null;
  /** Who reports it, for the audit log: a provider's name, `sistema`, or an operator's OS user. */
  readonly actor: string;
};

export type ConfirmedPayment = {
  readonly order: Order;
  /** False when the confirmation was a repeat and nothing changed. */
  readonly changed: boolean;
  /** Money approved on an order that was no longer waiting for it (expired, cancelled, or paid by another attempt). */
  readonly flagged: boolean;
};

export type ConfirmPaymentError =
  { readonly kind: 'payment-not-found'; readonly message: string } | InvalidPaymentTransition;

export type ConfirmPaymentDeps = {
  readonly orders: OrderStore;
  readonly clock: Clock;
};

const EVENTS: Readonly<Record<PaymentConfirmation['status'], PaymentEvent>> = {
  pending: 'submit',
  approved: 'approve',
  rejected: 'reject',
  failed: 'fail',
  expired: 'expire',
};

const NOT_FOUND = { kind: 'payment-not-found', message: 'No encontramos ese intento de pago.' } as const;

/** The order's move for an approval, or null when the order is not waiting for one (then the money is flagged). */
const paidChange = (order: Order, confirmation: PaymentConfirmation, at: Date): OrderChange | null => {
  const next = transitionOrder(order.state, 'approve-payment');
  if (!next.ok || next.value === order.state) return null;
  return {
    orderId: order.id,
    from: order.state,
    to: next.value,
    event: 'approve-payment',
    releaseStock: false,
    keepsExpiry: false,
    audit: {
      actor: confirmation.actor,
      action: 'approve-payment',
      at,
      before: order.state,
      after: next.value,
      detail: confirmation.reference,
    },
  };
};

/** Applies a provider's word about an attempt, idempotently: the same confirmation twice, or two at once, changes the
 * order once (each write is conditional on the state it was read in, and a lost race is read again); an approval that
 * finds the order cancelled, expired or already paid is recorded and flagged for an operator, never lost. The order
 * store writes the approval's or the rejection's event with the move, and its subscribers tell the shopper. */
export const confirmPayment =
  (deps: ConfirmPaymentDeps) =>
  async (confirmation: PaymentConfirmation): Promise<Result<ConfirmedPayment, ConfirmPaymentError>> => {
    const event = EVENTS[confirmation.status];
    for (let attempt = 0; attempt < 5; attempt++) {
      const found = await deps.orders.findByPayment(confirmation.attemptId);
      if (!found) return err(NOT_FOUND);
      const { order, attempt: payment } = found;
      const at = deps.clock.now();
      const next = transitionPayment(payment.state, event);
      const late = !next.ok && next.error.kind === 'late-approval';
      if (!next.ok && !late) return next;
      const to = next.ok ? next.value : 'approved';
      if (to === payment.state && !late) return ok({ order, changed: false, flagged: payment.flagged });
      const orderChange = event === 'approve' && !late ? paidChange(order, confirmation, at) : null;
      const flagged = event === 'approve' && (late || orderChange === null);
      const applied = await deps.orders.changePayment({
        attemptId: payment.id,
        from: payment.state,
        to,
        at,
        order: orderChange,
        flagged,
        ...(confirmation.reference ? { reference: confirmation.reference } : {}),
      });
      if (!applied) continue;
      return ok({ order: (await deps.orders.findById(order.id))!, changed: true, flagged });
    }
    throw new Error(`Payment attempt ${confirmation.attemptId} kept changing while confirming it`);
  };
