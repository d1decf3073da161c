import type { Facets, ListingParams } from './listing';
import { pageCountOf } from './list-category';
import type { ProductSearch, ProductSummary, Suggestion } from './ports';

export type SearchResult = {
  readonly query: string;
  readonly category: string | null;
  readonly products: readonly ProductSummary[];
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
  readonly listing: ListingParams;
  readonly facets: Facets;
};

const NO_FACETS: Facets = { categories: [], brands: [], goals: [], flavours: [], price: null };

/** What the shopper typed, tidied: trimmed, single spaces, at most 100 characters. */
export const tidyQuery = (text: string) => text.trim().replace(/\s+/g, ' ').slice(0, 100);

/**
 * One page of the products matching what the shopper typed, optionally within one category and with the
 * listing's filters. An empty query finds nothing; a page past the last shows the last page's number as empty.
 */
export const searchProducts =
  (deps: { search: ProductSearch; pageSize: number }) =>
  async (input: { query: string; page: number; category?: string; listing: ListingParams }): Promise<SearchResult> => {
    const query = tidyQuery(input.query);
    const page = Number.isSafeInteger(input.page) && input.page >= 1 ? input.page : 1;
    const base = { query, category: input.category ?? null, page, listing: input.listing };
    if (!query) return { ...base, products: [], total: 0, pageCount: 1, facets: NO_FACETS };
    const found = await deps.search.search({
      text: query,
      category: input.category,
      filters: input.listing.filters,
      sort: input.listing.sort,
      offset: (page - 1) * deps.pageSize,
      limit: deps.pageSize,
    });
    return {
      ...base,
      products: found.items,
      total: found.total,
      pageCount: pageCountOf(found.total, deps.pageSize),
      facets: found.facets,
    };
  };

/** Up to six suggestions for the search box once at least two characters are typed. */
export const suggestProducts =
  (deps: { search: ProductSearch }) =>
  async (text: string): Promise<readonly Suggestion[]> => {
    const query = tidyQuery(text);
    return query.length < 2 ? [] : deps.search.suggest(query, 6);
  };
