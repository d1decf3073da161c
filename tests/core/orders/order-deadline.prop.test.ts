import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expirePendingOrders } from '../../../core/orders/expire-pending-orders';
import { orderDeadline } from '../../../core/orders/order-deadline';
import { anAttempt, anOrder } from '../../builders/orders';
import { anOrderInput, aSku, checkoutHarness } from '../checkout/checkout-harness';

const MINUTE = 60_000;
const placedAt = new Date('2026-11-23T15:00:00Z');
const at = (minutes: number) => new Date(placedAt.getTime() + minutes * MINUTE);

describe('the one deadline of an order', () => {
  it("is the newest waiting attempt's expiry (a QR's ten minutes, not the order's thirty), else the order's own", () => {
    const order = anOrder({ state: 'pending_payment', expiresAt: at(30), payments: [] });
    expect(orderDeadline(order)).toEqual(at(30));
    const qr = anAttempt({ state: 'pending', expiresAt: at(10), createdAt: at(1) });
    expect(orderDeadline({ ...order, payments: [qr] })).toEqual(at(10));
    // The QR ran out: the order's own time is what is left to try again.
    const over = { ...qr, state: 'expired' as const };
    expect(orderDeadline({ ...order, payments: [over] })).toEqual(at(30));
    const voucher = anAttempt({ id: 'v', state: 'pending', expiresAt: at(3 * 24 * 60), createdAt: at(12) });
    expect(orderDeadline({ ...order, expiresAt: at(3 * 24 * 60), payments: [over, voucher] })).toEqual(at(3 * 24 * 60));
    // A card waiting for its bank states no expiry of its own.
    const card = anAttempt({ state: 'pending', expiresAt: null });
    expect(orderDeadline({ ...order, payments: [card] })).toEqual(at(30));
    for (const state of ['paid', 'confirmed', 'cancelled'] as const)
      expect(orderDeadline({ ...order, state, payments: [qr] })).toBeNull();
  });

  it('is never passed by the expiry job: whatever expiries the attempts are given, the order lives until its deadline', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 5 * 24 * 60 }), { minLength: 1, maxLength: 4 }),
        async (expiries) => {
          const h = checkoutHarness([{ ...aSku('WHEY-2LB', 129_900), stock: 5 }]);
          const placed = await h.place(
            anOrderInput({
              idempotencyKey: 'deadline-0000000001',
              paymentMethod: 'sandbox-card',
              expectedTotal: 275_600,
            }),
          );
          if (!placed.ok) throw new Error(placed.error.message);
          const { order } = placed.value;
          for (const [i, minutes] of expiries.entries()) {
            const attempt = await h.orders.attempts.add(order.id, {
              method: 'sandbox-card',
              provider: 'sandbox-card',
              amount: order.totals.total,
              at: at(i),
            });
            const expiresAt = at(i + minutes);
            await h.confirm({
              attemptId: attempt.id,
              status: 'pending',
              details: { reference: `REF-${i}`, expiresAt },
              actor: 'sandbox-card',
            });
            const now = (await h.orders.findById(order.id))!;
            expect(orderDeadline(now)).toEqual(expiresAt);
          }
          const deadline = orderDeadline((await h.orders.findById(order.id))!)!;
          h.now.value = new Date(deadline.getTime() - 1);
          expect(await expirePendingOrders(h.deps)()).toEqual([]);
        },
      ),
      { numRuns: 25 },
    );
  });
});
