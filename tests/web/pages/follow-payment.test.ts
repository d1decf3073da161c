import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  followAttempt,
  followDelay,
  type FollowAnswer,
  type PageVisibility,
} from '../../../web/pages/orders/pay/follow-payment';

/** A page whose visibility the test switches. */
const aPage = () => {
  let hidden = false;
  const listeners = new Set<() => void>();
  const page: PageVisibility = {
    hidden: () => hidden,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (value: boolean) => {
    hidden = value;
    for (const l of listeners) l();
  };
  return { page, set, listeners };
};

let asked: number[];
let answers: FollowAnswer[];
const ask = async (): Promise<FollowAnswer> => {
  asked.push(Date.now());
  return answers.shift() ?? 'open';
};

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  asked = [];
  answers = [];
});
afterEach(() => vi.useRealTimers());

describe('following a pending payment', () => {
  it('waits 1, 2, 3 and 5 s, then 5 to 8 s between questions', () => {
    expect(Array.from({ length: 10 }, (_, i) => followDelay(i))).toEqual([
      1_000, 2_000, 3_000, 5_000, 5_000, 6_000, 7_000, 8_000, 8_000, 8_000,
    ]);
  });

  it('asks on that schedule until the server says the attempt closed', async () => {
    answers = ['open', 'open', 'open', 'open', 'closed'];
    const { page, listeners } = aPage();
    followAttempt(ask, page);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toEqual([1_000, 3_000, 6_000, 11_000, 16_000]);
    expect(listeners.size).toBe(0);
  });

  it('asks nothing while the page is hidden, and at once when it shows again', async () => {
    const { page, set } = aPage();
    followAttempt(ask, page);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(asked).toEqual([1_000, 3_000]);
    set(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(asked).toHaveLength(2);
    set(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([1_000, 3_000, 123_000]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(asked).toEqual([1_000, 3_000, 123_000, 128_000]);
  });

  it('asks out of turn when the countdown ends, keeps going after a failed question, and stops when told', async () => {
    const { page } = aPage();
    let fail = true;
    const follower = followAttempt(async () => {
      asked.push(Date.now());
      if (fail) {
        fail = false;
        throw new Error('sin conexión');
      }
      return 'open';
    }, page);
    await vi.advanceTimersByTimeAsync(500);
    follower.askNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([500]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(asked).toEqual([500, 2_500]);
    follower.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toHaveLength(2);
  });
});

describe('following a pending payment while the page hears the order live', () => {
  it('asks nothing on its own while live, only on news; when the connection drops it asks at once and on schedule', async () => {
    const { page } = aPage();
    const follower = followAttempt(ask, page);
    follower.live(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toEqual([]);
    follower.askNow();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(asked).toEqual([60_000]);

    follower.live(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([60_000, 90_000]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(asked).toEqual([60_000, 90_000, 93_000]);

    // Back live: the schedule stops (the connection's own news asks once for what was missed).
    follower.live(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toEqual([60_000, 90_000, 93_000]);
  });

  it('is told the same twice without asking twice', async () => {
    const { page } = aPage();
    const follower = followAttempt(ask, page);
    follower.live(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(asked).toEqual([]);
    follower.live(true);
    follower.live(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked).toEqual([]);
  });
});
