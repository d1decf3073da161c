import { describe, expect, it } from 'vitest';
import { pruneVitals, VITALS_PER_IP, type VitalsBatch } from '../../../core/vitals/record-vitals';
import { recording as setUp, T0 } from './recording';

const aBatch = (over: Partial<VitalsBatch> = {}): VitalsBatch => ({
  page: '/proteinas/syntha-6/?sabor=chocolate',
  viewportWidth: 390,
  navigationType: 'navigate',
  metrics: [
    { name: 'LCP', value: 3100 },
    { name: 'CLS', value: 0.02 },
  ],
  errors: [
    {
      message: 'No se pudo guardar ana@example.co',
      source: 'https://fornido.co/assets/index.js?v=1',
      line: 1,
      column: 77,
    },
  ],
  ...over,
});

describe('recording a page visit measured in a browser', () => {
  it('keeps each metric rated by the store, the route, the device and each error without personal data', async () => {
    const { vitals, record } = setUp();
    expect(await record({ batch: aBatch(), ip: '10.0.0.1' })).toEqual({ ok: true, value: undefined });
    const common = { at: T0, page: '/proteinas/:producto/', device: 'mobile' };
    expect(vitals.rows).toEqual([
      { ...common, kind: 'metric', metric: 'LCP', value: 3100, rating: 'needs-improvement' },
      { ...common, kind: 'metric', metric: 'CLS', value: 0.02, rating: 'good' },
      {
        ...common,
        kind: 'error',
        message: 'No se pudo guardar [email]',
        source: 'https://fornido.co/assets/index.js:1:77',
      },
    ]);
  });

  it('counts an unknown address as (other) and a wide screen as desktop', async () => {
    const { vitals, record } = setUp();
    await record({ batch: aBatch({ page: '/wp-admin/', viewportWidth: 1280, errors: [] }), ip: '10.0.0.1' });
    expect(vitals.rows.map((r) => [r.page, r.device])).toEqual([
      ['(other)', 'desktop'],
      ['(other)', 'desktop'],
    ]);
  });

  it('refuses an address past its batches in the window, in Spanish, and lets it send again after', async () => {
    const { vitals, record, clock } = setUp();
    for (let i = 0; i < VITALS_PER_IP.limit; i++) await record({ batch: aBatch({ errors: [] }), ip: '10.0.0.9' });
    const refused = await record({ batch: aBatch(), ip: '10.0.0.9' });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'rate-limited', retryAfterSeconds: 600 } });
    expect((await record({ batch: aBatch(), ip: '10.0.0.10' })).ok).toBe(true);
    expect(vitals.rows).toHaveLength(VITALS_PER_IP.limit * 2 + 3);
    clock.at = new Date(T0.getTime() + VITALS_PER_IP.windowSeconds * 1000);
    expect((await record({ batch: aBatch(), ip: '10.0.0.9' })).ok).toBe(true);
  });
});

describe('pruning old measurements', () => {
  it('forgets what is older than 90 days and keeps the rest', async () => {
    const { vitals, record, clock } = setUp();
    await record({ batch: aBatch({ errors: [] }), ip: '10.0.0.1' });
    clock.at = new Date(T0.getTime() + 90 * 86_400_000);
    await record({ batch: aBatch({ errors: [] }), ip: '10.0.0.1' });
    const prune = pruneVitals({ vitals, clock: { now: () => clock.at } });
    expect(await prune()).toEqual({ pruned: 0 });
    clock.at = new Date(clock.at.getTime() + 1);
    expect(await prune()).toEqual({ pruned: 2 });
    expect(vitals.rows).toHaveLength(2);
  });
});
