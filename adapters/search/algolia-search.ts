import type { SearchResponse } from 'algoliasearch';
import { GOAL_LABELS, type Facets, type FacetValue, type Filters } from '../../core/catalog/listing';
import type { ProductSearch, SearchQuery } from '../../core/catalog/ports';
import type { Goal } from '../../core/catalog/product';
import { CARD_ATTRIBUTES, hitToSuggestion, hitToSummary, splitFacetValue, type CardHit } from './algolia-records';
import { indexForSort, type SearchClient } from './algolia-index';
import { EMPTY_PAGE } from './empty-page';
import { samePlural, typedWords } from '../../core/catalog/search-phrases';

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
export const algoliaSearch = (client: SearchClient, index: string): ProductSearch => ({
  search: async (q: SearchQuery) => {
    if (typedWords(q.text).length === 0) return EMPTY_PAGE;
    const { results } = await client.search<CardHit>({
      requests: [
        {
          indexName: indexForSort(index, q.sort),
          query: q.text,
          ...algoliaFilters(q.category, q.filters),
          offset: q.offset,
          length: q.limit,
          attributesToRetrieve: CARD_ATTRIBUTES,
        },
        { indexName: index, query: q.text, hitsPerPage: 0, facets: FACETS, analytics: false },
      ],
    });
    const [page, all] = results;
    if (!isHits(page) || !isHits(all)) throw new Error('Algolia answered a search without hits');
    const searched = searchedAfterRemoval(page);
    return {
      items: page.hits.map(hitToSummary),
      total: page.nbHits ?? 0,
      facets: facetsOfResponse(all),
      ...(searched ? { searched } : {}),
    };
  },

  suggest: async (text, limit) => {
    if (typedWords(text).length === 0) return [];
    const r = await client.searchSingleIndex<CardHit>({
      indexName: index,
      searchParams: { query: text, hitsPerPage: limit, attributesToRetrieve: CARD_ATTRIBUTES },
    });
    return r.hits.map(hitToSuggestion);
  },
  // The index lives on Algolia's servers: nothing to read ahead here.
  warmUp: async () => undefined,
});
