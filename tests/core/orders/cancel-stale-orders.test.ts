import { describe, expect, it } from 'vitest';
import { cancelStaleOrders } from '../../../core/orders/cancel-stale-orders';
import { defaultPolicy } from '../../../core/policy/store-policy';
import { aBuyer, aSku, checkoutHarness } from '../checkout/checkout-harness';

const HOUR = 3_600_000;

/** Three cash-on-delivery orders placed 80, 50 and 10 hours before now, and one unpaid card order 80 hours before. */
const setUp = async () => {
  const h = checkoutHarness([{ ...aSku('WHEY-2LB', 129_900), stock: 20 }], undefined, {
    ...defaultPolicy,
    maxOpenOrdersPerBuyer: 10,
  });
  const start = h.now.value.getTime();
  const placeAt = async (hoursAgo: number, paymentMethod: string, expectedTotal: number) => {
    h.now.value = new Date(start - hoursAgo * HOUR);
    const placed = await h.place({
      idempotencyKey: `stale-order-${hoursAgo}-${paymentMethod}`,
      customerId: null,
      ip: '203.0.113.7',
      fingerprint: 'x',
      lines: [{ sku: 'WHEY-2LB', quantity: 1 }],
      buyer: aBuyer(),
      shippingMethod: 'standard',
      paymentMethod,
      expectedTotal,
    });
    if (!placed.ok) throw new Error(placed.error.message);
    return placed.value.order.number;
  };
  const numbers = [
    await placeAt(80, 'cash-on-delivery', 149_940),
    await placeAt(50, 'cash-on-delivery', 149_940),
    await placeAt(10, 'cash-on-delivery', 149_940),
  ];
  await placeAt(80, 'sandbox-card', 142_800);
  h.now.value = new Date(start);
  return { ...h, numbers, cancel: cancelStaleOrders(h.deps) };
};

describe('cancelling stale cash-on-delivery orders', () => {
  it('lists them oldest first on a dry run and changes nothing', async () => {
    const h = await setUp();
    expect(await h.cancel({ olderThanHours: 48, reason: 'Sin confirmar', actor: 'ana', dryRun: true })).toEqual({
      ok: true,
      value: { numbers: h.numbers.slice(0, 2), dryRun: true },
    });
    expect(h.stock.get('WHEY-2LB')).toBe(16);
  });

  it('cancels every confirmed order placed before the cut with the reason, puts its stock back, and leaves newer or prepared ones', async () => {
    const h = await setUp();
    const prepared = await h.orders.findByNumber(h.numbers[1]);
    await h.orders.change({
      orderId: prepared!.id,
      from: 'confirmed',
      to: 'preparing',
      event: 'start-preparing',
      releaseStock: false,
      keepsExpiry: false,
      audit: {
        actor: 'ana',
        action: 'start-preparing',
        at: h.now.value,
        before: 'confirmed',
        after: 'preparing',
        detail: null,
      },
    });
    expect(await h.cancel({ olderThanHours: 48, reason: 'Sin confirmar', actor: 'ana', dryRun: false })).toEqual({
      ok: true,
      value: { numbers: [h.numbers[0]], dryRun: false },
    });
    expect((await h.orders.findByNumber(h.numbers[0]))!.state).toBe('cancelled');
    expect((await h.orders.history((await h.orders.findByNumber(h.numbers[0]))!.id)).at(-1)).toMatchObject({
      actor: 'ana',
      action: 'cancel',
      detail: 'Sin confirmar',
    });
    expect(h.stock.get('WHEY-2LB')).toBe(17);
  });

  it('refuses a missing reason once, in English, cancelling nothing', async () => {
    const h = await setUp();
    expect(await h.cancel({ olderThanHours: 1, reason: ' ', actor: 'ana', dryRun: false })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: expect.stringContaining('reason') },
    });
    expect(h.stock.get('WHEY-2LB')).toBe(16);
  });
});
