import { describe, expect, it } from 'vitest';
import { giftCreditPoints, levelOf, levelProgress, levelsOf } from '../../../core/loyalty/levels';
import { defaultPolicy } from '../../../core/policy/store-policy';
import { pesos } from '../../../core/shared/money';

describe('loyalty levels examples', () => {
  it('names the five levels with their thresholds and Spanish benefits', () => {
    expect(levelsOf(defaultPolicy).map(({ name, minPoints }) => [name, minPoints])).toEqual([
      ['Bronce', 0],
      ['Plata', 500],
      ['Oro', 2_000],
      ['Platino', 5_000],
      ['Diamante', 10_000],
    ]);
    for (const level of levelsOf(defaultPolicy)) expect(level.benefits.length).toBeGreaterThan(0);
  });

  it('places 499 points in Bronce and 500 in Plata', () => {
    expect(levelOf(499, defaultPolicy).name).toBe('Bronce');
    expect(levelOf(500, defaultPolicy).name).toBe('Plata');
  });

  it('shows the way to the next level', () => {
    expect(levelProgress(1_250, defaultPolicy)).toMatchObject({
      level: { name: 'Plata' },
      next: { name: 'Oro' },
      pointsToNext: 750,
      percent: 50,
    });
    expect(levelProgress(12_000, defaultPolicy)).toMatchObject({
      level: { name: 'Diamante' },
      next: null,
      pointsToNext: 0,
      percent: 100,
    });
  });

  it('gives 1 point per 1 000 pesos of gift credit earned', () => {
    expect(giftCreditPoints(pesos(21_000), defaultPolicy)).toBe(21);
    expect(giftCreditPoints(pesos(999), defaultPolicy)).toBe(0);
  });
});
