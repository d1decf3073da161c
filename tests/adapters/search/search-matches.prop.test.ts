import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_FILTERS, SORTS } from '../../../core/catalog/listing';
import { combine, pageOf, toTermMatches, type FoundMatches } from '../../../adapters/search/search-matches';

/** The database's answer for one term: `n` products with random prices, stock, sales and dates. */
const found = fc
  .array(
    fc.record({
      rank: fc.float({ min: 0, max: 1, noNaN: true }),
      price: fc.integer({ min: 1, max: 9 }),
      inStock: fc.boolean(),
      sold: fc.integer({ min: 0, max: 3 }),
      created: fc.integer({ min: 0, max: 5 }),
    }),
    { maxLength: 60 },
  )
  .map((rows): FoundMatches => ({
    version: 1,
    ids: rows.map((_, i) => i + 1),
    ranks: rows.map((r) => r.rank),
    categoryIds: rows.map(() => 1),
    brandIds: rows.map(() => 1),
    goals: rows.map(() => 'ganar-masa'),
    prices: rows.map((r) => r.price * 10_000),
    inStock: rows.map((r) => r.inStock),
    unitsSold: rows.map((r) => r.sold),
    created: rows.map((r) => r.created),
    flavours: rows.map(() => 'Chocolate'),
    categories: [[1, 'proteinas', 'Proteínas']],
    brands: [[1, 'marca', 'Marca']],
  }));

const query = fc.record({
  sort: fc.constantFrom(...SORTS),
  inStock: fc.boolean(),
  priceMax: fc.option(fc.integer({ min: 1, max: 9 }).map((p) => p * 10_000)),
  limit: fc.integer({ min: 1, max: 12 }),
});

describe('a page of search matches', () => {
  it('walks every filtered match once across pages, in the order asked for, whatever was asked before', () => {
    fc.assert(
      fc.property(found, fc.array(query, { minLength: 1, maxLength: 4 }), (answer, queries) => {
        const matches = combine([toTermMatches(answer)]);
        for (const q of queries) {
          const filters = { ...NO_FILTERS, inStock: q.inStock, priceMax: q.priceMax };
          const wanted = matches.rows.filter(
            (r) => (!q.inStock || r[6]) && (q.priceMax === null || r[5] <= q.priceMax),
          );
          const seen: number[] = [];
          for (let offset = 0; offset <= wanted.length; offset += q.limit) {
            const page = pageOf(matches, { filters, sort: q.sort, offset, limit: q.limit });
            expect(page.total).toBe(wanted.length);
            seen.push(...page.ids);
          }
          expect([...seen].sort((a, b) => a - b)).toEqual(wanted.map((r) => r[0]).sort((a, b) => a - b));
          const byId = new Map(wanted.map((r) => [r[0], r]));
          const prices = seen.map((id) => byId.get(id)![5]);
          if (q.sort === 'precio-asc') expect(prices).toEqual([...prices].sort((a, b) => a - b));
          if (q.sort === 'precio-desc') expect(prices).toEqual([...prices].sort((a, b) => b - a));
        }
      }),
    );
  });
});
