import { algoliasearch, type IndexSettings, type SearchClient } from 'algoliasearch';
import type { Sort } from '../../core/catalog/listing';
import type { AlgoliaConfig } from '../config';

export type { SearchClient };

/** `127.0.0.1:4010` or `https://host` → an algoliasearch host; without a scheme, plain HTTP (a local server). */
export const parseHost = (entry: string) => {
  const url = new URL(/^https?:\/\//.test(entry) ? entry : `http://${entry}`);
  return {
    url: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    protocol: url.protocol === 'https:' ? ('https' as const) : ('http' as const),
    accept: 'readWrite' as const,
  };
};

/** How long a shopper's search waits on Algolia (per host tried) before the database answers instead: its defaults are
 * 2 s to connect and 5 s to read (a search client never writes; its default is kept). */
export const SEARCH_TIMEOUTS = { connect: 1000, read: 2000, write: 30_000 };

/** An algoliasearch client with this key, on the configured hosts when there are any. */
export const algoliaClient = (config: AlgoliaConfig, apiKey: string, timeouts?: typeof SEARCH_TIMEOUTS): SearchClient =>
  algoliasearch(config.appId, apiKey, {
    ...(config.hosts.length ? { hosts: config.hosts.map(parseHost) } : {}),
    ...(timeouts ? { timeouts } : {}),
  });

type Replica = { readonly suffix: string; readonly ranking: string };

// Algolia sorts by one ranking per index: each sort but relevance has its own replica of the index.
const REPLICAS: Partial<Record<Sort, Replica>> = {
  'precio-asc': { suffix: 'price_asc', ranking: 'asc(price)' },
  'precio-desc': { suffix: 'price_desc', ranking: 'desc(price)' },
  'nuevos': { suffix: 'newest', ranking: 'desc(createdAt)' },
  'mas-vendidos': { suffix: 'best_sellers', ranking: 'desc(unitsSold)' },
};

/** The index that answers a sort: the main index for relevance (and by name), a replica otherwise. */
export const indexForSort = (index: string, sort: Sort): string => {
  const replica = REPLICAS[sort];
  return replica ? `${index}_${replica.suffix}` : index;
};

const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];

const common: IndexSettings = {
  // The name first (earlier words in it count more), then what describes the product, each less than the one before
  // and wherever its words are: as the store's own search weighs name, then brand/category/goal/flavours, then
  // summary, then ingredients (as search reads them: "sin cafeína" one word, never "cafeína").
  searchableAttributes: [
    'name',
    'unordered(brand.name)',
    'unordered(category.name)',
    'unordered(goalLabel)',
    'unordered(flavours)',
    'unordered(searchSummary)',
    'unordered(searchIngredients)',
  ],
  attributesForFaceting: [
    'brandFacet',
    'categoryFacet',
    'goal',
    'flavours',
    'price',
    'filterOnly(brand.slug)',
    'filterOnly(category.slug)',
    'filterOnly(inStock)',
    'filterOnly(quantityKeys)',
  ],
  // Same tie-breaks as the store's own search: what is in stock, then what sells best.
  customRanking: ['desc(inStock)', 'desc(unitsSold)'],
  indexLanguages: ['es'],
  queryLanguages: ['es'],
  ignorePlurals: ['es'],
  removeStopWords: ['es'],
  // All the words together finding nothing, the last ones are left out until something is found: Spanish shoppers
  // name the product first and qualify it after ("proteína aislada sabor mango"), so the product stays, and the
  // answer is what every kept word finds (the store's own search keeps the best subset the same way), which the
  // storefront can name ("Mostrando resultados para «proteína aislada»") from queryAfterRemoval. 'allOptional' would
  // mix in anything matching any one word ("para mujer") and leave no one phrase to name.
  removeWordsIfNoResults: 'lastWords',
  typoTolerance: true,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  attributesToHighlight: [],
};

/** Every index to configure, the main one first (it declares the replicas), with its settings. */
export const indexSettings = (index: string): { indexName: string; settings: IndexSettings }[] => [
  { indexName: index, settings: { ...common, replicas: Object.values(REPLICAS).map((r) => `${index}_${r.suffix}`) } },
  ...Object.values(REPLICAS).map((r) => ({
    indexName: `${index}_${r.suffix}`,
    settings: { ...common, ranking: [r.ranking, ...DEFAULT_RANKING] },
  })),
];
