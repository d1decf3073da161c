import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  monthKeyOf,
  publicAlias,
  rankMonth,
  type PointsEvent,
  type RankedCustomer,
} from '../../../core/loyalty/ranking';
import { defaultPolicy } from '../../../core/policy/store-policy';
import { RUNS } from '../support/runs';

const anInstant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) });
const CUSTOMERS: readonly RankedCustomer[] = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8'].map(
  (customerId, index) => ({
    customerId,
    firstName: ['camila andrea', 'JUAN', 'Ángela', 'luis', 'María José', 'Ñusta', 'pedro', 'Sofía'][index],
    lastName: ['rodríguez', 'Pérez', 'Ñañez', 'ospina', 'Gómez', 'Quispe', 'úsuga', 'Vélez'][index],
    lifetimePoints: index * 1_500,
  }),
);
const anEvent: fc.Arbitrary<PointsEvent> = fc.record({
  customerId: fc.constantFrom(...CUSTOMERS.map((customer) => customer.customerId)),
  points: fc.integer({ min: -50, max: 500 }),
  at: fc.integer({ min: Date.UTC(2026, 0, 20), max: Date.UTC(2026, 2, 10) }),
});

describe('monthly ranking', () => {
  it('the month key is the month in Bogotá (UTC−5, no daylight saving), in any written zone', () => {
    fc.assert(
      fc.property(anInstant, (millis) => {
        const expected = new Date(millis - 5 * 3_600_000).toISOString().slice(0, 7);
        expect(monthKeyOf(millis)).toBe(expected);
        expect(monthKeyOf(new Date(millis).toISOString())).toBe(expected);
        expect(monthKeyOf(new Date(millis))).toBe(expected);
      }),
      RUNS,
    );
  });

  it('lists at most RANKING_SIZE customers by month points, ties sharing a position, nobody better left out', () => {
    fc.assert(
      fc.property(fc.array(anEvent, { maxLength: 60 }), fc.integer({ min: 1, max: 10 }), (events, rankingSize) => {
        const month = '2026-02';
        const rows = rankMonth(month, events, CUSTOMERS, { ...defaultPolicy, rankingSize });
        const monthPoints = (id: string) =>
          events
            .filter((event) => event.customerId === id && monthKeyOf(event.at) === month)
            .reduce((total, event) => total + event.points, 0);
        expect(rows.length).toBeLessThanOrEqual(rankingSize);
        rows.forEach((row, index) => {
          expect(row.points).toBe(monthPoints(row.customerId));
          expect(row.points).toBeGreaterThan(0);
          if (index > 0) expect(row.points).toBeLessThanOrEqual(rows[index - 1].points);
          expect(row.position).toBe(rows.findIndex((other) => other.points === row.points) + 1);
        });
        const lowest = rows.length === rankingSize ? rows[rows.length - 1].points : 1;
        for (const customer of CUSTOMERS) {
          if (!rows.some((row) => row.customerId === customer.customerId))
            expect(monthPoints(customer.customerId)).toBeLessThanOrEqual(Math.max(0, lowest));
        }
      }),
      RUNS,
    );
  });

  it('the public alias is the first given name and the surname initial, never the whole surname', () => {
    const aWord = fc.stringMatching(/^[a-záéíóúñü]{2,12}$/);
    fc.assert(
      fc.property(
        fc.array(aWord, { minLength: 1, maxLength: 3 }),
        fc.array(aWord, { minLength: 1, maxLength: 2 }),
        (given, surnames) => {
          const alias = publicAlias(given.join(' '), surnames.join(' '));
          expect(alias).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
          expect(alias.toLowerCase().startsWith(given[0])).toBe(true);
          expect(alias.endsWith(`${surnames[0][0].toUpperCase()}.`)).toBe(true);
        },
      ),
      RUNS,
    );
  });
});
