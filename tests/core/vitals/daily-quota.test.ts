import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ROW_BYTES,
  storedBytes,
  VITALS_A_DAY_IN_ALL,
  VITALS_A_DAY_PER_ADDRESS,
} from '../../../core/vitals/daily-quota';
import type { VitalsVisit } from '../../../core/vitals/ports';
import { VITALS_PER_IP, type VitalsBatch } from '../../../core/vitals/record-vitals';
import { type inMemoryVitals } from '../../fakes/in-memory-vitals';
import { RUNS } from '../support/runs';
import { recording, T0 } from './recording';

const DAY = 86_400_000;
/** As often as the batch limit lets one address send: a full window's batches spread evenly. */
const BATCH_GAP = (VITALS_PER_IP.windowSeconds * 1000) / VITALS_PER_IP.limit;

const setUp = () => {
  const { vitals, record, clock } = recording();
  return { vitals, record, clock, tick: () => (clock.at = new Date(clock.at.getTime() + BATCH_GAP)) };
};

const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
/** A real page visit: the five metrics, nothing else. */
const aVisit: VitalsBatch = {
  page: '/proteinas/syntha-6/',
  viewportWidth: 390,
  navigationType: 'navigate',
  metrics: METRICS.map((name) => ({ name, value: 100 })),
  errors: [],
};
/** The largest batch the edge lets through: twenty metrics and ten long errors. */
const aFullBatch: VitalsBatch = {
  ...aVisit,
  metrics: Array.from({ length: 20 }, (_, i) => ({ name: METRICS[i % 5], value: 100 })),
  errors: Array.from({ length: 10 }, (_, i) => ({
    message: `${i} ${'é'.repeat(400)}`,
    source: `https://fornido.co/assets/${'a'.repeat(300)}.js`,
    line: 1_000_000,
    column: 1_000_000,
  })),
};

/** The bytes of the rows the fake kept, counted as the quota counts them. */
const keptBytes = (rows: ReturnType<typeof inMemoryVitals>['rows']) =>
  rows.reduce(
    (sum, r) =>
      sum + storedBytes({ at: r.at, page: r.page, device: 'mobile', navigationType: 'navigate', records: [r] }),
    0,
  );

describe('the day’s quota of stored measurements', () => {
  it('one address sending real visits all day keeps a thousand of them; another address and the next day go on', async () => {
    const { vitals, record, clock, tick } = setUp();
    let kept = 0;
    while ((await record({ batch: aVisit, ip: '2001:db8::/64' })).ok) {
      kept += 1;
      tick();
    }
    expect(kept).toBe(VITALS_A_DAY_PER_ADDRESS.rows / METRICS.length);
    expect(vitals.rows).toHaveLength(VITALS_A_DAY_PER_ADDRESS.rows);
    expect((await record({ batch: aVisit, ip: '203.0.113.5' })).ok).toBe(true);
    clock.at = new Date(T0.getTime() + DAY);
    expect((await record({ batch: aVisit, ip: '2001:db8::/64' })).ok).toBe(true);
  });

  it('one address sending the largest batches is stopped by the bytes it stores, in Spanish', async () => {
    const { vitals, record, tick } = setUp();
    let answer = await record({ batch: aFullBatch, ip: '198.51.100.1' });
    while (answer.ok) {
      tick();
      answer = await record({ batch: aFullBatch, ip: '198.51.100.1' });
    }
    expect(answer).toMatchObject({ ok: false, error: { kind: 'rate-limited', message: /inténtalo de nuevo/ } });
    expect(vitals.rows.length).toBeLessThan(VITALS_A_DAY_PER_ADDRESS.rows);
    expect(keptBytes(vitals.rows)).toBeLessThanOrEqual(VITALS_A_DAY_PER_ADDRESS.bytes);
    expect(keptBytes(vitals.rows)).toBeGreaterThan(VITALS_A_DAY_PER_ADDRESS.bytes - storedBytes(visitOf(aFullBatch)));
  });

  it('all addresses together store at most the day’s rows, however many addresses send', async () => {
    const { vitals, record, clock, tick } = setUp();
    const full = { ...aFullBatch, errors: [] };
    // Each address sends until refused, then the next takes over; it ends when a fresh address is refused.
    for (let address = 0, sent = 0; ;) {
      if ((await record({ batch: full, ip: `10.0.${address >> 8}.${address & 255}` })).ok) {
        sent += 1;
        tick();
      } else if (sent === 0) break;
      else [address, sent] = [address + 1, 0];
    }
    expect(vitals.rows).toHaveLength(VITALS_A_DAY_IN_ALL.rows);
    expect((await record({ batch: aVisit, ip: '192.0.2.1' })).ok).toBe(false);
    clock.at = new Date(T0.getTime() + DAY);
    expect((await record({ batch: aVisit, ip: '192.0.2.1' })).ok).toBe(true);
  });
});

const visitOf = (batch: VitalsBatch): VitalsVisit => ({
  at: T0,
  page: '/proteinas/:producto/',
  device: 'mobile',
  navigationType: batch.navigationType,
  records: [
    ...batch.metrics.map((m) => ({ kind: 'metric' as const, metric: m.name, value: m.value, rating: 'good' as const })),
    ...batch.errors.map((e) => ({ kind: 'error' as const, message: e.message.slice(0, 300), source: e.source })),
  ],
});

describe('storedBytes', () => {
  it('counts each row’s fixed part and its texts in UTF-8, as PostgreSQL stores them', () => {
    const anError = fc.record({ kind: fc.constant('error' as const), message: fc.string(), source: fc.string() });
    fc.assert(
      fc.property(fc.string(), fc.array(anError, { maxLength: 5 }), (page, errors) => {
        const visit: VitalsVisit = { at: T0, page, device: 'mobile', navigationType: 'navigate', records: errors };
        const texts = errors.map(
          (e) => Buffer.byteLength(page) + Buffer.byteLength(e.message) + Buffer.byteLength(e.source),
        );
        expect(storedBytes(visit)).toBe(texts.reduce((a, b) => a + b, 0) + ROW_BYTES * errors.length);
      }),
      RUNS,
    );
  });
});
