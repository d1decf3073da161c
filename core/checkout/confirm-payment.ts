import type { Order } from '../orders/order';
import { transitionOrder, type OrderEvent } from '../orders/order-state';
import type { OrderChange, OrderStore } from '../orders/ports';
import type { PaymentAttempt } from '../payments/attempt';
import type { AttemptDetails, PaymentAttemptStore, PaymentOutcome } from '../payments/ports';
import type { Clock } from '../shared/ports';
import type { Pesos } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import { transitionPayment, type InvalidPaymentTransition, type PaymentEvent } from '../payments/payment-state';
import { fitsReference } from '../payments/reference';

/** What a provider (webhook, status poll, reconciliation) or the store says became of one attempt. */
export type PaymentConfirmation = {
  readonly attemptId: string;
  readonly status: 'pending' | 'approved' | 'rejected' | 'failed' | 'expired' | 'reversed';
  /** Who reports it, for the audit log: a provider's name, `sistema`, or an operator's OS user. */
  readonly actor: string;
  /** What the provider said besides the status: recorded with the move. */
  readonly details?: AttemptDetails;
  /** What the provider says was paid, when it says: checked against the attempt before anything is applied. */
  readonly paid?: { readonly amount: Pesos; readonly currency: string };
};

export type ConfirmedPayment = {
  readonly order: Order;
  /** False when the confirmation was a repeat and nothing changed. */
  readonly changed: boolean;
  /** Money approved on an order that was no longer waiting for it (expired, cancelled, or paid by another attempt). */
  readonly flagged: boolean;
};

export type ConfirmPaymentError =
  | { readonly kind: 'payment-not-found'; readonly message: string }
  /** The provider reports another amount or currency than the attempt's: recorded and flagged, never applied. */
  | { readonly kind: 'amount-mismatch'; readonly message: string }
  /** The provider names the attempt with a reference another of its attempts holds (a sandbox reset, whose references
   * start again): nothing is applied. */
  | { readonly kind: 'reference-taken'; readonly message: string; readonly holder: string }
  | InvalidPaymentTransition;

export type ConfirmPaymentDeps = {
  readonly orders: OrderStore;
  readonly attempts: PaymentAttemptStore;
  readonly clock: Clock;
};

const EVENTS: Readonly<Record<PaymentConfirmation['status'], PaymentEvent>> = {
  pending: 'submit',
  approved: 'approve',
  rejected: 'reject',
  failed: 'fail',
  expired: 'expire',
  reversed: 'reverse',
};

/** The order's move that follows an attempt's: an approval pays it, a reversal reverses it. */
const ORDER_EVENTS: Readonly<Partial<Record<PaymentEvent, OrderEvent>>> = {
  approve: 'approve-payment',
  reverse: 'reverse',
};

const NOT_FOUND = { kind: 'payment-not-found', message: 'No encontramos ese intento de pago.' } as const;

/** A provider's reference as the attempt records it: one longer than any real reference (MAX_REFERENCE_LENGTH) is
 * not recorded, so it can neither break the store's index nor stand for the attempt; the state it brings still moves. */
const referenceOf = (reference: string | null): { readonly reference?: string } =>
  reference && fitsReference(reference) ? { reference } : {};

/** A provider's answer as a confirmation of one attempt. */
export const confirmationOf = (attemptId: string, outcome: PaymentOutcome, actor: string): PaymentConfirmation => {
  switch (outcome.status) {
    case 'approved':
      return {
        attemptId,
        status: 'approved',
        actor,
        details: {
          ...referenceOf(outcome.reference),
          ...(outcome.messageId ? { providerMessageId: outcome.messageId } : {}),
        },
        ...(outcome.amount !== undefined
          ? { paid: { amount: outcome.amount, currency: outcome.currency ?? 'COP' } }
          : {}),
      };
    case 'pending':
      return {
        attemptId,
        status: 'pending',
        actor,
        details: {
          ...referenceOf(outcome.reference),
          ...(outcome.action ? { action: outcome.action } : {}),
          ...(outcome.expiresAt ? { expiresAt: outcome.expiresAt } : {}),
          ...(outcome.messageId ? { providerMessageId: outcome.messageId } : {}),
        },
      };
    case 'rejected':
    case 'expired':
      return {
        attemptId,
        status: outcome.status,
        actor,
        details: {
          ...referenceOf(outcome.reference),
          reason: outcome.reason,
          message: outcome.message,
        },
      };
    case 'reversed':
      return { attemptId, status: 'reversed', actor, details: referenceOf(outcome.reference) };
    case 'failed':
      return {
        attemptId,
        status: 'failed',
        actor,
        details: {
          reason: outcome.reason,
          message: outcome.message,
          ...(outcome.unanswered
            ? {
                action: outcome.unanswered.action,
                expiresAt: outcome.unanswered.expiresAt,
                providerMessageId: outcome.unanswered.messageId,
              }
            : {}),
        },
      };
    default:
      return outcome satisfies never;
  }
};

