import { describe, expect, it } from 'vitest';
import { pesos } from '../../../core/shared/money';
import { anActor, anAsk, aReturnsHarness, DELIVERED_ON, PNG } from './return-harness';

const me = { kind: 'customer', customerId: 'camila' } as const;
const owner = anActor('owner');

/** A harness with one requested return of `quantity` WHEY units, its number. */
const requested = async (h: ReturnType<typeof aReturnsHarness>, quantity = 1, over = {}) => {
  h.at(DELIVERED_ON);
  const asked = await h.request(
    me,
    anAsk(h.order.number, { lines: [{ sku: 'WHEY', quantity, sealed: true, exchangeSku: null }], ...over }),
  );
  if (!asked.ok) throw new Error(asked.error.message);
  return asked.value.number;
};

const receivedReturn = async (h: ReturnType<typeof aReturnsHarness>, quantity = 1, over = {}) => {
  const number = await requested(h, quantity, over);
  await h.approve(anActor('support'), { number, text: 'Envíalo por Servientrega a la bodega' });
  await h.receive(anActor('warehouse'), { number, lines: [{ sku: 'WHEY', back: 'on-sale' }] });
  return number;
};

describe('operators on returns (issue 34)', () => {
  it('shows the shopper’s pictures to roles that read returns, and no picture of another return', async () => {
    const h = aReturnsHarness();
    const number = await requested(h, 1, { pictures: [{ bytes: PNG }] });
    const shown = await h.show(anActor('warehouse'), number);
    if (!shown.ok) throw new Error(shown.error.message);
    const [evidence] = shown.value.evidence;
    expect(await h.picture(anActor('warehouse'), number.toLowerCase(), evidence.id)).toEqual({
      ok: true,
      value: { contentType: 'image/png', bytes: PNG },
    });
    expect(await h.picture(anActor('support'), number, 'otra')).toMatchObject({
      error: { kind: 'picture-not-found', message: `Return ${number} has no picture otra.` },
    });
    const other = await requested(h, 1);
    expect(await h.picture(owner, other, evidence.id)).toMatchObject({ error: { kind: 'picture-not-found' } });
    expect(await h.picture(owner, `${h.order.number}-D9`, evidence.id)).toMatchObject({
      error: { kind: 'return-not-found' },
    });
  });

  it('lets support approve and reject, the warehouse receive, and only owner and manager refund', async () => {
    const h = aReturnsHarness();
    const number = await requested(h);
    expect(await h.approve(anActor('warehouse'), { number, text: 'Envíalo' })).toMatchObject({
      error: { kind: 'forbidden', permission: 'returns.write' },
    });
    const approved = await h.approve(anActor('support'), { number, text: 'Envíalo por Servientrega' });
    expect(approved).toMatchObject({
      ok: true,
      value: { state: 'approved', instructions: 'Envíalo por Servientrega' },
    });
    expect(await h.receive(anActor('support'), { number, lines: [] })).toMatchObject({
      error: { permission: 'returns.receive' },
    });
    expect(await h.receive(anActor('warehouse'), { number, lines: [{ sku: 'WHEY', back: 'damaged' }] })).toMatchObject({
      ok: true,
      value: { state: 'received' },
    });
    expect(h.world.stock.get('WHEY')).toEqual({ onSale: 10, damaged: 1 });
    expect(await h.refund(anActor('support'), { number, manual: null })).toMatchObject({
      error: { permission: 'payments.refund' },
    });
    expect(h.world.audits.map((a) => a.action)).toEqual(['return.approved', 'return.received']);
    expect(h.world.audits[0]).toMatchObject({
      before: { state: 'requested' },
      after: { state: 'approved', instructions: 'Envíalo por Servientrega' },
    });
  });

  it('rejects with a reason the shopper reads, and then refuses to approve it', async () => {
    const h = aReturnsHarness();
    const number = await requested(h);
    expect(await h.reject(owner, { number, text: 'ok' })).toMatchObject({ error: { kind: 'invalid-input' } });
    expect(await h.reject(owner, { number, text: 'El sello del producto fue abierto' })).toMatchObject({
      value: { state: 'rejected', rejection: 'El sello del producto fue abierto' },
    });
    expect(await h.approve(owner, { number, text: 'Envíalo' })).toMatchObject({
      error: {
        kind: 'invalid-transition',
        message: `Return ${number} is rejected (rechazada): it cannot be approved.`,
      },
    });
  });

  it('refunds one unit of three through the provider, once, and leaves the order partially returned', async () => {
    const h = aReturnsHarness();
    const number = await receivedReturn(h);
    const done = await h.refund(owner, { number, manual: null });
    expect(done).toMatchObject({ ok: true, value: { state: 'refunded' } });
    expect(h.refunds).toEqual([{ amount: 100_000, refundId: expect.stringMatching(/^refund-/) }]);
    expect(done.ok && done.value.refunds[0]).toMatchObject({
      how: 'provider',
      provider: 'sandbox-card',
      reference: 'MP-1',
      state: 'refunded',
      shares: { value: 100_000, money: 100_000, shippingBack: false },
    });
    expect(await h.refund(owner, { number, manual: null })).toMatchObject({ ok: true });
    expect(h.refunds).toHaveLength(1);
    expect(h.world.orders.get(h.order.id)?.state).toBe('partially_returned');
  });

  it('refuses to refund before the units are back, and changes nothing when the provider says no', async () => {
    const h = aReturnsHarness({ refundAnswer: 'refused' });
    const number = await requested(h);
    await h.approve(owner, { number, text: 'Envíalo por Servientrega' });
    expect(await h.refund(owner, { number, manual: null })).toMatchObject({ error: { kind: 'invalid-transition' } });
    await h.receive(owner, { number, lines: [{ sku: 'WHEY', back: 'on-sale' }] });
    expect(await h.refund(owner, { number, manual: null })).toMatchObject({
      error: { kind: 'refused', code: 'cc_rejected', message: 'sandbox-card refused: the card no longer exists' },
    });
    expect(h.world.orders.get(h.order.id)?.state).toBe('delivered');
    expect((await h.show(owner, number)).ok && (await h.returns.findByNumber(number))?.state).toBe('received');
  });

  it('keeps a refund the provider has not confirmed as pending', async () => {
    const h = aReturnsHarness({ refundAnswer: 'pending' });
    const number = await receivedReturn(h);
    const done = await h.refund(owner, { number, manual: null });
    expect(done.ok && done.value.refunds[0].state).toBe('pending');
  });

  it('asks for a transfer reference where the API cannot refund a part, then records it', async () => {
    const h = aReturnsHarness({ terms: { partial: false, withinDays: null } });
    const number = await receivedReturn(h);
    expect(await h.refund(owner, { number, manual: null })).toMatchObject({
      error: { kind: 'refund-needs-reference' },
    });
    const done = await h.refund(owner, { number, manual: { how: 'transfer', reference: 'TRF-889' } });
    expect(done.ok && done.value.refunds[0]).toMatchObject({ how: 'transfer', reference: 'TRF-889' });
    expect(h.refunds).toEqual([]);
  });

  it('gives a goodwill amount back at once, never more than is left', async () => {
    const h = aReturnsHarness();
    h.at(DELIVERED_ON);
    const words = 'Llegó con la caja golpeada';
    expect(
      await h.goodwill(owner, { orderNumber: h.order.number, amount: 400_000, words, manual: null }),
    ).toMatchObject({ error: { kind: 'refund-exceeds-paid' } });
    const done = await h.goodwill(owner, { orderNumber: h.order.number, amount: 20_000, words, manual: null });
    expect(done).toMatchObject({ ok: true, value: { state: 'refunded', goodwill: pesos(20_000), lines: [] } });
    expect(h.refunds.map((r) => r.amount)).toEqual([20_000]);
    expect((await h.list(anActor('support'), {})).ok).toBe(true);
    expect((await h.own(me, h.order.number)).map((r) => r.state)).toEqual(['refunded']);
    expect(await h.own({ kind: 'customer', customerId: 'otra' }, h.order.number)).toEqual([]);
  });

  it('stores no goodwill return when the provider cannot refund it and no reference is given: a retry does not double it', async () => {
    const h = aReturnsHarness({ terms: { partial: false, withinDays: 1 } });
    h.at(DELIVERED_ON);
    const ask = { orderNumber: h.order.number, amount: 20_000, words: 'Llegó con la caja golpeada', manual: null };
    expect(await h.goodwill(owner, ask)).toMatchObject({ error: { kind: 'refund-needs-reference' } });
    expect(await h.own(me, h.order.number)).toEqual([]);
    const recorded = await h.goodwill(owner, { ...ask, manual: { how: 'transfer', reference: 'TRF-901' } });
    expect(recorded.ok && recorded.value.refunds[0]).toMatchObject({ how: 'transfer', reference: 'TRF-901' });
    expect((await h.own(me, h.order.number)).map((r) => r.state)).toEqual(['refunded']);
  });

  it('refunds a goodwill amount once for its request key: a retry or a double click answers the first refund', async () => {
    const h = aReturnsHarness();
    h.at(DELIVERED_ON);
    const ask = {
      orderNumber: h.order.number,
      amount: 20_000,
      words: 'Llegó con la caja golpeada',
      manual: null,
      requestKey: '7c0f4d9e-3b1a-4f7e-9a55-0c2d6f1b8e21',
    };
    const [first, twin] = await Promise.all([h.goodwill(owner, ask), h.goodwill(owner, ask)]);
    const again = await h.goodwill(owner, ask);
    expect([first, twin, again].map((r) => r.ok && r.value.number)).toEqual(Array(3).fill(`${h.order.number}-D1`));
    // The twins may both reach the provider, with one idempotency key: it refunds once, as the store records once.
    expect(new Set(h.refunds.map((r) => `${r.refundId} ${r.amount}`))).toEqual(
      new Set([`refund-${ask.requestKey} 20000`]),
    );
    const [kept] = await h.own(me, h.order.number);
    expect([kept.state, kept.refunds.length, (await h.own(me, h.order.number)).length]).toEqual(['refunded', 1, 1]);
    expect(await h.goodwill(owner, { ...ask, amount: 30_000 })).toMatchObject({
      error: { kind: 'invalid-input', message: 'This request key was used for another refund.' },
    });
  });
});
