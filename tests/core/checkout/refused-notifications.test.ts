import { describe, expect, it } from 'vitest';
import {
  pruneRefusedNotifications,
  REFUSED_NOTIFICATIONS,
  REFUSED_NOTIFICATION_RETENTION_DAYS,
} from '../../../core/checkout/refused-notifications';
import { DIGEST_BODY_CHARACTERS } from '../../../core/payments/notification-digest';
import type { IncomingNotification, NotificationReader } from '../../../core/payments/ports';
import { paymentHarness } from './payment-harness';

/** A provider's notifications as this test signs them: `x-firma: ok` holds; `x-caido` says its API did not answer. */
const reader: NotificationReader = {
  read: async (n) => {
    const reference = (JSON.parse(n.body) as { reference?: string }).reference ?? null;
    const verdict = n.headers['x-firma'] === 'ok' ? 'valid' : n.headers['x-firma'] ? 'invalid' : 'unsigned';
    return n.headers['x-caido']
      ? { verdict, reference: null, unverified: 'its API did not answer' }
      : { verdict, reference };
  },
};

const webhook = (reference: string | null, headers: Record<string, string> = { 'x-firma': 'ok' }, pad = 0) =>
  ({
    headers: { 'content-type': 'application/json', 'authorization': 'Basic c2VjcmV0bw==', ...headers },
    query: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`campo${i}`, 'v'.repeat(300)])),
    body: JSON.stringify({ reference, relleno: 'x'.repeat(pad) }),
  }) satisfies IncomingNotification;

const pushed = async () => {
  const h = paymentHarness({ notifications: reader });
  const order = await h.order();
  const attemptId = await h.push(order);
  const reference = (await h.deps.attempts.find(attemptId))!.attempt.reference!;
  return { ...h, placed: order, reference };
};

describe('refused notifications', () => {
  it('are kept as a bounded digest with the size of what came; genuine ones whole', async () => {
    const h = await pushed();
    h.nequi.script.says = 'approved';
    const forged = webhook(h.reference, { 'x-firma': 'falsa', 'user-agent': 'sonda/1.0' }, 62_000);
    expect(await h.receive('nequi', forged)).toMatchObject({ ok: true, value: { fate: 'invalid-signature' } });
    const [digest] = h.notifications.all();
    expect(digest).toMatchObject({ kept: 'digest', verdict: 'invalid', reference: h.reference });
    expect(digest.body.bytes).toBe(forged.body.length);
    expect(digest.notification.body).toBe(`${forged.body.slice(0, DIGEST_BODY_CHARACTERS)}…`);
    // A few headers that say who sent it and how it was signed, never credentials; the first query entries, cut.
    expect(digest.notification.headers).toEqual({ 'content-type': 'application/json', 'user-agent': 'sonda/1.0' });
    expect(Object.keys(digest.notification.query)).toHaveLength(5);
    expect(JSON.stringify(digest.notification).length).toBeLessThan(1_500);

    const genuine = webhook(h.reference, { 'x-firma': 'ok' }, 2_000);
    expect(await h.receive('nequi', genuine)).toMatchObject({ ok: true, value: { fate: 'applied' } });
    expect(h.notifications.all()[1]).toMatchObject({ kept: 'whole', notification: genuine });
  });

  it('are limited per address, an IPv6 /64 counting as one, and not stored past it; genuine ones always pass', async () => {
    const h = await pushed();
    const { limit } = REFUSED_NOTIFICATIONS.perAddress;
    for (let i = 0; i < limit; i += 1)
      expect((await h.receive('nequi', webhook('NADA'), `2001:db8:7:8::${i.toString(16)}`)).ok).toBe(true);
    const past = await h.receive('nequi', webhook('NADA'), '2001:db8:7:8:ffff::1');
    expect(past).toMatchObject({ ok: false, error: { kind: 'rate-limited', retryAfterSeconds: 3_600 } });
    expect(h.notifications.all()).toHaveLength(limit);
    // Another /64, and the provider's genuine notification from the same one, are answered as usual.
    expect(await h.receive('nequi', webhook('NADA'), '2001:db8:7:9::1')).toMatchObject({ ok: true });
    h.nequi.script.says = 'approved';
    expect(await h.receive('nequi', webhook(h.reference), '2001:db8:7:8::1')).toMatchObject({
      ok: true,
      value: { fate: 'applied' },
    });
    // The window passes: the address may be refused and kept again.
    h.now.value = new Date(h.now.value.getTime() + 3_600_000);
    expect(await h.receive('nequi', webhook('NADA'), '2001:db8:7:8::1')).toMatchObject({ ok: true });
  });

  it('are limited from all addresses together, the limit logged once per window', async () => {
    const h = await pushed();
    const { limit } = REFUSED_NOTIFICATIONS.total;
    for (let i = 0; i < limit; i += 1)
      expect((await h.receive('nequi', webhook(null), `198.51.${Math.floor(i / 250)}.${i % 250}`)).ok).toBe(true);
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      expect(await h.receive('nequi', webhook(null), ip)).toMatchObject({ ok: false, error: { kind: 'rate-limited' } });
    expect(h.notifications.all()).toHaveLength(limit);
    expect(h.logged.filter((m) => m.includes('past their hourly limit'))).toHaveLength(1);
  });

  it('answers 400 to a reference longer than any provider sends, keeping none of it in the reference', async () => {
    const h = await pushed();
    const handled = await h.receive('nequi', webhook('R'.repeat(3_000)));
    expect(handled).toMatchObject({ ok: true, value: { fate: 'invalid-reference', verdict: 'valid' } });
    expect(h.notifications.all()[0]).toMatchObject({ kept: 'digest', reference: null });
  });

  it('keeps a signed one whose provider could not be asked whole, as unverified; an unsigned one as a digest', async () => {
    const h = await pushed();
    const signed = webhook(null, { 'x-firma': 'ok', 'x-caido': '1' });
    expect(await h.receive('nequi', signed)).toMatchObject({
      ok: true,
      value: { fate: 'unverified', result: expect.stringMatching(/^not verified yet: its API did not answer/) },
    });
    expect(await h.receive('nequi', webhook(null, { 'x-caido': '1' }))).toMatchObject({
      value: { fate: 'unverified' },
    });
    expect(h.notifications.all().map((n) => n.kept)).toEqual(['whole', 'digest']);
  });

  it(`are deleted ${REFUSED_NOTIFICATION_RETENTION_DAYS} days after they came; genuine ones are kept`, async () => {
    const h = await pushed();
    h.nequi.script.says = 'approved';
    await h.receive('nequi', webhook('NADA'));
    await h.receive('nequi', webhook(h.reference));
    const prune = pruneRefusedNotifications({ notifications: h.notifications, clock: { now: () => h.now.value } });
    expect(await prune()).toEqual({ pruned: 0 });
    h.now.value = new Date(h.now.value.getTime() + REFUSED_NOTIFICATION_RETENTION_DAYS * 86_400_000 + 1);
    expect(await prune()).toEqual({ pruned: 1 });
    expect(h.notifications.all().map((n) => n.kept)).toEqual(['whole']);
  });
});
