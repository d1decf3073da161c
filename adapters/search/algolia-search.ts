import type { SearchResponse } from 'algoliasearch';
import { GOAL_LABELS, type Facets, type FacetValue, type Filters } from '../../core/catalog/listing';
import type { ProductSearch, SearchQuery } from '../../core/catalog/ports';
import type { Goal } from '../../core/catalog/product';
import { CARD_ATTRIBUTES, hitToSuggestion, hitToSummary, splitFacetValue, type CardHit } from './algolia-records';
import { indexForSort, type SearchClient } from './algolia-index';
import { EMPTY_PAGE } from './empty-page';
import { samePlural, typedWords } from '../../core/catalog/search-phrases';
import { readSearchText } from '../../core/catalog/search-quantities';

const FACETS = ['categoryFacet', 'brandFacet', 'goal', 'flavours', 'price'];

// A facet value that starts with "-" would read as a negation.
const facet = (attribute: string, value: string) => `${attribute}:${value.replace(/^-/, '\\-')}`;
const anyOf = (attribute: string, values: readonly string[]) => values.map((v) => facet(attribute, v));

/** The listing's filters as Algolia facet filters (AND of OR-groups) and numeric filters. */
export const algoliaFilters = (category: string | undefined, f: Filters | undefined) => {
  const facetFilters: (string | string[])[] = [];
  if (category) facetFilters.push(facet('category.slug', category));
  if (f?.brands.length) facetFilters.push(anyOf('brand.slug', f.brands));
  if (f?.goals.length) facetFilters.push(anyOf('goal', f.goals));
  if (f?.flavours.length) facetFilters.push(anyOf('flavours', f.flavours));
  if (f?.inStock) facetFilters.push('inStock:true');
  const numericFilters: string[] = [];
  if (f?.priceMin != null) numericFilters.push(`price>=${f.priceMin}`);
  if (f?.priceMax != null) numericFilters.push(`price<=${f.priceMax}`);
  return { facetFilters, numericFilters };
};

const values = (
  counts: Record<string, number> | undefined,
  label: (v: string) => { value: string; label: string },
): FacetValue[] =>
  Object.entries(counts ?? {})
    .map(([v, count]) => ({ ...label(v), count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'es'));

/** The facets of a response, shaped like the store's own. */
export const facetsOfResponse = (r: SearchResponse): Facets => {
  const stats = r.facets_stats?.price;
  return {
    categories: values(r.facets?.categoryFacet, splitFacetValue),
    brands: values(r.facets?.brandFacet, splitFacetValue),
    goals: values(r.facets?.goal, (v) => ({ value: v, label: GOAL_LABELS[v as Goal] ?? v })),
    flavours: values(r.facets?.flavours, (v) => ({ value: v, label: v })),
    price: r.nbHits && stats?.min != null && stats.max != null ? { min: stats.min, max: stats.max } : null,
  };
};

/**
 * What was searched when Algolia left words out (`removeWordsIfNoResults`): `queryAfterRemoval` is the query with
 * the words it left out in `<em>`. When it left every word optional, the words the best hit has (its name, brand or
 * summary). Undefined when nothing was left out.
 */
export const searchedAfterRemoval = (r: SearchResponse<CardHit>): string | undefined => {
  const marked = r.queryAfterRemoval;
  if (!marked || !marked.includes('<em>')) return undefined;
  const kept = marked.replace(/<em>.*?<\/em>/g, ' ');
  // Stop words say nothing of what was searched: "creatina para <em>caballos</em>" searched "creatina".
  if (typedWords(kept).length > 0)
    return typedWords(kept)
      .map((w) => w.typed)
      .join(' ');
  const best = r.hits[0];
  const shown = best ? typedWords(`${best.name} ${best.brand.name} ${best.summary}`).map((w) => w.folded) : [];
  const found = typedWords(marked.replace(/<\/?em>/g, ' ')).filter((w) =>
    shown.some((s) => s.startsWith(w.folded) || samePlural(s, w.folded)),
  );
  return found.length > 0 ? found.map((w) => w.typed).join(' ') : undefined;
};

const isHits = (r: unknown): r is SearchResponse<CardHit> => typeof r === 'object' && r !== null && 'hits' in r;

/**
 * Search in Algolia's hosted index (`index`, with a replica per sort). One multi-query per search: the
 * page with the shopper's filters, and the facets over every match without them. Vendor types stay here.
 */
export const algoliaSearch = (client: SearchClient, index: string): ProductSearch => {
  /** One page and the facets of `words` among the products stating every quantity of `quantities`. */
  const searchFor = async (q: SearchQuery, words: string, quantities: readonly (readonly string[])[]) => {
    const stated = quantities.map((keys) => keys.map((k) => facet('quantityKeys', k)));
    const filters = algoliaFilters(q.category, q.filters);
    const { results } = await client.search<CardHit>({
      requests: [
        {
          indexName: indexForSort(index, q.sort),
          query: words,
          ...filters,
          facetFilters: [...stated, ...filters.facetFilters],
          offset: q.offset,
          length: q.limit,
          attributesToRetrieve: CARD_ATTRIBUTES,
        },
        {
          indexName: index,
          query: words,
          ...(stated.length ? { facetFilters: stated } : {}),
          hitsPerPage: 0,
          facets: FACETS,
          analytics: false,
        },
      ],
    });
    const [page, all] = results;
    if (!isHits(page) || !isHits(all)) throw new Error('Algolia answered a search without hits');
    return { page, all };
  };

  return {
    /**
     * The words typed ("sin cafeína" read as one word) among the products stating each number typed (an OR of the
     * index words that find it, core/catalog/search-quantities.ts). When no product has the words and the numbers, the
     * words alone, saying so (`searched`), as the store's own search does.
     */
    search: async (q: SearchQuery) => {
      const { words, quantities } = readSearchText(q.text);
      const typed = typedWords(words);
      if (typed.length === 0 && quantities.length === 0) return EMPTY_PAGE;
      let found = await searchFor(
        q,
        words,
        quantities.map((x) => x.keys),
      );
      let searched = searchedAfterRemoval(found.page);
      if (quantities.length > 0 && typed.length > 0 && !found.all.nbHits) {
        found = await searchFor(q, words, []);
        searched = searchedAfterRemoval(found.page) ?? typed.map((w) => w.typed).join(' ');
      }
      return {
        items: found.page.hits.map(hitToSummary),
        total: found.page.nbHits ?? 0,
        facets: facetsOfResponse(found.all),
        ...(searched ? { searched } : {}),
      };
    },

    suggest: async (text, limit) => {
      const { words, quantities } = readSearchText(text);
      if (typedWords(words).length === 0 && quantities.length === 0) return [];
      const r = await client.searchSingleIndex<CardHit>({
        indexName: index,
        searchParams: {
          query: words,
          ...(quantities.length
            ? { facetFilters: quantities.map((x) => x.keys.map((k) => facet('quantityKeys', k))) }
            : {}),
          hitsPerPage: limit,
          attributesToRetrieve: CARD_ATTRIBUTES,
        },
      });
      return r.hits.map(hitToSuggestion);
    },
    // The index lives on Algolia's servers: nothing to read ahead here.
    warmUp: async () => undefined,
  };
};
