import { describe, expect, it } from 'vitest';
import { shipOrder } from '../../../core/orders/operate-order';
import { findOrder, showOrder } from '../../../core/orders/order-queries';
import { anOrderInput, aSku, checkoutHarness } from '../checkout/checkout-harness';

const setUp = async () => {
  const h = checkoutHarness([{ ...aSku('WHEY-2LB', 129_900), stock: 5 }]);
  const placed = await h.place(anOrderInput({ idempotencyKey: 'queries-test-00000001' }));
  if (!placed.ok) throw new Error(placed.error.message);
  return { ...h, order: placed.value.order, find: findOrder(h.deps), show: showOrder(h.deps) };
};

describe('reading orders as an operator', () => {
  it('finds an order by its number written in any case, with spaces around it', async () => {
    const h = await setUp();
    expect(await h.find(`  ${h.order.number.toLowerCase()} `)).toMatchObject({
      ok: true,
      value: { id: h.order.id, number: h.order.number },
    });
  });

  it('answers not-found in plain English for a number no order has, and for text that is no order number', async () => {
    const h = await setUp();
    expect(await h.find('fo-2026-999999')).toEqual({
      ok: false,
      error: { kind: 'order-not-found', message: 'No order FO-2026-999999.' },
    });
    expect(await h.show(' 123 ')).toEqual({ ok: false, error: { kind: 'order-not-found', message: 'No order 123.' } });
  });

  it('shows an order with its audit log, oldest entry first', async () => {
    const h = await setUp();
    const shipped = await shipOrder(h.deps)({ number: h.order.number, tracking: 'SRV-123456', actor: 'ana' });
    expect(shipped.ok).toBe(true);
    const shown = await h.show(h.order.number);
    if (!shown.ok) throw new Error(shown.error.message);
    expect(shown.value.order).toMatchObject({ number: h.order.number, state: 'shipped' });
    expect(shown.value.history.map((e) => [e.actor, e.action, e.before, e.after])).toEqual([
      ['cliente', 'place', 'confirmed', 'confirmed'],
      ['ana', 'start-preparing', 'confirmed', 'preparing'],
      ['ana', 'ship', 'preparing', 'shipped'],
    ]);
  });
});
