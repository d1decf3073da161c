import { describe, expect, it } from 'vitest';
import { deliverWithRetries, deliveryLog, deliveryStatus } from '../../../adapters/shared/webhook-retry';

describe('a sandbox delivering its signed notifications', () => {
  it('tries again after each pause until the receiver takes it', async () => {
    const tried: number[] = [];
    const delivered = await deliverWithRetries(async (attempt) => (tried.push(attempt), attempt === 3), [1, 1, 1, 1]);
    expect(delivered).toBe(true);
    expect(tried).toEqual([1, 2, 3]);
  });

  it('gives up after the last pause, having tried once more than there are pauses', async () => {
    const tried: number[] = [];
    expect(await deliverWithRetries(async (attempt) => (tried.push(attempt), false), [1, 1])).toBe(false);
    expect(tried).toEqual([1, 2, 3]);
    expect(await deliverWithRetries(async () => false, [])).toBe(false);
  });

  it('keeps the newest 500 attempts, oldest first', () => {
    const log = deliveryLog<number>();
    for (let i = 1; i <= 502; i++) log.add(i);
    expect(log.entries()).toHaveLength(500);
    expect(log.entries()[0]).toBe(3);
    expect(log.entries().at(-1)).toBe(502);
  });

  it('waits, when idle is asked, for deliveries still running, and never throws for a failed one', async () => {
    const log = deliveryLog<string>();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    log.track(async () => {
      await gate;
      log.add('late');
    });
    log.track(async () => {
      throw new Error('receiver exploded');
    });
    const idle = log.idle();
    release();
    await idle;
    expect(log.entries()).toEqual(['late']);
  });

  it("takes any 2xx as delivered, keeps another status as the receiver's answer, and an unreachable one as null", async () => {
    expect(await deliveryStatus(async () => new Response(null, { status: 204 }))).toEqual({ status: 204, ok: true });
    expect(await deliveryStatus(async () => new Response('no', { status: 503 }))).toEqual({ status: 503, ok: false });
    expect(await deliveryStatus(async () => new Response('?', { status: 301 }))).toEqual({ status: 301, ok: false });
    expect(
      await deliveryStatus(() => {
        throw new TypeError('fetch failed');
      }),
    ).toEqual({ status: null, ok: false });
  });
});
