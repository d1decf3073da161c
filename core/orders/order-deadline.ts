import { openAttempts } from '../payments/attempt';
import type { Order } from './order';

/**
 * The one deadline of an order waiting for its payment, which every mail and page states: the expiry the provider
 * gave its newest payment attempt still waiting (a voucher due Monday night, a QR code due in ten minutes), else the
 * order's own hold (the time to start paying). Null when nothing is due: paid, cash on delivery, closed. The order's
 * stock is held at least as long (the store keeps the later of the two, core/orders/ports.ts `holdUntil`), so the
 * expiry job never cancels an order before the deadline it was told.
 */
export const orderDeadline = (order: Pick<Order, 'state' | 'expiresAt' | 'payments'>): Date | null => {
  if (order.state !== 'pending_payment') return null;
  const live = openAttempts(order.payments).filter((p) => p.expiresAt !== null);
  const newest = live.reduce<(typeof live)[number] | null>(
    (latest, p) => (latest === null || p.createdAt >= latest.createdAt ? p : latest),
    null,
  );
  return newest?.expiresAt ?? order.expiresAt;
};
