import { describe, expect, it } from 'vitest';
import { MAX_CLOCK_MOVE_DAYS, sandboxClock } from '../../adapters/sandbox-clock';

const at = (iso: string) => ({ now: () => new Date(iso) });

describe('the sandbox clock', () => {
  it("runs on the system's time until moved, then whole days ahead of it", () => {
    const clock = sandboxClock(at('2026-11-27T15:00:00.000Z'));
    expect(clock.now().toISOString()).toBe('2026-11-27T15:00:00.000Z');
    clock.advance(4);
    clock.advance(2);
    expect(clock.daysAhead()).toBe(6);
    expect(clock.now().toISOString()).toBe('2026-12-03T15:00:00.000Z');
  });

  it('only moves forward, by whole days, at most a bounded jump at a time', () => {
    const clock = sandboxClock(at('2026-11-27T15:00:00.000Z'));
    for (const days of [0, -1, 1.5, MAX_CLOCK_MOVE_DAYS + 1, Number.NaN])
      expect(() => clock.advance(days)).toThrow(RangeError);
    expect(clock.daysAhead()).toBe(0);
  });
});
