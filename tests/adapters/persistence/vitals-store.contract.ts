import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VitalsStore, VitalsVisit } from '../../../core/vitals/ports';
import type { Opened } from './customer-store.contract';

const T0 = new Date('2026-11-22T12:00:00Z');
const hoursAfter = (h: number) => new Date(T0.getTime() + h * 3_600_000);

const aVisit = (over: Partial<VitalsVisit> = {}): VitalsVisit => ({
  at: T0,
  page: '/proteinas/:producto/',
  device: 'mobile',
  navigationType: 'navigate',
  records: [],
  ...over,
});

/** What every VitalsStore must do: keep a visit's records, group metrics by page, count errors, filter, prune. */
export const vitalsStoreContract = (name: string, open: () => Promise<Opened<VitalsStore>>) =>
  describe(`VitalsStore contract: ${name}`, () => {
    let subject: Opened<VitalsStore>;
    let store: VitalsStore;
    beforeAll(async () => {
      subject = await open();
      store = subject.store;
      await store.record(
        aVisit({
          records: [
            { kind: 'metric', metric: 'LCP', value: 2100.5, rating: 'good' },
            { kind: 'metric', metric: 'CLS', value: 0.02, rating: 'good' },
            { kind: 'error', message: 'TypeError: x is undefined', source: '/assets/a.js:1:20' },
          ],
        }),
      );
      await store.record(
        aVisit({
          at: hoursAfter(1),
          device: 'desktop',
          records: [
            { kind: 'metric', metric: 'LCP', value: 4500, rating: 'poor' },
            { kind: 'error', message: 'TypeError: x is undefined', source: '/assets/a.js:1:20' },
          ],
        }),
      );
      await store.record(
        aVisit({
          at: hoursAfter(2),
          page: '/',
          records: [
            { kind: 'metric', metric: 'LCP', value: 1800, rating: 'good' },
            { kind: 'error', message: 'Error: otra', source: '/assets/b.js:9:1' },
          ],
        }),
      );
      await store.record(aVisit({ at: hoursAfter(3), records: [] }));
    });
    afterAll(() => subject.close());

    it('groups the values of each page and metric', async () => {
      const groups = await store.samples({ since: T0 });
      const sorted = groups
        .map((g) => ({ ...g, values: [...g.values].sort((a, b) => a - b) }))
        .sort((a, b) => `${a.page}${a.metric}`.localeCompare(`${b.page}${b.metric}`));
      expect(sorted).toEqual([
        { page: '/', metric: 'LCP', values: [1800] },
        { page: '/proteinas/:producto/', metric: 'CLS', values: [0.02] },
        { page: '/proteinas/:producto/', metric: 'LCP', values: [2100.5, 4500] },
      ]);
    });

    it('filters by time, route prefix and device', async () => {
      expect(await store.samples({ since: hoursAfter(0.5), page: '/proteinas/' })).toEqual([
        { page: '/proteinas/:producto/', metric: 'LCP', values: [4500] },
      ]);
      expect(await store.samples({ since: T0, page: '/', device: 'desktop' })).toEqual([
        { page: '/proteinas/:producto/', metric: 'LCP', values: [4500] },
      ]);
      // A LIKE wildcard in the filter is a character, not a pattern.
      expect(await store.samples({ since: T0, page: '/%' })).toEqual([]);
    });

    it('counts errors by message and place, most frequent first, with their pages and last sighting', async () => {
      expect(await store.topErrors({ since: T0 }, 10)).toEqual([
        {
          message: 'TypeError: x is undefined',
          source: '/assets/a.js:1:20',
          count: 2,
          pages: ['/proteinas/:producto/'],
          lastSeen: hoursAfter(1),
        },
        { message: 'Error: otra', source: '/assets/b.js:9:1', count: 1, pages: ['/'], lastSeen: hoursAfter(2) },
      ]);
      expect(await store.topErrors({ since: T0 }, 1)).toHaveLength(1);
      expect(await store.topErrors({ since: T0, device: 'desktop' }, 10)).toMatchObject([{ count: 1 }]);
    });

    it('prunes what was kept before an instant, and says how much', async () => {
      expect(await store.prune(hoursAfter(1.5))).toBe(5);
      expect(await store.samples({ since: T0 })).toEqual([{ page: '/', metric: 'LCP', values: [1800] }]);
      expect(await store.prune(hoursAfter(1.5))).toBe(0);
    });
  });
