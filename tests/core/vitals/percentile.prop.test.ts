import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { p75, percentile } from '../../../core/vitals/percentile';

const samples = fc.array(fc.double({ min: 0, max: 300_000, noNaN: true }), { minLength: 1, maxLength: 200 });

describe('p75 (nearest rank)', () => {
  it('is null without samples, and the sample itself for one', () => {
    expect(p75([])).toBeNull();
    expect(p75([1234])).toBe(1234);
  });

  it('follows the nearest-rank definition on known data', () => {
    expect(p75([1, 2, 3, 4])).toBe(3);
    expect(p75([4, 3, 2, 1, 5])).toBe(4);
    expect(p75([10, 20, 30, 40, 50, 60, 70, 80])).toBe(60);
    expect(percentile([5, 1, 3], 1)).toBe(5);
  });

  it('is one of the samples, between their minimum and maximum', () => {
    fc.assert(
      fc.property(samples, (values) => {
        const value = p75(values)!;
        expect(values).toContain(value);
        expect(value).toBeGreaterThanOrEqual(Math.min(...values));
        expect(value).toBeLessThanOrEqual(Math.max(...values));
      }),
    );
  });

  it('has at least 75 % of the samples at or below it, and fewer than 75 % strictly below', () => {
    fc.assert(
      fc.property(samples, (values) => {
        const value = p75(values)!;
        expect(values.filter((v) => v <= value).length).toBeGreaterThanOrEqual(0.75 * values.length);
        expect(values.filter((v) => v < value).length).toBeLessThan(0.75 * values.length);
      }),
    );
  });

  it('never goes down when a sample grows or one is added above it, and ignores the order', () => {
    fc.assert(
      fc.property(samples, fc.nat(), fc.double({ min: 0, max: 1000, noNaN: true }), (values, at, more) => {
        const i = at % values.length;
        const grown = values.map((v, j) => (j === i ? v + more : v));
        expect(p75(grown)!).toBeGreaterThanOrEqual(p75(values)!);
        expect(p75([...values, Math.max(...values) + more])!).toBeGreaterThanOrEqual(p75(values)!);
        expect(p75([...values].reverse())).toBe(p75(values));
      }),
    );
  });

  it('is monotone in the quantile', () => {
    fc.assert(
      fc.property(
        samples,
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        (values, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(percentile(values, low)!).toBeLessThanOrEqual(percentile(values, high)!);
        },
      ),
    );
  });
});
