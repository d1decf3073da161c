import { describe, expect, it } from 'vitest';
import { INTERRUPTED_AFTER_MS } from '../../../core/payments/attempt';
import { expirePendingOrders } from '../../../core/orders/expire-pending-orders';
import { eventually } from '../../support/eventually';
import { paymentHarness } from './payment-harness';

const PUSH = { kind: 'wallet-push', phone: '300 123 4567' };
const IP = '203.0.113.7';
const MINUTE = 60_000;

/** A Nequi payment whose call never ends, as when the store stops during it: what the store holds meanwhile. */
const cutShort = async (instrument: Record<string, unknown>) => {
  const h = paymentHarness({ namesRequests: true });
  h.nequi.script.starts = 'hangs';
  const order = await h.order();
  void h.pay({ orderNumber: order.number, method: 'nequi', instrument, ip: IP });
  await eventually(() => h.nequi.script.requests.length === 1, 'no call to Nequi');
  const [request] = h.nequi.script.requests;
  const { attempt } = (await h.deps.attempts.find(request.attemptId))!;
  return { h, order, attempt, request };
};

const later = (h: { now: { value: Date } }, ms: number) => {
  h.now.value = new Date(h.now.value.getTime() + ms);
};

describe('a payment call cut short', () => {
  it('has its request id, and the push it asked for, recorded on the attempt before the call', async () => {
    const { attempt, request, order } = await cutShort(PUSH);
    expect(request.requestId).toBe('MSG-1');
    expect(attempt).toMatchObject({
      state: 'created',
      reference: null,
      providerMessageId: 'MSG-1',
      action: { kind: 'push', phone: '3001234567' },
      expiresAt: order.expiresAt,
    });
  });

  it('is left alone while its call may still be running, then failed as unanswered and its push withdrawn once over', async () => {
    const { h, attempt } = await cutShort(PUSH);
    later(h, INTERRUPTED_AFTER_MS - MINUTE);
    await h.reconcile({ actor: 'sistema' });
    expect((await h.deps.attempts.find(attempt.id))!.attempt.state).toBe('created');
    later(h, MINUTE);
    const report = await h.reconcile({ actor: 'sistema' });
    expect(report.changed).toMatchObject([{ attemptId: attempt.id, from: 'created', to: 'failed' }]);
    expect((await h.deps.attempts.find(attempt.id))!.attempt).toMatchObject({
      state: 'failed',
      reason: 'gateway-unanswered',
      message: expect.stringMatching(/^Se interrumpió el envío de esta solicitud de pago\. Si te llega/),
      providerMessageId: 'MSG-1',
    });
    // Its push is withdrawn by its MessageID once the order's time (when the push could be paid at the latest) is over.
    later(h, 30 * MINUTE);
    expect((await h.reconcile({ actor: 'sistema' })).unanswered).toMatchObject([
      { attemptId: attempt.id, reversed: true, problem: null },
    ]);
    expect(h.nequi.script.calls.filter((c) => c.op === 'refund')).toEqual([{ op: 'refund', attemptId: attempt.id }]);
  });

  it('closes a cut-short QR as failed (nobody saw its code) and asks Nequi nothing about it', async () => {
    const { h, attempt } = await cutShort({ kind: 'wallet-qr' });
    expect(attempt).toMatchObject({ providerMessageId: 'MSG-1', action: null });
    later(h, INTERRUPTED_AFTER_MS);
    await h.reconcile({ actor: 'sistema' });
    expect((await h.deps.attempts.find(attempt.id))!.attempt).toMatchObject({
      state: 'failed',
      reason: 'gateway-interrupted',
    });
    later(h, 60 * MINUTE);
    expect((await h.reconcile({ actor: 'sistema' })).unanswered).toEqual([]);
    expect(h.nequi.script.calls.map((c) => c.op)).toEqual(['qr']);
  });

  it('keeps a cut-short push for reconciliation to withdraw when its order expires first', async () => {
    const { h, attempt } = await cutShort(PUSH);
    later(h, 31 * MINUTE);
    await expirePendingOrders({ orders: h.orders, clock: h.deps.clock })();
    expect((await h.deps.attempts.find(attempt.id))!.attempt).toMatchObject({
      state: 'failed',
      reason: 'gateway-unanswered',
    });
    expect((await h.reconcile({ actor: 'sistema' })).unanswered).toMatchObject([
      { attemptId: attempt.id, reversed: true },
    ]);
  });
});
