import type { Facets, ListingParams } from './listing';
import { pageCountOf } from './list-category';
import { filteredCards } from './filtered-cards';
import type { ProductSearch, ProductStore, ProductSummary, Suggestion } from './ports';
import { correctedQuery } from './search-correction';
import { readSearchText } from './search-quantities';
import { spokenNegations } from './negations';

export type SearchResult = {
  readonly query: string;
  readonly category: string | null;
  readonly products: readonly ProductSummary[];
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
  readonly listing: ListingParams;
  readonly facets: Facets;
  /** When every word together found nothing: the words searched instead ("Mostrando resultados para «…»"). */
  readonly searched: string | null;
  /** The numbers typed that no product states with the other words, as typed, when the search left them out
   * ("No encontramos «5000» en ningún producto; mostramos resultados para «creatina»"). */
  readonly missingQuantities: readonly string[];
  /** The query spelt as the best match spells it, when a word was read as a typo ("¿Quisiste decir «…»?"). */
  readonly suggestion: string | null;
};

const NO_FACETS: Facets = { categories: [], brands: [], goals: [], flavours: [], price: null };

/** The numbers of a query that a search answered without (`searched` names what it searched instead). */
const missingQuantities = (query: string, searched: string): string[] =>
  readSearchText(query)
    .quantities.map((q) => q.typed)
    .filter((typed) => !` ${searched} `.includes(` ${typed} `));

const spokenOrNull = (text: string | null, query: string) => (text === null ? null : spokenNegations(text, query));

/** What the shopper typed, tidied: trimmed, single spaces, at most 100 characters. */
export const tidyQuery = (text: string) => text.trim().replace(/\s+/g, ' ').slice(0, 100);

/**
 * One page of the products matching what the shopper typed, optionally within one category and with the
 * listing's filters, each card showing the variant the filters point at. An empty query finds nothing; a page past the last shows the last page's number as empty.
 * When all the words together find nothing, the search answers for the best subset of them and says which
 * (`searched`); a word the best match spells otherwise is offered corrected (`suggestion`).
 */
export const searchProducts =
  (deps: { search: ProductSearch; products: Pick<ProductStore, 'findProduct'>; pageSize: number }) =>
  async (input: { query: string; page: number; category?: string; listing: ListingParams }): Promise<SearchResult> => {
    const query = tidyQuery(input.query);
    const page = Number.isSafeInteger(input.page) && input.page >= 1 ? input.page : 1;
    const base = { query, category: input.category ?? null, page, listing: input.listing };
    if (!query)
      return {
        ...base,
        products: [],
        total: 0,
        pageCount: 1,
        facets: NO_FACETS,
        searched: null,
        missingQuantities: [],
        suggestion: null,
      };
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
      products: await filteredCards(deps.products)(found.items, input.listing.filters),
      total: found.total,
      pageCount: pageCountOf(found.total, deps.pageSize),
      facets: found.facets,
      searched: found.searched ? spokenNegations(found.searched, query) : null,
      missingQuantities: found.searched ? missingQuantities(query, found.searched) : [],
      suggestion: spokenOrNull(correctedQuery(found.searched ?? query, found.items[0]), query),
    };
  };

/** Up to six suggestions for the search box once at least two characters are typed. */
export const suggestProducts =
  (deps: { search: ProductSearch }) =>
  async (text: string): Promise<readonly Suggestion[]> => {
    const query = tidyQuery(text);
    return query.length < 2 ? [] : deps.search.suggest(query, 6);
  };
