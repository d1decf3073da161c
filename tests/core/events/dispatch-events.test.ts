import { describe, expect, it } from 'vitest';
import { dispatchEvents, EVENT_RETRIES, retryDelayMs } from '../../../core/events/dispatch-events';
import type { OrderHappening, Subscriber } from '../../../core/events/ports';
import { inMemoryEventOutbox } from '../../fakes/in-memory-events';

const START = new Date('2026-11-23T15:00:00Z');
const SECOND = 1_000;
const MINUTE = 60 * SECOND;

const recordingLogger = () => {
  const lines: [string, Record<string, unknown>, string][] = [];
  const log = (level: string) => (fields: Record<string, unknown>, message: string) =>
    void lines.push([level, fields, message]);
  return { lines, info: log('info'), warn: log('warn'), error: log('error') };
};

/** A subscriber that keeps the ids it handled, and throws while `failing` says so. */
const aSubscriber = (name: string) => {
  const seen: number[] = [];
  const subscriber: Subscriber & { seen: number[]; failing: string | null } = {
    name,
    seen,
    failing: null,
    handle: async (event: OrderHappening) => {
      seen.push(event.id);
      if (subscriber.failing) throw new Error(subscriber.failing);
    },
  };
  return subscriber;
};

const setUp = (...subscribers: Subscriber[]) => {
  const outbox = inMemoryEventOutbox();
  const now = { value: START };
  const logger = recordingLogger();
  const dispatch = dispatchEvents({ outbox, subscribers, clock: { now: () => now.value }, logger });
  const later = (ms: number) => (now.value = new Date(now.value.getTime() + ms));
  outbox.record('placed', { id: 'order-1', number: 'FO-2026-000001' }, START);
  return { outbox, now, logger, dispatch, later };
};