/** The order's move for an approval or a reversal, or null when the order is not where that move starts (then an
 * approval's money is flagged). */
const orderChangeOf = (order: Order, event: OrderEvent, confirmation: PaymentConfirmation, at: Date) => {
  const next = transitionOrder(order.state, event);
  if (!next.ok || next.value === order.state) return null;
  const change: OrderChange = {
    orderId: order.id,
    from: order.state,
    to: next.value,
    event,
    // A reversed order was paid, not yet prepared: its units go back on sale, as an operator's reversal does.
    releaseStock: event === 'reverse',
    keepsExpiry: false,
    audit: {
      actor: confirmation.actor,
      action: event,
      at,
      before: order.state,
      after: next.value,
      detail: confirmation.details?.reference ?? null,
    },
  };
  return change;
};

/** Why a provider's figures cannot be applied to the attempt, or null when they match (or were not told). */
const mismatchOf = (confirmation: PaymentConfirmation, amount: Pesos): string | null => {
  const paid = confirmation.paid;
  if (!paid || (paid.amount === amount && paid.currency === 'COP')) return null;
  return `The provider reports ${paid.amount} ${paid.currency} for an attempt of ${amount} COP: not applied.`;
};

/** The refusal of a reference another attempt at the same provider already holds, or null when it is free or this
 * attempt's own. */
const holderOf = async (
  deps: ConfirmPaymentDeps,
  payment: PaymentAttempt,
  reference: string | undefined,
): Promise<Extract<ConfirmPaymentError, { kind: 'reference-taken' }> | null> => {
  if (reference === undefined || reference === payment.reference) return null;
  const holder = await deps.attempts.findByReference(payment.provider, reference);
  if (!holder || holder.attempt.id === payment.id) return null;
  return {
    kind: 'reference-taken',
    holder: holder.attempt.id,
    message: `${payment.provider} named attempt ${payment.id} with reference ${reference}, which attempt ${holder.attempt.id} (order ${holder.orderNumber}) already holds: not applied.`,
  };
};

/** Applies a provider's word about an attempt, idempotently: the same confirmation twice, or two at once, changes the
 * order once (each write is conditional on the state it was read in, and a lost race is read again); an approval of an
 * attempt already closed still pays an order waiting for its payment; an approval that finds the order cancelled,
 * expired or already paid is recorded and flagged for an operator, never lost; an amount or
 * currency other than the attempt's is recorded and flagged, never applied, and a reference another attempt at the
 * provider holds is refused. A pending attempt with an expiry holds the
 * order's stock until then. The order store writes the move's event to the outbox in the same transaction. */
export const confirmPayment =
  (deps: ConfirmPaymentDeps) =>
  async (confirmation: PaymentConfirmation): Promise<Result<ConfirmedPayment, ConfirmPaymentError>> => {
    const event = EVENTS[confirmation.status];
    for (let attempt = 0; attempt < 5; attempt++) {
      const found = await deps.attempts.find(confirmation.attemptId);
      if (!found) return err(NOT_FOUND);
      const payment = found.attempt;
      const at = deps.clock.now();
      const mismatch = mismatchOf(confirmation, payment.amount);
      if (mismatch) {
        await deps.attempts.record(payment.id, { flagged: true, reason: 'amount-mismatch', message: mismatch }, at);
        return err({ kind: 'amount-mismatch', message: mismatch });
      }
      const taken = await holderOf(deps, payment, confirmation.details?.reference);
      if (taken) return err(taken);
      const order = (await deps.orders.findById(found.orderId))!;
      const next = transitionPayment(payment.state, event);
      const late = !next.ok && next.error.kind === 'late-approval';
      if (!next.ok && !late) return next;
      const to = next.ok ? next.value : 'approved';
      if (to === payment.state && !late) return ok({ order, changed: false, flagged: payment.flagged });
      const orderEvent = ORDER_EVENTS[event];
      // A late approval (the attempt closed on our side, or the shopper paid again at the provider's page after a
      // rejection) still pays an order that waits for its payment; only money the order cannot take is flagged.
      const orderChange = orderEvent ? orderChangeOf(order, orderEvent, confirmation, at) : null;
      const flagged = (event === 'approve' || event === 'reverse') && orderChange === null;
      const expiresAt = confirmation.details?.expiresAt;
      const applied = await deps.orders.changePayment({
        attemptId: payment.id,
        from: payment.state,
        to,
        at,
        order: orderChange,
        details: { ...confirmation.details, ...(flagged ? { flagged } : {}) },
        ...(expiresAt ? { holdUntil: expiresAt } : {}),
      });
      if (!applied) continue;
      return ok({ order: (await deps.orders.findById(order.id))!, changed: true, flagged });
    }
    throw new Error(`Payment attempt ${confirmation.attemptId} kept changing while confirming it`);
  };
