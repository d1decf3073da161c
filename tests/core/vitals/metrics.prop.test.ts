import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deviceOf, isMetricName, METRIC_NAMES, rate, RATINGS, THRESHOLDS } from '../../../core/vitals/metrics';

describe("rating a metric against Google's thresholds", () => {
  it('puts each threshold on the better side: good at "good", needs improvement at "poor", poor just above', () => {
    expect(rate('LCP', 2500)).toBe('good');
    expect(rate('LCP', 2501)).toBe('needs-improvement');
    expect(rate('LCP', 4000)).toBe('needs-improvement');
    expect(rate('LCP', 4001)).toBe('poor');
    expect(rate('INP', 200)).toBe('good');
    expect(rate('INP', 500.1)).toBe('poor');
    expect(rate('CLS', 0.1)).toBe('good');
    expect(rate('CLS', 0.11)).toBe('needs-improvement');
    expect(rate('CLS', 0.26)).toBe('poor');
    expect(rate('FCP', 1800)).toBe('good');
    expect(rate('FCP', 3001)).toBe('poor');
    expect(rate('TTFB', 800)).toBe('good');
    expect(rate('TTFB', 1800)).toBe('needs-improvement');
    expect(rate('TTFB', 1801)).toBe('poor');
  });

  it('never rates a larger value better', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...METRIC_NAMES),
        fc.double({ min: 0, max: 100_000, noNaN: true }),
        fc.double({ min: 0, max: 100_000, noNaN: true }),
        (metric, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(RATINGS.indexOf(rate(metric, low))).toBeLessThanOrEqual(RATINGS.indexOf(rate(metric, high)));
        },
      ),
    );
  });

  it('knows its metric names without reading object properties', () => {
    expect(isMetricName('LCP')).toBe(true);
    expect(isMetricName('toString')).toBe(false);
    expect(isMetricName('__proto__')).toBe(false);
    expect(Object.keys(THRESHOLDS)).toEqual([...METRIC_NAMES]);
  });

  it('calls a viewport under 640 px a phone', () => {
    expect(deviceOf(390)).toBe('mobile');
    expect(deviceOf(639)).toBe('mobile');
    expect(deviceOf(640)).toBe('desktop');
    expect(deviceOf(1280)).toBe('desktop');
  });
});