describe('dispatching order events', () => {
  it('delivers each due event once to every subscriber, oldest first, and then has nothing left to do', async () => {
    const mail = aSubscriber('mail');
    const realtime = aSubscriber('realtime');
    const h = setUp(mail, realtime);
    h.outbox.record('payment-approved', { id: 'order-1', number: 'FO-2026-000001' }, START);
    h.outbox.record('delivered', { id: 'order-1', number: 'FO-2026-000001' }, new Date(START.getTime() + MINUTE));
    expect(await h.dispatch()).toEqual({ delivered: 2, failed: 0, stuck: 0 });
    expect([mail.seen, realtime.seen]).toEqual([
      [1, 2],
      [1, 2],
    ]);
    h.later(MINUTE);
    expect(await h.dispatch()).toEqual({ delivered: 1, failed: 0, stuck: 0 });
    expect(await h.dispatch()).toEqual({ delivered: 0, failed: 0, stuck: 0 });
    expect(mail.seen).toEqual([1, 2, 3]);
    expect(h.outbox.all().map((e) => [e.state, e.handledBy])).toEqual(
      Array(3).fill(['delivered', ['mail', 'realtime']]),
    );
  });

  it('asks a subscriber that answered "later" again then, counting no failure, without asking the others twice', async () => {
    const realtime = aSubscriber('realtime');
    const waits = { until: new Date(START.getTime() + SECOND) as Date | null };
    const seen: number[] = [];
    const mail: Subscriber = {
      name: 'mail',
      handle: async (event) => {
        seen.push(event.id);
        return waits.until && h.now.value < waits.until ? { later: waits.until } : undefined;
      },
    };
    const h = setUp(realtime, mail);
    expect(await h.dispatch()).toEqual({ delivered: 0, failed: 0, stuck: 0 });
    expect(h.outbox.all()).toMatchObject([
      { state: 'pending', attempts: 0, nextAttemptAt: waits.until, handledBy: ['realtime'] },
    ]);
    expect(await h.dispatch()).toEqual({ delivered: 0, failed: 0, stuck: 0 });
    h.later(SECOND);
    expect(await h.dispatch()).toEqual({ delivered: 1, failed: 0, stuck: 0 });
    expect([realtime.seen, seen]).toEqual([[1], [1, 1]]);
    expect(h.logger.lines).toEqual([]);
  });

  it('retries a failure after 10 s, then twice as long each time, never more than 30 minutes apart', async () => {
    expect(Array.from({ length: 11 }, (_, i) => retryDelayMs(i + 1) / SECOND)).toEqual([
      10, 20, 40, 80, 160, 320, 640, 1280, 1800, 1800, 1800,
    ]);
    const mail = aSubscriber('mail');
    mail.failing = 'SMTP 421 try later';
    const h = setUp(mail);
    expect(await h.dispatch()).toEqual({ delivered: 0, failed: 1, stuck: 0 });
    expect(h.outbox.all()[0]).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: 'mail: SMTP 421 try later',
      nextAttemptAt: new Date(START.getTime() + 10 * SECOND),
    });
    expect(h.logger.lines).toEqual([
      [
        'warn',
        expect.objectContaining({ event: 1, order: 'FO-2026-000001', attempts: 1 }),
        'could not deliver an order event; it will be retried',
      ],
    ]);
    h.later(10 * SECOND - 1);
    await h.dispatch();
    expect(mail.seen).toHaveLength(1);
    h.later(1);
    await h.dispatch();
    expect(mail.seen).toHaveLength(2);
    expect(h.outbox.all()[0]).toMatchObject({
      attempts: 2,
      nextAttemptAt: new Date(h.now.value.getTime() + 20 * SECOND),
    });
    mail.failing = null;
    h.later(20 * SECOND);
    expect(await h.dispatch()).toEqual({ delivered: 1, failed: 0, stuck: 0 });
    expect(h.outbox.all()[0]).toMatchObject({ state: 'delivered', attempts: 2, nextAttemptAt: null });
  });

  it('leaves an event stuck after its last attempt, untouched by later runs, until an operator retries it', async () => {
    const mail = aSubscriber('mail');
    mail.failing = 'connect ECONNREFUSED';
    const h = setUp(mail);
    for (let attempt = 1; attempt <= EVENT_RETRIES.maxAttempts; attempt++) {
      expect(await h.dispatch()).toEqual(
        attempt < EVENT_RETRIES.maxAttempts
          ? { delivered: 0, failed: 1, stuck: 0 }
          : { delivered: 0, failed: 0, stuck: 1 },
      );
      h.later(EVENT_RETRIES.maxDelayMs);
    }
    expect(h.outbox.all()[0]).toMatchObject({
      state: 'stuck',
      attempts: 12,
      nextAttemptAt: null,
      lastError: 'mail: connect ECONNREFUSED',
    });
    expect(h.logger.lines.at(-1)).toEqual([
      'error',
      expect.objectContaining({ event: 1, attempts: 12 }),
      expect.stringContaining('stuck'),
    ]);
    h.later(24 * 60 * MINUTE);
    await h.dispatch();
    expect(mail.seen).toHaveLength(12);
    expect(await h.outbox.list({ stuck: true, limit: 10 })).toMatchObject([{ id: 1 }]);
    mail.failing = null;
    expect(await h.outbox.retry('stuck', h.now.value)).toEqual([1]);
    expect(await h.dispatch()).toEqual({ delivered: 1, failed: 0, stuck: 0 });
    expect(mail.seen).toHaveLength(13);
  });

  it('never asks a subscriber again about an event it handled, while another one keeps failing', async () => {
    const mail = aSubscriber('mail');
    const gift = aSubscriber('gift-credit');
    const realtime = aSubscriber('realtime');
    gift.failing = 'ledger locked';
    const h = setUp(mail, gift, realtime);
    expect(await h.dispatch()).toEqual({ delivered: 0, failed: 1, stuck: 0 });
    expect(h.outbox.all()[0]).toMatchObject({
      state: 'pending',
      handledBy: ['mail', 'realtime'],
      lastError: 'gift-credit: ledger locked',
    });
    for (let i = 0; i < 3; i++) {
      h.later(EVENT_RETRIES.maxDelayMs);
      await h.dispatch();
    }
    gift.failing = null;
    h.later(EVENT_RETRIES.maxDelayMs);
    expect(await h.dispatch()).toEqual({ delivered: 1, failed: 0, stuck: 0 });
    expect([mail.seen, gift.seen, realtime.seen]).toEqual([[1], [1, 1, 1, 1, 1], [1]]);
    expect(h.outbox.all()[0].handledBy).toEqual(['mail', 'realtime', 'gift-credit']);
  });

  it('hides an event another dispatcher took until its lease ends, so a dispatcher that died only delays it', async () => {
    const mail = aSubscriber('mail');
    const h = setUp(mail);
    expect(await h.outbox.claimDue(START, new Date(START.getTime() + EVENT_RETRIES.leaseMs), 10)).toHaveLength(1);
    expect(await h.dispatch()).toEqual({ delivered: 0, failed: 0, stuck: 0 });
    h.later(EVENT_RETRIES.leaseMs);
    expect(await h.dispatch()).toEqual({ delivered: 1, failed: 0, stuck: 0 });
    expect(mail.seen).toEqual([1]);
  });

  it('delivers each event once when two dispatchers run at the same time', async () => {
    const mail = aSubscriber('mail');
    const h = setUp(mail);
    for (let i = 2; i <= 120; i++)
      h.outbox.record('placed', { id: `order-${i}`, number: `FO-2026-${String(i).padStart(6, '0')}` }, START);
    const [a, b] = await Promise.all([h.dispatch(), h.dispatch()]);
    expect(a.delivered + b.delivered).toBe(120);
    expect([...mail.seen].sort((x, y) => x - y)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
  });
});
