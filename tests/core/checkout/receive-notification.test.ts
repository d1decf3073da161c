import { describe, expect, it } from 'vitest';
import type { IncomingNotification, NotificationReader } from '../../../core/payments/ports';
import { fingerprintOf, paymentHarness } from './payment-harness';

/** Nequi's webhook as this test signs it: `x-firma: ok` holds, any other signature fails, none cannot be checked. */
const reader: NotificationReader = {
  read: async (n) => {
    const signature = n.headers['x-firma'];
    const reference = (JSON.parse(n.body) as { reference?: string }).reference ?? null;
    return { verdict: signature === undefined ? 'unsigned' : signature === 'ok' ? 'valid' : 'invalid', reference };
  },
};

const webhook = (reference: string | null, signature: string | null = 'ok'): IncomingNotification => ({
  headers: signature === null ? {} : { 'x-firma': signature },
  query: {},
  body: JSON.stringify(reference === null ? { estado: 'APROBADO' } : { reference, estado: 'APROBADO' }),
});

/** A Nequi order with a push waiting, its reference, and a log of what the store held when the provider was asked. */
const pushed = async () => {
  const h = paymentHarness({ notifications: reader });
  const order = await h.order();
  const attemptId = await h.push(order);
  const reference = (await h.deps.attempts.find(attemptId))!.attempt.reference!;
  const storedWhenAsked: number[] = [];
  const status = h.nequi.status.bind(h.nequi);
  h.nequi.status = (attempt) => (storedWhenAsked.push(h.notifications.all().length), status(attempt));
  return { ...h, placed: order, attemptId, reference, storedWhenAsked };
};

describe("a provider's notification", () => {
  it('is stored raw with its verdict before it is handled; the provider is asked again and its answer applied', async () => {
    const h = await pushed();
    h.nequi.script.says = 'approved';
    const sent = webhook(h.reference);
    const handled = await h.receive('nequi', sent);
    expect(handled).toEqual({
      ok: true,
      value: { id: 1, verdict: 'valid', fate: 'applied', result: `${h.placed.number}: pending → approved` },
    });
    expect(h.storedWhenAsked).toEqual([1]);
    expect(await h.notifications.find(1)).toEqual({
      id: 1,
      provider: 'nequi',
      receivedAt: h.now.value,
      notification: sent,
      kept: 'whole',
      body: fingerprintOf(sent.body),
      verdict: 'valid',
      reference: h.reference,
      result: `${h.placed.number}: pending → approved`,
      handledAt: h.now.value,
    });
    expect((await h.reread(h.placed)).state).toBe('paid');
  });

  it('never applies what the notification itself says: Nequi still waiting leaves the order waiting', async () => {
    const h = await pushed();
    expect(await h.receive('nequi', webhook(h.reference, null))).toMatchObject({
      ok: true,
      value: { verdict: 'unsigned', result: `${h.placed.number}: pending, unchanged` },
    });
    expect((await h.reread(h.placed)).state).toBe('pending_payment');
  });

  it('is kept as a digest but ignored with an invalid signature, or when it names no payment of ours', async () => {
    const h = await pushed();
    h.nequi.script.says = 'approved';
    const results = [];
    for (const n of [webhook(h.reference, 'falsa'), webhook('NEQUI-OTRO'), webhook(null)]) {
      const handled = await h.receive('nequi', n);
      results.push(handled.ok && handled.value.result);
    }
    expect(results).toEqual([
      'ignored: invalid signature',
      'ignored: no attempt with reference NEQUI-OTRO',
      'ignored: it names no payment',
    ]);
    expect((await h.notifications.list({ limit: 10 })).map((n) => [n.verdict, n.kept])).toEqual([
      ['valid', 'digest'],
      ['valid', 'digest'],
      ['invalid', 'digest'],
    ]);
    expect(h.storedWhenAsked).toEqual([]);
    expect((await h.reread(h.placed)).state).toBe('pending_payment');
    expect(h.logged).toContain('payment notification refused: its signature does not hold');
  });

  it('has no address for a provider that is not configured or sends none', async () => {
    const h = await pushed();
    for (const provider of ['epayco', 'sandbox-card'])
      expect(await h.receive(provider, webhook(h.reference))).toMatchObject({
        ok: false,
        error: { kind: 'not-found' },
      });
    expect(h.notifications.all()).toEqual([]);
  });

  it('is replayed after the provider was down: asked again, applied, and the new result kept', async () => {
    const h = await pushed();
    h.nequi.script.says = 'throws';
    const first = await h.receive('nequi', webhook(h.reference));
    expect(first).toMatchObject({ ok: true, value: { result: expect.stringContaining('could not be asked') } });
    h.nequi.script.says = 'approved';
    h.now.value = new Date(h.now.value.getTime() + 60_000);
    const replayed = await h.replay(1);
    expect(replayed).toMatchObject({
      ok: true,
      value: { id: 1, verdict: 'valid', result: `replayed: ${h.placed.number}: pending → approved` },
    });
    expect(await h.notifications.find(1)).toMatchObject({
      result: `replayed: ${h.placed.number}: pending → approved`,
      handledAt: h.now.value,
    });
    expect((await h.reread(h.placed)).state).toBe('paid');
    expect(await h.replay(1)).toMatchObject({
      ok: true,
      value: { result: `replayed: ${h.placed.number}: approved, unchanged` },
    });
    expect(h.events.all().filter((e) => e.type === 'payment-approved')).toHaveLength(1);
    expect(await h.replay(99)).toMatchObject({ ok: false, error: { kind: 'notification-not-found' } });
  });
});
