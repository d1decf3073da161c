import { describe, expect, it } from 'vitest';
import { IDLE_TIMEOUT_MS, SETTLE_MS, whenQuiet, type QuietHost } from '../../../../web/lib/analytics/start-analytics';

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

describe('loading the measuring code when the page is quiet', () => {
  it('waits for load and the page to settle, then runs at the first idle moment, once', () => {
    const page = aLoadingPage();
    let runs = 0;
    whenQuiet(page.host, () => runs++);
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
    whenQuiet(page.host, () => runs++);
    page.fire('keydown');
    expect(runs).toBe(1);
    page.timers[0].work();
    page.idle[0].work();
    page.fire('pointerdown');
    expect(runs).toBe(1);
  });
});
