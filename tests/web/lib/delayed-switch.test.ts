import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { delayedSwitch, INDICATOR_DELAY_MS } from '../../../web/lib/delayed-switch';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const aSwitch = () => {
  const shown: boolean[] = [];
  const indicator = delayedSwitch((on) => shown.push(on));
  return { indicator, shown, lit: () => shown.at(-1) === true };
};

describe('the loading indicator of a move', () => {
  it('never shows for a move that ends within 200 ms', () => {
    const { indicator, shown } = aSwitch();
    indicator.on();
    vi.advanceTimersByTime(INDICATOR_DELAY_MS - 1);
    indicator.off();
    vi.advanceTimersByTime(1_000);
    expect(shown).not.toContain(true);
  });

  it('shows once a move has taken 200 ms, and goes when it ends', () => {
    const { indicator, lit } = aSwitch();
    indicator.on();
    vi.advanceTimersByTime(INDICATOR_DELAY_MS - 1);
    expect(lit()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(lit()).toBe(true);
    indicator.off();
    expect(lit()).toBe(false);
  });

  it('counts from the first ask: a newer move started meanwhile does not put it off', () => {
    const { indicator, lit } = aSwitch();
    indicator.on();
    vi.advanceTimersByTime(150);
    indicator.on();
    vi.advanceTimersByTime(50);
    expect(lit()).toBe(true);
  });
});
