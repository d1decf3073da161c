import { describe, expect, it } from 'vitest';
import { expirePendingOrders } from '../../../core/orders/expire-pending-orders';
import { anOrderInput, aSku, checkoutHarness } from './checkout-harness';
import { orderMailDispatch } from '../orders/order-mail-dispatch';

const setUp = async () => {
  const h = checkoutHarness([{ ...aSku('WHEY-2LB', 129_900), stock: 5 }]);
  const placed = await h.place(
    anOrderInput({ idempotencyKey: 'confirm-test-000000001', paymentMethod: 'sandbox-card', expectedTotal: 275_600 }),
  );
  if (!placed.ok) throw new Error(placed.error.message);
  const { order } = placed.value;
  // The shopper starts paying: the attempt the provider's answers are about.
  const attempt = await h.orders.attempts.add(order.id, {
    method: 'sandbox-card',
    provider: 'sandbox-card',
    amount: order.totals.total,
    at: h.now.value,
  });
  await h.confirm({ attemptId: attempt.id, status: 'pending', details: { reference: 'REF-1' }, actor: 'sandbox-card' });
  return { ...h, order: placed.value.order, attemptId: attempt.id };
};

describe('confirming a payment', () => {
  it('marks the order paid once, stops its expiry and writes one payment-approved event, whose mail goes out once', async () => {
    const h = await setUp();
    const first = await h.confirm({
      attemptId: h.attemptId,
      status: 'approved',
      details: { reference: 'REF-1' },
      actor: 'sandbox-card',
    });
    const again = await h.confirm({
      attemptId: h.attemptId,
      status: 'approved',
      details: { reference: 'REF-1' },
      actor: 'sandbox-card',
    });
    expect(first).toMatchObject({
      ok: true,
      value: {
        changed: true,
        flagged: false,
        order: { state: 'paid', expiresAt: null, payments: [{ state: 'approved', reference: 'REF-1' }] },
      },
    });
    expect(again).toMatchObject({ ok: true, value: { changed: false, order: { state: 'paid' } } });
    expect(h.events.all().map((e) => [e.type, e.orderNumber])).toEqual([
      ['placed', h.order.number],
      ['payment-approved', h.order.number],
    ]);
    const mails = orderMailDispatch(h);
    await mails.dispatch();
    await mails.dispatch();
    expect(mails.sent.map((m) => [m.template, m.subject])).toEqual([
      ['order-confirmation', `Recibimos tu pedido ${h.order.number}`],
      ['payment-approved', `Confirmamos el pago de tu pedido ${h.order.number}`],
    ]);
    expect(mails.sent[1].text).toContain('Referencia del pago: REF-1');
    expect((await h.orders.history(h.order.id)).map((e) => e.action)).toEqual(['place', 'approve-payment']);
  });

  it('changes the order once when two confirmations arrive at the same time', async () => {
    const h = await setUp();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        h.confirm({ attemptId: h.attemptId, status: 'approved', details: { reference: 'REF-1' }, actor: 'webhook' }),
      ),
    );
    expect(results.filter((r) => r.ok && r.value.changed)).toHaveLength(1);
    expect(h.events.all().filter((e) => e.type === 'payment-approved')).toHaveLength(1);
  });

  it('leaves the order waiting for another try after a rejection', async () => {
    const h = await setUp();
    const rejected = await h.confirm({
      attemptId: h.attemptId,
      status: 'rejected',
      details: { reference: 'REF-1' },
      actor: 'sandbox-card',
    });
    expect(rejected).toMatchObject({
      ok: true,
      value: { order: { state: 'pending_payment', payments: [{ state: 'rejected' }] } },
    });
    expect(h.events.all().map((e) => e.type)).toEqual(['placed', 'payment-rejected']);
    const mails = orderMailDispatch(h);
    await mails.dispatch();
    expect(mails.sent.map((m) => m.template)).toEqual(['order-confirmation']);
  });

  it("pays an order still waiting when its rejected attempt is approved after all (paid again on the provider's page)", async () => {
    const h = await setUp();
    await h.confirm({ attemptId: h.attemptId, status: 'rejected', details: { reference: 'REF-1' }, actor: 'webhook' });
    const approved = await h.confirm({
      attemptId: h.attemptId,
      status: 'approved',
      details: { reference: 'REF-1' },
      actor: 'webhook',
    });
    expect(approved).toMatchObject({
      ok: true,
      value: {
        changed: true,
        flagged: false,
        order: { state: 'paid', payments: [{ state: 'approved', flagged: false }] },
      },
    });
    expect(h.events.all().map((e) => e.type)).toEqual(['placed', 'payment-rejected', 'payment-approved']);
  });

  it('records an approval that arrives after the order expired, flagged for an operator, and keeps the order cancelled', async () => {
    const h = await setUp();
    h.now.value = new Date('2026-11-23T16:00:01Z');
    expect(await expirePendingOrders(h.deps)()).toEqual([h.order.number]);
    expect(h.stock.get('WHEY-2LB')).toBe(5);
    const late = await h.confirm({
      attemptId: h.attemptId,
      status: 'approved',
      details: { reference: 'REF-1' },
      actor: 'webhook',
    });
    expect(late).toMatchObject({
      ok: true,
      value: {
        changed: true,
        flagged: true,
        order: { state: 'cancelled', payments: [{ state: 'approved', flagged: true }] },
      },
    });
    expect(h.events.all().map((e) => e.type)).toEqual(['placed', 'expired', 'payment-expired']);
  });

  it('answers a Spanish "not found" for an unknown attempt and refuses impossible moves', async () => {
    const h = await setUp();
    expect(await h.confirm({ attemptId: 'nope', status: 'approved', actor: 'x' })).toMatchObject({
      ok: false,
      error: { kind: 'payment-not-found' },
    });
    await h.confirm({ attemptId: h.attemptId, status: 'rejected', actor: 'x' });
    expect(await h.confirm({ attemptId: h.attemptId, status: 'pending', actor: 'x' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-transition' },
    });
  });
});

describe('expiring unpaid orders', () => {
  it('releases the stock exactly once, even when two runs overlap, and leaves orders still in time alone', async () => {
    const h = await setUp();
    h.now.value = new Date('2026-11-23T15:29:59Z');
    expect(await expirePendingOrders(h.deps)()).toEqual([]);
    h.now.value = new Date('2026-11-23T15:30:00Z');
    const runs = await Promise.all([expirePendingOrders(h.deps)(), expirePendingOrders(h.deps)()]);
    expect(runs.flat()).toEqual([h.order.number]);
    expect(h.stock.get('WHEY-2LB')).toBe(5);
    const order = await h.orders.findById(h.order.id);
    expect(order).toMatchObject({ state: 'cancelled', payments: [{ state: 'expired' }] });
    expect((await h.orders.history(h.order.id)).at(-1)).toMatchObject({
      actor: 'sistema',
      action: 'expire',
      before: 'pending_payment',
      after: 'cancelled',
    });
    expect(h.events.all().map((e) => e.type)).toEqual(['placed', 'expired', 'payment-expired']);
  });
});
