import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { macroShares } from '../../../web/lib/macro-shares';

describe('macroShares', () => {
  it('gives each macro its calories (4, 9 and 4 kcal a gram) and whole shares of their sum', () => {
    expect(macroShares({ proteinGrams: 112, fatGrams: 58, carbsGrams: 277 })).toEqual([
      { macro: 'protein', label: 'Proteína', grams: 112, kcal: 448, percent: 22 },
      { macro: 'fat', label: 'Grasa', grams: 58, kcal: 522, percent: 25 },
      { macro: 'carbs', label: 'Carbohidratos', grams: 277, kcal: 1108, percent: 53 },
    ]);
  });

  it('rounds the shares so they always add up to 100 %, each within a point of the exact share', () => {
    const grams = fc.integer({ min: 0, max: 2000 });
    fc.assert(
      fc.property(grams, grams, grams, (proteinGrams, fatGrams, carbsGrams) => {
        fc.pre(proteinGrams + fatGrams + carbsGrams > 0);
        const shares = macroShares({ proteinGrams, fatGrams, carbsGrams });
        const total = shares.reduce((sum, s) => sum + s.kcal, 0);
        expect(shares.reduce((sum, s) => sum + s.percent, 0)).toBe(100);
        for (const s of shares) expect(Math.abs(s.percent - (s.kcal * 100) / total)).toBeLessThan(1);
      }),
    );
  });

  it('shows no shares of nothing', () => {
    expect(macroShares({ proteinGrams: 0, fatGrams: 0, carbsGrams: 0 }).map((s) => s.percent)).toEqual([0, 0, 0]);
  });
});
