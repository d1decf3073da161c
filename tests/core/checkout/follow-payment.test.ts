import { describe, expect, it } from 'vitest';
import { FOLLOW_EVERY_MS } from '../../../core/checkout/follow-payment';
import type { Script } from '../../fakes/payment-gateways';
import { paymentHarness } from './payment-harness';

const statusReads = (h: { readonly nequi: { readonly script: Script } }) =>
  h.nequi.script.calls.filter((c) => c.op === 'status').length;

const pushed = async (options: Parameters<typeof paymentHarness>[0] = {}) => {
  const h = paymentHarness(options);
  const order = await h.order();
  const attemptId = await h.push(order);
  return { ...h, anotherOrder: h.order, order: await h.reread(order), attemptId };
};

describe("following a payment from the shopper's page", () => {
  it(`asks Nequi at most every ${FOLLOW_EVERY_MS} ms however often the page asks, and shows what it answered`, async () => {
    const h = await pushed();
    expect(await h.follow(h.order, h.attemptId)).toMatchObject({
      ok: true,
      value: { order: { state: 'pending_payment' }, attempt: { id: h.attemptId, state: 'pending' } },
    });
    await Promise.all([h.follow(h.order, h.attemptId), h.follow(h.order, h.attemptId)]);
    h.now.value = new Date(h.now.value.getTime() + FOLLOW_EVERY_MS - 1);
    await h.follow(h.order, h.attemptId);
    expect(statusReads(h)).toBe(1);
    h.nequi.script.says = 'approved';
    h.now.value = new Date(h.now.value.getTime() + 2);
    expect(await h.follow(h.order, h.attemptId)).toMatchObject({
      ok: true,
      value: { order: { state: 'paid' }, attempt: { state: 'approved' } },
    });
    expect(statusReads(h)).toBe(2);
    expect(h.events.all().map((e) => e.type)).toEqual(['placed', 'payment-approved']);
  });

  it('answers not found for an attempt of another order, and never asks about a closed attempt', async () => {
    const h = await pushed();
    const other = await h.anotherOrder();
    expect(await h.follow(other, h.attemptId)).toMatchObject({ ok: false, error: { kind: 'payment-not-found' } });
    await h.confirm({ attemptId: h.attemptId, status: 'rejected', actor: 'nequi' });
    expect(await h.follow(h.order, h.attemptId)).toMatchObject({ ok: true, value: { attempt: { state: 'rejected' } } });
    expect(statusReads(h)).toBe(0);
  });
});

describe('choosing another method while a push waits', () => {
  it('withdraws the push at Nequi and closes the attempt, so it cannot be paid twice', async () => {
    const h = await pushed();
    const withdrawn = await h.withdraw(h.order, h.attemptId);
    expect(withdrawn).toMatchObject({
      ok: true,
      value: {
        order: { state: 'pending_payment' },
        attempt: {
          state: 'failed',
          reason: 'withdrawn',
          message: expect.stringContaining('elegir otro medio de pago'),
        },
      },
    });
    expect(h.nequi.script.calls.map((c) => c.op)).toEqual(['push', 'status', 'cancel']);
  });

  it('keeps an approval that arrived meanwhile and says the attempt is closed', async () => {
    const h = await pushed();
    h.nequi.script.says = 'approved';
    expect(await h.withdraw(h.order, h.attemptId)).toEqual({
      ok: false,
      error: { kind: 'payment-closed', message: 'Este intento de pago ya terminó: recarga la página.' },
    });
    expect(await h.reread(h.order)).toMatchObject({ state: 'paid', payments: [{ state: 'approved' }] });
    expect(h.nequi.script.calls.map((c) => c.op)).not.toContain('cancel');
  });

  it('leaves an attempt the provider cannot withdraw open until it expires', async () => {
    const h = await pushed({ cancels: false });
    expect(await h.withdraw(h.order, h.attemptId)).toMatchObject({
      ok: true,
      value: { attempt: { state: 'pending' } },
    });
  });
});
