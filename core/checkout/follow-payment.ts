import type { Order } from '../orders/order';
import type { OrderStore } from '../orders/ports';
import type { PaymentAttempt } from '../payments/attempt';
import { confirmPayment } from './confirm-payment';
import { err, ok, type Result } from '../shared/result';
import { settleWithProvider, type SettleDeps } from './settle-payment';

/** How often one attempt's provider is asked at most, however many pages follow it. */
export const FOLLOW_EVERY_MS = 2_000;

export type FollowDeps = SettleDeps & { readonly orders: OrderStore };

export type FollowedPayment = { readonly order: Order; readonly attempt: PaymentAttempt };

export type FollowPaymentError =
  | { readonly kind: 'payment-not-found'; readonly message: string }
  /** Withdrawing an attempt that was approved or closed meanwhile. */
  | { readonly kind: 'payment-closed'; readonly message: string };

const NOT_FOUND = { kind: 'payment-not-found', message: 'No encontramos ese intento de pago.' } as const;

const reread = async (deps: FollowDeps, order: Order, attemptId: string): Promise<FollowedPayment> => {
  const now = (await deps.orders.findById(order.id))!;
  return { order: now, attempt: now.payments.find((p) => p.id === attemptId)! };
};

/** The shopper's page following its payment: the provider is asked about the attempt (at most every FOLLOW_EVERY_MS,
 * whoever asks) and its answer applied; the page shows only what the server then holds, never its own guess. */
export const followPayment =
  (deps: FollowDeps) =>
  async (order: Order, attemptId: string): Promise<Result<FollowedPayment, FollowPaymentError>> => {
    if (!order.payments.some((p) => p.id === attemptId)) return err(NOT_FOUND);
    const now = deps.clock.now();
    const [claimed] = await deps.attempts.claimOpen({
      attemptId,
      checkedBefore: new Date(now.getTime() - FOLLOW_EVERY_MS),
      now,
      limit: 1,
    });
    if (claimed) await settleWithProvider(deps, claimed, claimed.attempt.provider);
    return ok(await reread(deps, order, attemptId));
  };

/** "Elegir otro medio de pago" while an attempt waits: the provider is asked first (an approval that arrived is kept
 * and answered as `payment-closed`); a push is withdrawn at the provider and the attempt closed, so it cannot be paid
 * twice. An attempt the provider cannot withdraw (a QR) stays open until it expires: if it is paid anyway, the money
 * is applied or flagged, never lost. */
export const withdrawPayment =
  (deps: FollowDeps) =>
  async (order: Order, attemptId: string): Promise<Result<FollowedPayment, FollowPaymentError>> => {
    const followed = await followPayment(deps)(order, attemptId);
    if (!followed.ok) return followed;
    const { attempt } = followed.value;
    if (attempt.state !== 'pending' && attempt.state !== 'created')
      return err({ kind: 'payment-closed', message: 'Este intento de pago ya terminó: recarga la página.' });
    const gateway = deps.payments.forAttempt(attempt);
    if (!gateway?.cancel) return followed;
    try {
      await gateway.cancel(attempt);
    } catch (error) {
      deps.logger.warn({ order: order.number, provider: attempt.provider, err: String(error) }, 'could not withdraw');
      return followed;
    }
    await confirmPayment(deps)({
      attemptId,
      status: 'failed',
      actor: 'cliente',
      details: { reason: 'withdrawn', message: 'Cancelaste este intento para elegir otro medio de pago.' },
    });
    return ok(await reread(deps, order, attemptId));
  };
