import { describe, expect, it } from 'vitest';
import type { VitalRecord } from '../../../core/vitals/ports';
import { reportVitals, TOP_ERRORS } from '../../../core/vitals/report-vitals';
import { inMemoryVitals } from '../../fakes/in-memory-vitals';

const T0 = new Date('2026-11-22T12:00:00Z');
const lcp = (value: number): VitalRecord => ({ kind: 'metric', metric: 'LCP', value, rating: 'good' });

describe('the web vitals report', () => {
  it("gives each page's p75 per metric, rated, with its sample count, pages in order and metrics in Google's", async () => {
    const vitals = inMemoryVitals();
    const visit = { at: T0, device: 'mobile', navigationType: 'navigate' } as const;
    await vitals.record({ ...visit, page: '/proteinas/:producto/', records: [1000, 2000, 3000, 5000].map(lcp) });
    await vitals.record({
      ...visit,
      page: '/',
      records: [{ kind: 'metric', metric: 'CLS', value: 0.3, rating: 'poor' }, lcp(1200)],
    });
    const report = await reportVitals({ vitals })({ since: T0 });
    expect(report.rows).toEqual([
      { page: '/', metric: 'LCP', p75: 1200, rating: 'good', samples: 1 },
      { page: '/', metric: 'CLS', p75: 0.3, rating: 'poor', samples: 1 },
      { page: '/proteinas/:producto/', metric: 'LCP', p75: 3000, rating: 'needs-improvement', samples: 4 },
    ]);
  });

  it('lists at most the ten most frequent errors', async () => {
    const vitals = inMemoryVitals();
    for (let i = 0; i < 12; i++)
      await vitals.record({
        at: T0,
        page: '/',
        device: 'desktop',
        navigationType: 'navigate',
        records: Array.from(
          { length: i + 1 },
          () => ({ kind: 'error', message: `Error ${i}`, source: '/a.js:1:1' }) as const,
        ),
      });
    const { errors } = await reportVitals({ vitals })({ since: T0 });
    expect(errors).toHaveLength(TOP_ERRORS);
    expect(errors[0]).toMatchObject({ message: 'Error 11', count: 12 });
    expect(errors.at(-1)).toMatchObject({ message: 'Error 2', count: 3 });
  });
});
