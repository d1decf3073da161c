import { describe, expect, it } from 'vitest';
import { findReversible } from '../../../core/checkout/reverse-payment';
import { paymentHarness } from './payment-harness';

/** A Nequi order paid by push, ready to be reversed by an operator. */
const paidByPush = async (options: Parameters<typeof paymentHarness>[0] = {}) => {
  const h = paymentHarness(options);
  const order = await h.order();
  const attemptId = await h.push(order);
  await h.confirm({ attemptId, status: 'approved', actor: 'nequi' });
  return { ...h, placed: order, attemptId };
};

describe('reversing a Nequi payment from the terminal', () => {
  it('gives the money back: attempt and order reversed, the audit entry under the operator, the reversed event', async () => {
    const h = await paidByPush();
    expect(h.stock.get('WHEY-2LB')).toBe(49);
    const reversed = await h.reverse({ orderNumber: h.placed.number.toLowerCase(), actor: 'ana' });
    expect(reversed).toMatchObject({
      ok: true,
      value: { number: h.placed.number, state: 'reversed', payments: [{ state: 'reversed', flagged: false }] },
    });
    expect(h.nequi.script.calls.filter((c) => c.op === 'refund')).toEqual([{ op: 'refund', attemptId: h.attemptId }]);
    // The whole payment, under an id of the attempt's own: a retry is the same refund at the provider.
    expect(h.nequi.script.refundRequests).toEqual([
      { amount: (await h.reread(h.placed)).payments[0].amount, refundId: `fornido-reembolso-${h.attemptId}` },
    ]);
    expect((await h.orders.history(h.placed.id)).at(-1)).toEqual({
      actor: 'ana',
      action: 'reverse-payment',
      at: h.now.value,
      before: 'paid',
      after: 'reversed',
      detail: expect.stringMatching(/^nequi NEQUI-/),
    });
    expect(h.events.all().map((e) => e.type)).toEqual(['placed', 'payment-approved', 'reversed']);
    expect(h.stock.get('WHEY-2LB')).toBe(50);
  });

  it("changes nothing when Nequi refuses, and tells the provider's code", async () => {
    const h = await paidByPush();
    h.nequi.script.refunds = { code: '2-CCSB000079', message: 'No se pudo reversar' };
    const before = await h.reread(h.placed);
    expect(await h.reverse({ orderNumber: h.placed.number, actor: 'ana' })).toEqual({
      ok: false,
      error: { kind: 'refused', code: '2-CCSB000079', message: 'nequi refused: No se pudo reversar' },
    });
    expect(await h.reread(h.placed)).toEqual(before);
    expect(h.events.all().map((e) => e.type)).toEqual(['placed', 'payment-approved']);
  });

  it('reports a provider that does not answer as an error, and changes nothing', async () => {
    const h = await paidByPush();
    h.nequi.script.refunds = 'throws';
    expect(await h.reverse({ orderNumber: h.placed.number, actor: 'ana' })).toMatchObject({
      ok: false,
      error: { kind: 'provider-error' },
    });
    expect((await h.reread(h.placed)).state).toBe('paid');
  });

  it('reverses only a paid order, through a provider that reverses', async () => {
    const h = paymentHarness();
    const waiting = await h.order();
    expect(await h.reverse({ orderNumber: waiting.number, actor: 'ana' })).toMatchObject({
      ok: false,
      error: { kind: 'not-reversible', message: expect.stringContaining('pending_payment') },
    });
    expect(await findReversible(h.deps)('FO-2026-999999')).toMatchObject({
      ok: false,
      error: { kind: 'order-not-found' },
    });
    const noApi = await paidByPush({ refunds: false });
    expect(await noApi.reverse({ orderNumber: noApi.placed.number, actor: 'ana' })).toMatchObject({
      ok: false,
      error: { kind: 'unsupported' },
    });
    expect(h.nequi.script.calls.filter((c) => c.op === 'refund')).toEqual([]);
  });

  it('records a refund a provider without a refund API made by its own process, and refuses to record one an API makes', async () => {
    const noApi = await paidByPush({ refunds: false });
    expect(await noApi.reverse({ orderNumber: noApi.placed.number, actor: 'ana', recorded: true })).toMatchObject({
      ok: true,
      value: { state: 'reversed', payments: [{ state: 'reversed' }] },
    });
    expect((await noApi.orders.history(noApi.placed.id)).at(-1)).toMatchObject({
      actor: 'ana',
      action: 'reverse-payment',
      detail: expect.stringMatching(/^nequi NEQUI-\S+ \(refunded by its own process\)$/),
    });
    expect(noApi.nequi.script.calls.filter((c) => c.op === 'refund')).toEqual([]);
    expect(noApi.events.all().map((e) => e.type)).toEqual(['placed', 'payment-approved', 'reversed']);
    const api = await paidByPush();
    expect(await api.reverse({ orderNumber: api.placed.number, actor: 'ana', recorded: true })).toMatchObject({
      ok: false,
      error: { kind: 'unsupported', message: expect.stringContaining('refunds through its API') },
    });
    expect((await api.reread(api.placed)).state).toBe('paid');
  });
});
