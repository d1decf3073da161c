import { describe, expect, it } from 'vitest';
import { transitionOrder } from '../../../core/orders/order-state';
import { anActor, anAsk, aReturnsHarness } from './return-harness';

const owner = anActor('owner');
const me = { kind: 'customer', customerId: 'camila' } as const;
/** The order's delivery estimate ends on 27 November 2026 (a Friday). */
const AFTER_ESTIMATE = { year: 2026, month: 11, day: 30 } as const;
const notReceived = (orderNumber: string) =>
  anAsk(orderNumber, { reason: 'reversion', reversalCause: 'no-recibido', words: 'Nunca llegó' });

/** A shipped order past its delivery estimate, and the shopper's reversal for it, approved. */
const approvedReversal = async () => {
  const h = aReturnsHarness({ order: { state: 'shipped' } });
  h.at(AFTER_ESTIMATE);
  const asked = await h.request(me, notReceived(h.order.number));
  if (!asked.ok) throw new Error(asked.error.message);
  await h.approve(owner, { number: asked.value.number, text: 'Te devolvemos el dinero.' });
  return { h, r: asked.value };
};

describe('reversal of a shipped order that never arrived (Ley 1480 art. 51, issue 34)', () => {
  it('takes every unit of the parcel, refunds it with its shipping before anything comes back, and reverses the order', async () => {
    const { h, r } = await approvedReversal();
    // One unit was ticked; the whole parcel is missing.
    expect(r.lines.map((l) => [l.sku, l.quantity])).toEqual([
      ['WHEY', 3],
      ['CREA', 1],
    ]);
    const stock = structuredClone(h.world.stock);
    const done = await h.refund(owner, { number: r.number, manual: null });
    expect(done).toMatchObject({ ok: true, value: { state: 'refunded' } });
    expect(h.refunds).toEqual([{ amount: h.order.totals.total, refundId: `refund-${r.id}` }]);
    expect(h.world.orders.get(h.order.id)?.state).toBe('reversed');
    // The units are lost in transit: nothing goes back on sale or to the damaged count.
    expect(h.world.stock).toEqual(stock);
    // The carrier cannot deliver it afterwards.
    expect(transitionOrder('reversed', 'deliver')).toMatchObject({
      ok: false,
      error: { kind: 'invalid-transition', message: 'El pedido está reversado: no se puede marcarlo como entregado.' },
    });
  });

  it('is not taken while the delivery estimate runs, nor for another reason while the order is on its way', async () => {
    const h = aReturnsHarness({ order: { state: 'shipped' } });
    h.at({ year: 2026, month: 11, day: 26 });
    expect(await h.request(me, notReceived(h.order.number))).toMatchObject({
      ok: false,
      error: { kind: 'return-window-closed', message: expect.stringMatching(/aún está en su plazo de entrega/) },
    });
    h.at(AFTER_ESTIMATE);
    for (const ask of [
      anAsk(h.order.number),
      anAsk(h.order.number, { reason: 'reversion', reversalCause: 'fraude', learnedOn: AFTER_ESTIMATE }),
    ])
      expect(await h.request(me, ask)).toMatchObject({
        ok: false,
        error: { kind: 'not-returnable', message: expect.stringMatching(/«No recibí el pedido»/) },
      });
    expect(h.world.events).toEqual([]);
  });

  it('waits for the units once the parcel is delivered after all, and then returns the order', async () => {
    const { h, r } = await approvedReversal();
    h.world.orders.get(h.order.id)!.state = 'delivered';
    expect(await h.refund(owner, { number: r.number, manual: null })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-transition', message: expect.stringMatching(/is delivered now: the parcel reached/) },
    });
    expect(h.refunds).toEqual([]);
    await h.receive(owner, {
      number: r.number,
      lines: [
        { sku: 'WHEY', back: 'on-sale' },
        { sku: 'CREA', back: 'on-sale' },
      ],
    });
    expect(await h.refund(owner, { number: r.number, manual: null })).toMatchObject({ ok: true });
    expect(h.world.orders.get(h.order.id)?.state).toBe('returned');
  });
});
