import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chosenVariant,
  filtersVariants,
  meetsFilters,
  type VariantFilters,
} from '../../../core/catalog/filtered-variant';
import { NO_FILTERS } from '../../../core/catalog/listing';
import { pesos } from '../../../core/shared/money';

// fast-check prints the seed and path of any failure; a counterexample it finds becomes a case of the last describe.
const runs = { numRuns: process.env.CI ? 1000 : 300 };
const FLAVOURS = ['Chocolate', 'Vainilla', 'Fresa', 'Cookies & Cream'];

const variant = fc.record({
  flavour: fc.option(fc.constantFrom(...FLAVOURS), { nil: null }),
  price: fc.integer({ min: 10_000, max: 500_000 }).map(pesos),
  stock: fc.constantFrom(0, 0, 1, 7),
});
const variants = fc.array(variant, { minLength: 1, maxLength: 8 });
const filters: fc.Arbitrary<VariantFilters> = fc
  .record({
    flavours: fc.uniqueArray(
      fc.constantFrom(...FLAVOURS).chain((f) => fc.constantFrom(f, f.toLowerCase(), f.toUpperCase())),
      { maxLength: 2 },
    ),
    prices: fc.tuple(
      fc.option(fc.integer({ min: 0, max: 600_000 }), { nil: null }),
      fc.option(fc.integer({ min: 0, max: 600_000 }), { nil: null }),
    ),
    inStock: fc.boolean(),
  })
  .map(({ flavours, prices: [a, b], inStock }) => {
    const [priceMin, priceMax] = a !== null && b !== null && a > b ? [b, a] : [a, b];
    return { flavours, priceMin, priceMax, inStock };
  });

describe('the variant a listing’s filters point at', () => {
  it('meets every chosen filter whenever any variant does', () => {
    fc.assert(
      fc.property(variants, filters, (vs, f) => {
        const chosen = chosenVariant(vs, f)!;
        expect(vs).toContain(chosen);
        if (vs.some((v) => meetsFilters(v, f))) expect(meetsFilters(chosen, f)).toBe(true);
      }),
      runs,
    );
  });

  it('has the ticked flavour whenever the product comes in it, whatever the price range', () => {
    fc.assert(
      fc.property(variants, filters, (vs, f) => {
        const ticked = (flavour: string | null) => f.flavours.some((x) => x.toLowerCase() === flavour?.toLowerCase());
        if (vs.some((v) => ticked(v.flavour))) expect(ticked(chosenVariant(vs, f)!.flavour)).toBe(true);
      }),
      runs,
    );
  });

  it('is in stock and the cheapest among the variants meeting every filter, the earliest of equals', () => {
    fc.assert(
      fc.property(variants, filters, (vs, f) => {
        const meeting = vs.filter((v) => meetsFilters(v, f));
        fc.pre(meeting.length > 0);
        const chosen = chosenVariant(vs, f)!;
        const best = meeting.some((v) => v.stock > 0) ? meeting.filter((v) => v.stock > 0) : meeting;
        const cheapest = Math.min(...best.map((v) => v.price));
        expect(chosen).toBe(best.find((v) => v.price === cheapest));
      }),
      runs,
    );
  });

  it('is only asked for when a filter names a flavour, a price range or stock', () => {
    fc.assert(
      fc.property(filters, (f) => {
        expect(filtersVariants(f)).toBe(
          f.flavours.length > 0 || f.priceMin !== null || f.priceMax !== null || f.inStock,
        );
      }),
      runs,
    );
    expect(filtersVariants(NO_FILTERS)).toBe(false);
  });
});

describe('fixed cases', () => {
  const v = (flavour: string, price: number, stock: number) => ({ flavour, price: pesos(price), stock });
  it('keeps the ticked flavour over a cheaper one in the price range', () => {
    // Vainilla only in 5 lb, above the range; Chocolate 2 lb within it: the shopper asked for Vainilla.
    const vs = [v('Chocolate', 199_900, 5), v('Vainilla', 409_900, 5)];
    expect(chosenVariant(vs, { flavours: ['Vainilla'], priceMin: null, priceMax: 250_000, inStock: false })).toBe(
      vs[1],
    );
  });
  it('prefers the ticked flavour in stock, then the cheaper size', () => {
    const vs = [
      v('Chocolate', 199_900, 5),
      v('Vainilla', 199_900, 0),
      v('Vainilla', 409_900, 2),
      v('Vainilla', 299_900, 2),
    ];
    expect(chosenVariant(vs, { ...NO_FILTERS, flavours: ['vainilla'] })).toBe(vs[3]);
  });
});
