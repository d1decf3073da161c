import { CUT_SHORT_PUSH_MESSAGE, interrupted, openAttempts, UNANSWERED } from '../payments/attempt';
import type { Clock } from '../shared/ports';
import type { OrderStore } from './ports';

const BATCH = 100;

/** Cancels every unpaid order whose time is up (PENDING_ORDER_EXPIRY_MINUTES after it was placed), puts its stock
 * back on sale exactly once (the move is conditional, so two runs at once release it once), and closes its open
 * payment attempts; a payment approved later is then flagged by confirmPayment. Answers the numbers expired. */
export const expirePendingOrders =
  (deps: { readonly orders: OrderStore; readonly clock: Clock }) => async (): Promise<readonly string[]> => {
    const expired: string[] = [];
    const now = deps.clock.now();
    for (;;) {
      const due = await deps.orders.listExpired(now, BATCH);
      let moved = 0;
      for (const order of due) {
        const applied = await deps.orders.change({
          orderId: order.id,
          from: 'pending_payment',
          to: 'cancelled',
          event: 'expire',
          releaseStock: true,
          keepsExpiry: true,
          audit: {
            actor: 'sistema',
            action: 'expire',
            at: now,
            before: 'pending_payment',
            after: 'cancelled',
            detail: null,
          },
        });
        if (!applied) continue;
        moved++;
        expired.push(order.number);
        for (const attempt of openAttempts(order.payments)) {
          // A push whose sending was cut short may have reached the phone: it stays for reconciliation to withdraw.
          const cutShortPush = interrupted(attempt) && attempt.action !== null;
          await deps.orders.changePayment({
            attemptId: attempt.id,
            from: attempt.state,
            to: cutShortPush ? 'failed' : 'expired',
            ...(cutShortPush && {
              details: { reason: UNANSWERED, message: CUT_SHORT_PUSH_MESSAGE, expiresAt: attempt.expiresAt ?? now },
            }),
            at: now,
            order: null,
          });
        }
      }
      if (due.length < BATCH || moved === 0) return expired;
    }
  };
