import { describe, expect, it } from 'vitest';
import { cancelOrder, deliverOrder, shipOrder } from '../../../core/orders/operate-order';
import { anOrderInput, aSku, checkoutHarness } from '../checkout/checkout-harness';
import { orderMailDispatch } from './order-mail-dispatch';

const setUp = async (paymentMethod: 'cash-on-delivery' | 'sandbox-card' = 'cash-on-delivery') => {
  const h = checkoutHarness([{ ...aSku('WHEY-2LB', 129_900), stock: 5 }]);
  const placed = await h.place(
    anOrderInput({
      idempotencyKey: 'operate-test-00000001',
      paymentMethod,
      expectedTotal: paymentMethod === 'cash-on-delivery' ? 289_380 : 275_600,
    }),
  );
  if (!placed.ok) throw new Error(placed.error.message);
  return {
    ...h,
    order: placed.value.order,
    ship: shipOrder(h.deps),
    deliver: deliverOrder(h.deps),
    cancel: cancelOrder(h.deps),
  };
};

describe('operators moving orders', () => {
  it('ships a confirmed cash-on-delivery order (prepared first), mails the tracking number, then delivers it and records the cash', async () => {
    const h = await setUp();
    const shipped = await h.ship({ number: h.order.number, tracking: 'SRV-123456', actor: 'ana' });
    expect(shipped).toMatchObject({ ok: true, value: { state: 'shipped', shipping: { tracking: 'SRV-123456' } } });
    expect(await h.ship({ number: h.order.number, tracking: 'SRV-123456', actor: 'ana' })).toMatchObject({
      ok: true,
      value: { state: 'shipped' },
    });
    const mails = orderMailDispatch(h);
    await mails.dispatch();
    expect(mails.sent.map((m) => [m.template, m.subject])).toEqual([
      ['order-confirmation', `Recibimos tu pedido ${h.order.number}`],
      ['order-shipped', `Tu pedido ${h.order.number} va en camino`],
    ]);
    expect(mails.sent[1].text).toContain('Número de guía: SRV-123456');
    const delivered = await h.deliver({ number: h.order.number.toLowerCase(), actor: 'ana' });
    expect(delivered).toMatchObject({ ok: true, value: { state: 'delivered', payments: [{ state: 'approved' }] } });
    expect((await h.orders.history(h.order.id)).map((e) => [e.actor, e.action, e.before, e.after])).toEqual([
      ['cliente', 'place', 'confirmed', 'confirmed'],
      ['ana', 'start-preparing', 'confirmed', 'preparing'],
      ['ana', 'ship', 'preparing', 'shipped'],
      ['ana', 'deliver', 'shipped', 'delivered'],
    ]);
    expect(h.events.all().map((e) => e.type)).toEqual(['placed', 'preparing', 'shipped', 'delivered']);
    await mails.dispatch();
    expect(mails.sent).toHaveLength(2);
  });

  it('refuses moves the state machine does not allow, in plain English, changing nothing', async () => {
    const h = await setUp('sandbox-card');
    expect(await h.ship({ number: h.order.number, tracking: 'SRV-123456', actor: 'ana' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-transition', message: `Order ${h.order.number} is pending payment: it cannot ship.` },
    });
    expect(await h.deliver({ number: h.order.number, actor: 'ana' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-transition' },
    });
    expect(await h.ship({ number: 'FO-2026-999999', tracking: 'SRV-123456', actor: 'ana' })).toMatchObject({
      ok: false,
      error: { kind: 'order-not-found' },
    });
    expect(await h.ship({ number: h.order.number, tracking: '  ', actor: 'ana' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
    expect((await h.orders.findById(h.order.id))!.state).toBe('pending_payment');
  });

  it('cancels with a reason, puts the stock back once and closes the open payment', async () => {
    const h = await setUp();
    expect(await h.cancel({ number: h.order.number, reason: '', actor: 'ana' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
    const cancelled = await h.cancel({ number: h.order.number, reason: 'El cliente no contesta', actor: 'ana' });
    await h.cancel({ number: h.order.number, reason: 'Otra vez', actor: 'ana' });
    expect(cancelled).toMatchObject({ ok: true, value: { state: 'cancelled', payments: [{ state: 'expired' }] } });
    expect(h.stock.get('WHEY-2LB')).toBe(5);
    expect((await h.orders.history(h.order.id)).at(-1)).toMatchObject({
      action: 'cancel',
      detail: 'El cliente no contesta',
    });
    // The open payment closing is told too: a page waiting on it hears it live.
    expect(h.events.all().map((e) => e.type)).toEqual(['placed', 'cancelled', 'payment-expired']);
  });
});
