import { describe, expect, it } from 'vitest';
import { prepareOrder } from '../../../core/orders/prepare-order';
import { shipOrder } from '../../../core/orders/operate-order';
import { anOrderInput, aSku, checkoutHarness } from '../checkout/checkout-harness';

const setUp = async (paymentMethod: 'cash-on-delivery' | 'sandbox-card') => {
  const h = checkoutHarness([{ ...aSku('WHEY-2LB', 129_900), stock: 5 }]);
  const placed = await h.place(
    anOrderInput({
      idempotencyKey: 'prepare-test-0000001',
      paymentMethod,
      expectedTotal: paymentMethod === 'cash-on-delivery' ? 289_380 : 275_600,
    }),
  );
  if (!placed.ok) throw new Error(placed.error.message);
  return { ...h, order: placed.value.order, prepare: prepareOrder(h.deps), ship: shipOrder(h.deps) };
};

describe('the packing step', () => {
  it('moves a cash-on-delivery order confirmed for shipping to preparing, audited under the operator, once', async () => {
    const h = await setUp('cash-on-delivery');
    const prepared = await h.prepare({ number: ` ${h.order.number.toLowerCase()} `, actor: 'ana' });
    expect(prepared).toMatchObject({ ok: true, value: { state: 'preparing' } });
    expect(await h.prepare({ number: h.order.number, actor: 'beto' })).toMatchObject({
      ok: true,
      value: { state: 'preparing' },
    });
    expect((await h.orders.history(h.order.id)).map((e) => [e.actor, e.action, e.before, e.after])).toEqual([
      ['cliente', 'place', 'confirmed', 'confirmed'],
      ['ana', 'start-preparing', 'confirmed', 'preparing'],
    ]);
    // The event written with the move: the shopper's open order page hears it live (no mail has it).
    expect(h.events.all().map((e) => e.type)).toEqual(['placed', 'preparing']);
  });

  it('prepares a paid order, and shipping still works from preparing', async () => {
    const h = await setUp('sandbox-card');
    await h.orders.change({
      orderId: h.order.id,
      from: 'pending_payment',
      to: 'paid',
      event: 'approve-payment',
      releaseStock: false,
      keepsExpiry: false,
      audit: {
        actor: 'sistema',
        action: 'approve-payment',
        at: h.now.value,
        before: 'pending_payment',
        after: 'paid',
        detail: null,
      },
    });
    expect(await h.prepare({ number: h.order.number, actor: 'ana' })).toMatchObject({
      ok: true,
      value: { state: 'preparing' },
    });
    const shipped = await h.ship({ number: h.order.number, actor: 'ana', tracking: 'SRV-778899' });
    expect(shipped).toMatchObject({ ok: true, value: { state: 'shipped', shipping: { tracking: 'SRV-778899' } } });
    expect((await h.orders.history(h.order.id)).map((e) => e.action)).toEqual([
      'place',
      'approve-payment',
      'start-preparing',
      'ship',
    ]);
    expect(h.events.all().map((e) => e.type)).toEqual(['placed', 'payment-approved', 'preparing', 'shipped']);
  });

  it('refuses an unpaid, a shipped or an unknown order in plain English, changing nothing', async () => {
    const h = await setUp('sandbox-card');
    expect(await h.prepare({ number: h.order.number, actor: 'ana' })).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-transition',
        message: `Order ${h.order.number} is pending payment: it cannot start preparing.`,
      },
    });
    expect(await h.prepare({ number: 'FO-2026-999999', actor: 'ana' })).toMatchObject({
      ok: false,
      error: { kind: 'order-not-found', message: 'No order FO-2026-999999.' },
    });
    const cod = await setUp('cash-on-delivery');
    await cod.ship({ number: cod.order.number, actor: 'ana', tracking: 'SRV-112233' });
    expect(await cod.prepare({ number: cod.order.number, actor: 'ana' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-transition', from: 'shipped' },
    });
    expect((await h.orders.findById(h.order.id))!.state).toBe('pending_payment');
    expect(h.events.all().map((e) => e.type)).toEqual(['placed']);
  });
});
