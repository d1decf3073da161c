import { describe, expect, it } from 'vitest';
import { IDLE_TIMEOUT_MS, MEASURING, SETTLE_MS } from '../../../web/lib/analytics/start-analytics';
import { hydrationDeadline, whenQuiet, type QuietHost } from '../../../web/lib/when-quiet';

/** A page being loaded: its load, idle moments and interactions fired by hand. */
const aLoadingPage = (state: DocumentReadyState = 'interactive') => {
  const listeners = new Map<string, (() => void)[]>();
  const idle: { work: () => void; timeout: number }[] = [];
  const timers: { work: () => void; ms: number }[] = [];
  const host: QuietHost = {
    readyState: () => state,
    on: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    off: (type, listener) =>
      listeners.set(
        type,
        (listeners.get(type) ?? []).filter((l) => l !== listener),
      ),
    idle: (work, timeout) => void idle.push({ work, timeout }),
    later: (work, ms) => void timers.push({ work, ms }),
  };
  const fire = (type: string) => (listeners.get(type) ?? []).forEach((l) => l());
  return { host, idle, timers, fire, listeners };
};

describe('the measuring code, loaded when the page is quiet', () => {
  it('waits for load and the page to settle, then runs at the first idle moment, once', () => {
    const page = aLoadingPage();
    let runs = 0;
    whenQuiet(page.host, () => runs++, MEASURING);
    page.fire('pointerdown');
    expect(runs).toBe(0);
    expect(page.timers).toEqual([]);
    page.fire('load');
    expect(page.timers).toMatchObject([{ ms: SETTLE_MS }]);
    expect(page.idle).toEqual([]);
    page.timers[0].work();
    expect(page.idle).toMatchObject([{ timeout: IDLE_TIMEOUT_MS }]);
    expect(runs).toBe(0);
    page.idle[0].work();
    page.fire('keydown');
    expect(runs).toBe(1);
    expect(page.listeners.get('pointerdown')).toEqual([]);
  });

  it('runs at the first interaction after load when that comes before an idle moment', () => {
    const page = aLoadingPage('complete');
    let runs = 0;
    whenQuiet(page.host, () => runs++, MEASURING);
    page.fire('keydown');
    expect(runs).toBe(1);
    page.timers[0].work();
    page.idle[0].work();
    page.fire('pointerdown');
    expect(runs).toBe(1);
  });
});

describe("the page's code, hydrated at the first interaction or when the loaded page is idle", () => {
  const HYDRATION = { settleMs: 0, idleTimeoutMs: hydrationDeadline(390), interactionsBeforeLoad: true };

  it('loads at a tap while the page is still loading, once', () => {
    const page = aLoadingPage();
    let runs = 0;
    whenQuiet(page.host, () => runs++, HYDRATION);
    page.fire('pointerdown');
    expect(runs).toBe(1);
    page.fire('load');
    page.timers[0].work();
    page.idle[0].work();
    page.fire('keydown');
    expect(runs).toBe(1);
  });

  it('loads at the first idle moment right after load, waiting at most the deadline', () => {
    const page = aLoadingPage();
    let runs = 0;
    whenQuiet(page.host, () => runs++, HYDRATION);
    page.fire('load');
    expect(page.timers).toMatchObject([{ ms: 0 }]);
    page.timers[0].work();
    expect(page.idle).toMatchObject([{ timeout: 6000 }]);
    expect(runs).toBe(0);
    page.idle[0].work();
    expect(runs).toBe(1);
  });
});

describe('the longest wait before code hydrates anyway', () => {
  it('is 6 s on phones (under 640 px wide) and 5 s on wider screens', () => {
    expect(hydrationDeadline(390)).toBe(6000);
    expect(hydrationDeadline(639)).toBe(6000);
    expect(hydrationDeadline(640)).toBe(5000);
    expect(hydrationDeadline(1280)).toBe(5000);
  });
});
