import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RUNS } from '../../core/support/runs';
import { median, worst } from './stats';

describe('median and worst of a figure over runs', () => {
  it('takes the middle run, or the mean of the middle two for an even count, whatever the order the runs came in', () => {
    expect(median([27, 632, 33])).toBe(33);
    expect(median([60, 33, 632, 40])).toBe(50);
  });

  it('counts the lowest score as the worst run and the longest time as the worst run', () => {
    expect(worst([100, 84, 100], 'higher')).toBe(84);
    expect(worst([33, 632, 60], 'lower')).toBe(632);
  });

  it('never reads a worst run better than the median (fast-check prints its seed on failure)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 12 }), (runs) => {
        expect(worst(runs, 'higher')).toBeLessThanOrEqual(median(runs));
        expect(worst(runs, 'lower')).toBeGreaterThanOrEqual(median(runs));
        expect(runs).toContain(worst(runs, 'lower'));
      }),
      RUNS,
    );
  });
});
