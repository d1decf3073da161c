import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatQuantity,
  GRAMS_PER_POUND,
  numbersIn,
  parseQuantity,
  readNumber,
  statedQuantities,
  type Quantity,
} from '../../../core/catalog/quantities';
import { productQuantityKeys, quantityKeys, readSearchText, soughtKeys } from '../../../core/catalog/search-quantities';

// fast-check prints the seed and the shrunk counterexample of a failure; those found are fixed cases below.
const runs = { numRuns: process.env.CI ? 1000 : 200 };

const mass = (grams: number): Quantity => ({ kind: 'mass', grams });
/** Whether a product stating `stated` is found by the number typed as `typed`. */
const finds = (stated: string, typed: string) => {
  const keys = new Set(productQuantityKeys({ name: '', texts: [stated] }));
  const [sought] = readSearchText(typed).quantities;
  return sought.keys.some((k) => keys.has(k));
};

const quantity: fc.Arbitrary<Quantity> = fc.oneof(
  fc.double({ min: 0.001, max: 50_000, noNaN: true }).map(mass),
  fc.double({ min: 1, max: 20_000, noNaN: true }).map((millilitres): Quantity => ({ kind: 'volume', millilitres })),
  fc
    .tuple(
      fc.constantFrom('cápsulas' as const, 'tabletas' as const, 'sobres' as const),
      fc.integer({ min: 1, max: 999 }),
    )
    .map(([unit, count]): Quantity => ({ kind: 'count', unit, count })),
);

describe('quantities', () => {
  it('reads units as labels and shoppers write them', () => {
    expect(statedQuantities('1 cucharadita (5 g)')).toEqual([mass(5)]);
    for (const text of ['5000 mg', '5000mg', '5 g', '5g', '5 gr', '5 gramos', '5 GRAMOS', '0,005 kg', '5.000 mg'])
      expect(statedQuantities(text), text).toEqual([mass(5)]);
    expect(statedQuantities('2 lb')).toEqual([mass(2 * GRAMS_PER_POUND)]);
    expect(statedQuantities('1 kg')).toEqual([mass(1000)]);
    expect(statedQuantities('60 cápsulas blandas, 60 caps, 60 softgels')).toEqual(
      Array(3).fill({ kind: 'count', unit: 'cápsulas', count: 60 }),
    );
    expect(statedQuantities('90 tabletas y 30 sobres')).toEqual([
      { kind: 'count', unit: 'tabletas', count: 90 },
      { kind: 'count', unit: 'sobres', count: 30 },
    ]);
    expect(statedQuantities('473 ml · 1,5 l')).toEqual([
      { kind: 'volume', millilitres: 473 },
      { kind: 'volume', millilitres: 1500 },
    ]);
    // Numbers that are no quantity: inside a word, or followed by a word that is no unit.
    expect(statedQuantities('vitamina b12, omega3, 80 porciones, 100%')).toEqual([]);
    expect(readNumber('2,5')).toBe(2.5);
    expect(readNumber('1.000')).toBe(1000);
    expect(parseQuantity(5, 'constructor')).toBeNull();
  });

  it('finds a stated quantity by the same amount in another unit, and not by a different amount', () => {
    expect(finds('2 lb', '907 g')).toBe(true);
    expect(finds('907 g', '2 lb')).toBe(true);
    expect(finds('5 lb', '2,27 kg')).toBe(true);
    expect(finds('1 kg', '1000 g')).toBe(true);
    expect(finds('1 scoop (5 g)', '5000')).toBe(true);
    expect(finds('1 scoop (5 g)', '5000 mg')).toBe(true);
    expect(finds('3000 mg por porción', '3 g')).toBe(true);
    expect(finds('60 cápsulas', '60 caps')).toBe(true);
    expect(finds('60 cápsulas', '60')).toBe(true);
    expect(finds('60 tabletas', '60 caps')).toBe(false);
    expect(finds('1 scoop (50 g)', '5000')).toBe(false);
    expect(finds('1 scoop (5,2 g)', '5 g')).toBe(false);
    expect(finds('1 kg', '2 lb')).toBe(false);
    expect(productQuantityKeys({ name: 'Mass-Tech Extreme 2000', texts: [] })).toEqual(['qn2000']);
    expect(finds('', '2000')).toBe(false);
  });

  it('formats a quantity so that reading it back finds it (round trip)', () => {
    // Found by the property: one decimal printed 1,015 ml as "1 ml", 1,5 % away.
    expect(formatQuantity({ kind: 'volume', millilitres: 1.01503743773321 })).toBe('1,02 ml');
    expect(formatQuantity(mass(2 * GRAMS_PER_POUND))).toBe('907 g');
    expect(formatQuantity(mass(5 * GRAMS_PER_POUND))).toBe('2,27 kg');
    expect(formatQuantity(mass(0.5))).toBe('500 mg');
    fc.assert(
      fc.property(quantity, (q) => {
        const text = formatQuantity(q);
        const [read] = statedQuantities(text);
        expect(read?.kind, text).toBe(q.kind);
        const sought = new Set(soughtKeys({ written: text, value: 0, quantity: read }));
        expect(
          quantityKeys(q).some((k) => sought.has(k)),
          text,
        ).toBe(true);
      }),
      runs,
    );
  });

  it('finds n pounds by their grams rounded as labels print them, and back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), (halves) => {
        const pounds = String(halves / 2).replace('.', ',');
        const grams = `${Math.round((halves / 2) * GRAMS_PER_POUND)} g`;
        expect(finds(`${pounds} lb`, grams), `${pounds} lb ~ ${grams}`).toBe(true);
        expect(finds(grams, `${pounds} lb`), `${grams} ~ ${pounds} lb`).toBe(true);
      }),
      runs,
    );
  });

  it('never throws on any text, and reads numbers only where the text has them', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const found = numbersIn(text);
        for (const n of found) expect(text.slice(n.at, n.end)).toBe(n.written);
        const { words, quantities } = readSearchText(text);
        expect(typeof words).toBe('string');
        for (const q of quantities) expect(q.keys.length).toBeGreaterThan(0);
      }),
      runs,
    );
  });
});
