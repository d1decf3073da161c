import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markNegations, negatedWords, spokenNegations } from '../../../core/catalog/negations';
import { searchConcepts } from '../../../core/catalog/search-phrases';

describe('markNegations', () => {
  it('makes one word of each thing a text says it has none of, and leaves the rest as written', () => {
    expect(markNegations('L-carnitina líquida sin cafeína, 3000 mg por porción.')).toBe(
      'L-carnitina líquida sincafeina, 3000 mg por porción.',
    );
    expect(markNegations('Sin cafeína ni estimulantes')).toBe('sincafeina sinestimulantes');
    expect(markNegations('sin sabor, azúcar ni rellenos.')).toBe('sinsabor sinazucar sinrellenos.');
    expect(markNegations('Libre de gluten y 0 % azúcar, cero grasa')).toBe('singluten y sinazucar, singrasa');
    expect(markNegations('0% lactosa')).toBe('sinlactosa');
    // A list without "ni" negates only its first thing; "sin" inside a word is no negation.
    expect(markNegations('sin cafeína, con creatina')).toBe('sincafeina, con creatina');
    expect(markNegations('vitamina sintética')).toBe('vitamina sintética');
    expect(negatedWords('sin cafeína ni azúcar. Cero azúcar.')).toEqual(['sincafeina', 'sinazucar']);
  });

  it('reads a query the same way: "sin cafeína" searches the one word, typed or not', () => {
    expect(searchConcepts('proteína sin azúcar').map((c) => c.alternatives[0])).toEqual([['proteina'], ['sinazucar']]);
  });

  it("writes search's one word back as the shopper typed it when it shows what it searched", () => {
    expect(spokenNegations('sincafeina proteina', 'Proteína sin cafeína xyzzy')).toBe('sin cafeína proteina');
    expect(spokenNegations('sinazucar sinlactosa', 'sin azúcar ni lactosa 777')).toBe('sin azúcar sin lactosa');
    expect(spokenNegations('sintetica', 'vitamina sintética')).toBe('sintetica');
  });

  it('never throws, and leaves a text without negations as it was', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const marked = markNegations(text);
        if (!/sin|cero|libre|%/i.test(text)) expect(marked).toBe(text);
      }),
      { numRuns: process.env.CI ? 1000 : 200 },
    );
  });
});
