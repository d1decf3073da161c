import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GOALS, listingQuery, parseListingParams, SORTS, type ListingParams } from '../../../core/catalog/listing';

const runs = { numRuns: process.env.CI ? 1000 : 200 };
const paramsOf = (query: string) => {
  const out: Record<string, string[]> = {};
  for (const [k, v] of new URLSearchParams(query)) (out[k] ??= []).push(v);
  return out;
};

const listing: fc.Arbitrary<ListingParams> = fc
  .record({
    sort: fc.constantFrom(...SORTS),
    brands: fc.uniqueArray(fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/), { maxLength: 4 }),
    goals: fc.uniqueArray(fc.constantFrom(...GOALS), { maxLength: 4 }),
    flavours: fc.uniqueArray(fc.constantFrom('Chocolate', 'Vainilla', 'Cookies & Cream', 'Limón'), { maxLength: 3 }),
    prices: fc.tuple(
      fc.option(fc.integer({ min: 0, max: 9_999_999 })),
      fc.option(fc.integer({ min: 0, max: 9_999_999 })),
    ),
    inStock: fc.boolean(),
  })
  .map(({ sort, brands, goals, flavours, prices: [a, b], inStock }) => {
    const [priceMin, priceMax] = a !== null && b !== null && a > b ? [b, a] : [a, b];
    return {
      sort,
      filters: {
        brands: [...brands].sort(),
        goals: [...goals].sort(),
        flavours: [...flavours].sort(),
        priceMin,
        priceMax,
        inStock,
      },
    };
  });

describe('listing URL parameters', () => {
  it('read back exactly what they wrote, so a shared filtered link opens the same listing', () => {
    fc.assert(
      fc.property(listing, (l) => {
        expect(parseListingParams(paramsOf(listingQuery(l)))).toEqual(l);
      }),
      runs,
    );
  });

  it('write one canonical query for equal listings, whatever order the filters were chosen in', () => {
    fc.assert(
      fc.property(listing, (l) => {
        const shuffled = {
          ...l,
          filters: {
            ...l.filters,
            brands: [...l.filters.brands].reverse(),
            flavours: [...l.filters.flavours].reverse(),
          },
        };
        expect(listingQuery(shuffled)).toBe(listingQuery(l));
      }),
      runs,
    );
  });

  it('never fail on anything a browser can send: unknown values are dropped', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.array(fc.string(), { maxLength: 3 })), (raw) => {
        const { filters, sort } = parseListingParams(raw);
        expect([...SORTS]).toContain(sort);
        expect(filters.priceMin === null || filters.priceMax === null || filters.priceMin <= filters.priceMax).toBe(
          true,
        );
      }),
      runs,
    );
  });

  it('accept prices typed the Colombian way and swap a reversed range', () => {
    expect(parseListingParams({ 'precio-min': '$ 200.000', 'precio-max': '100000' }).filters).toMatchObject({
      priceMin: 100_000,
      priceMax: 200_000,
    });
    expect(parseListingParams({ orden: 'precio-desc', disponible: '1', objetivo: ['definir', 'volar'] })).toMatchObject(
      {
        sort: 'precio-desc',
        filters: { inStock: true, goals: ['definir'] },
      },
    );
  });
});
