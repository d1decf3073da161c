import { recordVitals } from '../../../core/vitals/record-vitals';
import { inMemoryRateLimiter } from '../../fakes/in-memory-accounts';
import { inMemoryVitals } from '../../fakes/in-memory-vitals';

export const T0 = new Date('2026-11-22T12:00:00Z');

/** recordVitals over in-memory fakes, a store with one category (`proteinas`) and the home page, and a clock the test
 * moves (`clock.at`). */
export const recording = (clock = { at: T0 }) => {
  const vitals = inMemoryVitals();
  const record = recordVitals({
    vitals,
    limiter: inMemoryRateLimiter(),
    clock: { now: () => clock.at },
    pages: async () => ({ categories: new Set(['proteinas']), fixed: new Set(['/']) }),
  });
  return { vitals, record, clock };
};
