import { proxy } from 'valtio';
import type { PaymentState } from '../../core/payments/payment-state';

/** The ways to pay the storefront offers (PROVIDERS.md): wallet, bank transfer, card, marketplace, credit, cash at the door. */
export const PAYMENT_METHODS = ['nequi', 'pse', 'card', 'mercadopago', 'addi', 'cash-on-delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The attempt the shopper is waiting on: `starting` until the provider answers, then the core's attempt states. */
export type PaymentAttempt = {
  readonly status: 'idle' | 'starting' | PaymentState;
  readonly orderId: string | null;
  readonly attemptId: string | null;
  /** Spanish explanation to show, e.g. why a payment was rejected. */
  readonly message: string | null;
};

const IDLE: PaymentAttempt = { status: 'idle', orderId: null, attemptId: null, message: null };

/** The payment step: the chosen method and the state of the current attempt. */
export const paymentStore = proxy<{ method: PaymentMethod | null; attempt: PaymentAttempt }>({
  method: null,
  attempt: IDLE,
});

/** Chooses how to pay; changing method forgets a finished attempt so a new one can start. */
export const chooseMethod = (method: PaymentMethod): void => {
  paymentStore.method = method;
  if (paymentStore.attempt.status !== 'starting' && paymentStore.attempt.status !== 'pending')
    paymentStore.attempt = IDLE;
};

/** The shopper asked to pay the order: waiting for the provider. */
export const attemptStarting = (orderId: string): void => {
  paymentStore.attempt = { ...IDLE, status: 'starting', orderId };
};

/** What the store (webhook, poll or realtime event) says about the attempt now. */
export const attemptUpdated = (update: { attemptId: string; status: PaymentState; message?: string | null }): void => {
  paymentStore.attempt = {
    ...paymentStore.attempt,
    attemptId: update.attemptId,
    status: update.status,
    message: update.message ?? null,
  };
};

/** Whether the shopper may start another attempt (none running, or the last one did not go through). */
export const canRetry = (attempt: PaymentAttempt): boolean =>
  ['idle', 'rejected', 'failed', 'expired'].includes(attempt.status);

/** Back to no method and no attempt (a new order). */
export const resetPayment = (): void => {
  paymentStore.method = null;
  paymentStore.attempt = IDLE;
};
