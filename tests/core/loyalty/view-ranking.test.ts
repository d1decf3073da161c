import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PointsEntry } from '../../../core/loyalty/ports';
import { aliasOfName, parseMonthKey } from '../../../core/loyalty/ranking';
import { viewRanking } from '../../../core/loyalty/view-ranking';
import { defaultPolicy } from '../../../core/policy/store-policy';
import { inMemoryLoyalty } from '../../fakes/in-memory-loyalty';
import { RUNS } from '../support/runs';

const NOW = new Date('2026-11-24T15:00:00Z');
const policy = { ...defaultPolicy, rankingSize: 3 };

/** A ranking over these customers' points (id → [full name, points this month]), seen at NOW. */
const ranking = async (points: Readonly<Record<string, readonly [string, number]>>, extra: PointsEntry[] = []) => {
  const names = new Map(Object.entries(points).map(([id, [name]]) => [id, name]));
  const { store } = inMemoryLoyalty(names);
  await store.record([
    ...Object.entries(points).map(([customerId, [, p]]): PointsEntry => ({
      customerId,
      orderId: null,
      reason: 'adjustment',
      points: p,
      at: new Date('2026-11-05T12:00:00-05:00'),
    })),
    ...extra,
  ]);
  return viewRanking({ loyalty: store, clock: { now: () => NOW }, policy });
};

describe('viewRanking', () => {
  it('shows the current Bogotá month by default: alias, level and points, ties sharing a position, no ids', async () => {
    const view = await ranking({
      a: ['Ana María Ruiz', 300],
      b: ['beto díaz', 300],
      c: ['Carla Mejía', 900],
      d: ['Dora Pérez', 10],
    });
    const result = await view({ customerId: null });
    expect(result.ok && result.value).toEqual({
      month: '2026-11',
      current: '2026-11',
      rows: [
        { position: 1, alias: 'Carla M.', level: 'Plata', points: 900, mine: false },
        { position: 2, alias: 'Ana R.', level: 'Bronce', points: 300, mine: false },
        { position: 2, alias: 'Beto D.', level: 'Bronce', points: 300, mine: false },
      ],
      own: null,
      months: ['2026-11'],
    });
  });

  it('marks the shopper’s own row, and gives their position below the top when they are outside it', async () => {
    const view = await ranking({ a: ['Ana Ruiz', 50], b: ['Beto Díaz', 40], c: ['Carla Mejía', 30], d: ['Dora P', 5] });
    const inside = await view({ customerId: 'b' });
    expect(inside.ok && inside.value.rows.map((r) => r.mine)).toEqual([false, true, false]);
    expect(inside.ok && inside.value.own).toEqual({ position: 2, points: 40, inTop: true });
    const outside = await view({ customerId: 'd' });
    expect(outside.ok && outside.value.rows.some((r) => r.mine)).toBe(false);
    expect(outside.ok && outside.value.own).toEqual({ position: 4, points: 5, inTop: false });
    const without = await view({ customerId: 'nadie' });
    expect(without.ok && without.value.own).toBeNull();
  });

  it('opens an earlier month, and offers the months with points besides the current one, newest first', async () => {
    const october: PointsEntry = {
      customerId: 'a',
      orderId: null,
      reason: 'adjustment',
      points: 70,
      at: new Date('2026-10-31T23:30:00-05:00'),
    };
    const view = await ranking({ a: ['Ana Ruiz', 50] }, [october]);
    const result = await view({ month: '2026-10', customerId: 'a' });
    expect(result.ok && result.value).toMatchObject({
      month: '2026-10',
      current: '2026-11',
      rows: [{ position: 1, alias: 'Ana R.', points: 70, mine: true }],
      months: ['2026-11', '2026-10'],
    });
    const empty = await view({ month: '2024-02', customerId: null });
    expect(empty.ok && empty.value).toMatchObject({ rows: [], months: ['2026-11', '2026-10', '2024-02'] });
  });

  it('refuses a malformed or future month with a Spanish message', async () => {
    const view = await ranking({});
    for (const month of ['2026-13', '2026-1', 'noviembre', '2026-11-01', ' 2026-11', '0000-00']) {
      const result = await view({ month, customerId: null });
      expect(result.ok ? null : result.error.kind).toBe('month-not-found');
    }
    const future = await view({ month: '2026-12', customerId: null });
    expect(future.ok ? null : future.error.message).toMatch(/todavía no ha empezado/);
  });

  it('property: each row’s position is 1 + the customers with more points, the own position agrees with it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.record({ id: fc.stringMatching(/^[a-h]$/), points: fc.integer({ min: -5, max: 8 }) }), {
          selector: (c) => c.id,
        }),
        async (customers) => {
          const view = await ranking(Object.fromEntries(customers.map((c) => [c.id, [`Cliente ${c.id}`, c.points]])));
          const positive = customers.filter((c) => c.points > 0);
          for (const customer of customers) {
            const result = await view({ customerId: customer.id });
            if (!result.ok) throw new Error('refused');
            const { rows, own } = result.value;
            expect(rows.length).toBe(Math.min(policy.rankingSize, positive.length));
            for (const row of rows) expect(row.position).toBe(1 + positive.filter((c) => c.points > row.points).length);
            if (customer.points <= 0) expect(own).toBeNull();
            else {
              expect(own?.position).toBe(1 + positive.filter((c) => c.points > customer.points).length);
              expect(own?.inTop).toBe(rows.some((r) => r.mine));
            }
          }
        },
      ),
      RUNS,
    );
  });
});

describe('month keys and aliases', () => {
  it('reads a month only as YYYY-MM with a real month', () => {
    expect(parseMonthKey('2026-11')).toBe('2026-11');
    expect(parseMonthKey('2026-00')).toBeNull();
    expect(parseMonthKey('26-11')).toBeNull();
    for (const year of ['0001', '1999', '2026', '9999'])
      for (let month = 1; month <= 12; month += 1) {
        const key = `${year}-${String(month).padStart(2, '0')}`;
        expect(parseMonthKey(key)).toBe(key);
      }
  });

  it('makes an alias of a full name: first given name and the initial of the last word', () => {
    expect(aliasOfName('  camila andrea  rodríguez gómez ')).toBe('Camila G.');
    expect(aliasOfName('Ángela Ñañez')).toBe('Ángela Ñ.');
    expect(aliasOfName('Luis')).toBe('Luis');
    expect(aliasOfName('   ')).toBe('Cliente');
  });
});
