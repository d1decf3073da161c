import type { Clock } from '../core/shared/ports';

/** The most days one move may jump: enough to cross any window of the store's rules (a return's, a month's ranking). */
export const MAX_CLOCK_MOVE_DAYS = 60;

/**
 * The store's clock outside production: the system's, moved forward by hand from /sandbox/reloj/ to try what happens
 * days later (a return's legal windows, an unpaid order's expiry, a session's idle end), as a payment provider's test
 * clock does. It only moves forward, so nothing stored is ever later than "now"; a restart sets it back to the system's.
 */
export type SandboxClock = Clock & {
  /** Moves the clock `days` whole days forward (1 to MAX_CLOCK_MOVE_DAYS). */
  advance(days: number): void;
  /** How far ahead of the system's clock it runs, in whole days. */
  daysAhead(): number;
};

const DAY_MS = 86_400_000;

export const sandboxClock = (system: Clock): SandboxClock => {
  let days = 0;
  return {
    now: () => new Date(system.now().getTime() + days * DAY_MS),
    advance(by) {
      if (!Number.isInteger(by) || by < 1 || by > MAX_CLOCK_MOVE_DAYS)
        throw new RangeError(`The clock moves 1 to ${MAX_CLOCK_MOVE_DAYS} whole days forward, not ${by}.`);
      days += by;
    },
    daysAhead: () => days,
  };
};
