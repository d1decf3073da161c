import { describe, expect, it } from 'vitest';
import { monthKeyOf, publicAlias, rankMonth } from '../../../core/loyalty/ranking';
import { defaultPolicy } from '../../../core/policy/store-policy';

describe('monthly ranking examples', () => {
  it('counts the last evening of a month in Bogotá in that month, though it is already next month in UTC', () => {
    expect(monthKeyOf('2026-04-01T04:59:59Z')).toBe('2026-03');
    expect(monthKeyOf('2026-04-01T05:00:00Z')).toBe('2026-04');
    expect(monthKeyOf('2026-03-31T23:59:59-05:00')).toBe('2026-03');
    expect(monthKeyOf('2027-01-01T00:30:00-05:00')).toBe('2027-01');
  });

  it('shows aliases like "Camila R."', () => {
    expect(publicAlias('  camila andrea ', 'rodríguez gómez')).toBe('Camila R.');
    expect(publicAlias('Ángela', 'ñañez')).toBe('Ángela Ñ.');
    expect(publicAlias('Luis', '')).toBe('Luis');
    expect(publicAlias('', '')).toBe('Cliente');
  });

  it('ranks with shared positions and the level of lifetime points', () => {
    const customers = [
      { customerId: 'a', firstName: 'Ana', lastName: 'Ruiz', lifetimePoints: 2_500 },
      { customerId: 'b', firstName: 'Beto', lastName: 'Díaz', lifetimePoints: 100 },
      { customerId: 'c', firstName: 'Carla', lastName: 'Mejía', lifetimePoints: 12_000 },
    ];
    const events = [
      { customerId: 'a', points: 300, at: '2026-03-02T10:00:00-05:00' },
      { customerId: 'b', points: 300, at: '2026-03-20T10:00:00-05:00' },
      { customerId: 'c', points: 120, at: '2026-03-05T10:00:00-05:00' },
      { customerId: 'c', points: 900, at: '2026-02-28T23:00:00-05:00' },
    ];
    expect(rankMonth('2026-03', events, customers, defaultPolicy)).toEqual([
      { position: 1, customerId: 'a', alias: 'Ana R.', level: 'Oro', points: 300 },
      { position: 1, customerId: 'b', alias: 'Beto D.', level: 'Bronce', points: 300 },
      { position: 3, customerId: 'c', alias: 'Carla M.', level: 'Diamante', points: 120 },
    ]);
  });
});
