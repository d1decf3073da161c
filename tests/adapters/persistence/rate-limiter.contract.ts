import type { RateLimiter } from '../../../core/shared/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONGEST_LIMIT_WINDOW_SECONDS } from '../../../core/customers/account-rules';
import type { Opened } from './customer-store.contract';

const at = (iso: string) => new Date(iso);
const T0 = at('2026-11-22T12:00:00Z');
const plus = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

/** What every RateLimiter must do: fixed windows per key, counted atomically. */
export const rateLimiterContract = (name: string, open: () => Promise<Opened<RateLimiter>>) =>
  describe(`RateLimiter contract: ${name}`, () => {
    let subject: Opened<RateLimiter>;
    let limiter: RateLimiter;
    beforeAll(async () => {
      subject = await open();
      limiter = subject.store;
    });
    afterAll(() => subject.close());

    it('allows `limit` hits per window, then says how long until the window ends', async () => {
      for (let i = 0; i < 3; i += 1) expect(await limiter.hit('k1', 3, 900, plus(i))).toEqual({ allowed: true });
      expect(await limiter.hit('k1', 3, 900, plus(100))).toEqual({ allowed: false, retryAfterSeconds: 800 });
      expect(await limiter.hit('k1', 3, 900, plus(899.5))).toEqual({ allowed: false, retryAfterSeconds: 1 });
      expect(await limiter.hit('k1', 3, 900, plus(900))).toEqual({ allowed: true });
      expect(await limiter.hit('otra', 3, 900, plus(100))).toEqual({ allowed: true });
    });

    it('peeks without counting, and clear forgets the key', async () => {
      expect(await limiter.peek('k2', 2, 60, T0)).toEqual({ allowed: true });
      await limiter.hit('k2', 2, 60, T0);
      expect(await limiter.peek('k2', 2, 60, plus(1))).toEqual({ allowed: true });
      await limiter.hit('k2', 2, 60, plus(1));
      expect(await limiter.peek('k2', 2, 60, plus(10))).toEqual({ allowed: false, retryAfterSeconds: 50 });
      expect(await limiter.peek('k2', 2, 60, plus(60))).toEqual({ allowed: true });
      await limiter.clear('k2');
      expect(await limiter.peek('k2', 2, 60, plus(10))).toEqual({ allowed: true });
    });

    it('counts an amount (a quota of rows or bytes), and a counter far past its limit never overflows', async () => {
      expect(await limiter.hit('k4', 10, 60, T0, 6)).toEqual({ allowed: true });
      expect(await limiter.hit('k4', 10, 60, T0, 4)).toEqual({ allowed: true });
      expect(await limiter.hit('k4', 10, 60, T0, 1)).toEqual({ allowed: false, retryAfterSeconds: 60 });
      const huge = 2_000_000_000;
      expect(await limiter.hit('k5', huge, 60, T0, huge)).toEqual({ allowed: true });
      expect(await limiter.hit('k5', huge, 60, T0, huge)).toEqual({ allowed: false, retryAfterSeconds: 60 });
      expect(await limiter.hit('k5', huge, 60, plus(60), 5)).toEqual({ allowed: true });
    });

    it('forgets the counters whose window ended a day ago or more, and keeps counting the others', async () => {
      const day = LONGEST_LIMIT_WINDOW_SECONDS;
      await limiter.hit('p-old', 1, 60, plus(10 * day));
      await limiter.hit('p-new', 1, day, plus(11 * day - 60));
      expect((await limiter.prune(plus(11 * day))).pruned).toBeGreaterThanOrEqual(1);
      expect(await limiter.prune(plus(11 * day))).toEqual({ pruned: 0 });
      expect(await limiter.hit('p-new', 1, day, plus(11 * day))).toEqual({
        allowed: false,
        retryAfterSeconds: day - 60,
      });
      await expect(limiter.hit('p-week', 1, 7 * day, T0)).rejects.toThrow(/at most/);
    });

    it('counts hits arriving at the same time exactly once each', async () => {
      const decisions = await Promise.all(Array.from({ length: 30 }, () => limiter.hit('k3', 10, 60, T0)));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    });
  });
