import { describe, expect, it } from 'vitest';
import { JobQueueFull, limitJobs, orBusy } from '../../../adapters/images/jobs';

/** A task that runs until `release` is called, so a test decides when a slot frees up. */
const held = () => {
  let release: () => void = () => undefined;
  const done = new Promise<string>((resolve) => (release = () => resolve('held')));
  return { task: () => done, release };
};

describe('limitJobs', () => {
  it('never runs more than the limit at once and runs everything', async () => {
    const limit = limitJobs(2);
    let running = 0;
    let peak = 0;
    const task = async (n: number) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      if (n === 3) throw new Error('falla');
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => limit(() => task(n))));
    expect(peak).toBe(2);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
  });

  it('sheds a task past the waiting bound without running it, and takes tasks again once the line moves', async () => {
    const limit = limitJobs(1, 2);
    const ran: number[] = [];
    const first = held();
    const running = limit(first.task);
    const waiting = [2, 3].map((n) => limit(async () => (ran.push(n), n)));
    const shed = limit(async () => (ran.push(4), 4));
    await expect(shed).rejects.toBeInstanceOf(JobQueueFull);
    expect(ran).toEqual([]);
    first.release();
    expect(await Promise.all([running, ...waiting])).toEqual(['held', 2, 3]);
    expect(ran).toEqual([2, 3]);
    // Nothing leaked: the full bound is free again.
    const again = held();
    const next = [limit(again.task), limit(async () => 5), limit(async () => 6)];
    await expect(limit(async () => 7)).rejects.toBeInstanceOf(JobQueueFull);
    again.release();
    expect(await Promise.all(next)).toEqual(['held', 5, 6]);
  });

  it('with no waiting line takes only what it can run at once', async () => {
    const limit = limitJobs(2, 0);
    const a = held();
    const b = held();
    const both = [limit(a.task), limit(b.task)];
    await expect(limit(async () => 'no')).rejects.toBeInstanceOf(JobQueueFull);
    a.release();
    b.release();
    expect(await Promise.all(both)).toEqual(['held', 'held']);
  });

  it('refuses bounds that are not whole numbers', () => {
    expect(() => limitJobs(0)).toThrow(RangeError);
    expect(() => limitJobs(2, -1)).toThrow(RangeError);
    expect(() => limitJobs(2, 1.5)).toThrow(RangeError);
  });
});

describe('orBusy', () => {
  it('turns a shed job into a busy value and lets other failures through', async () => {
    expect(await orBusy(Promise.resolve(1))).toEqual({ ok: true, value: 1 });
    expect(await orBusy(Promise.reject(new JobQueueFull()))).toEqual({
      ok: false,
      error: { kind: 'busy', message: expect.stringMatching(/imágenes/), retryAfterSeconds: expect.any(Number) },
    });
    await expect(orBusy(Promise.reject(new Error('sharp failed')))).rejects.toThrow('sharp failed');
  });
});
