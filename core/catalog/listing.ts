import type { Goal } from './product';

/** How a listing can be ordered. `relevancia` puts what is in stock and sells best first (or, searching, what matches best). */
export const SORTS = ['relevancia', 'precio-asc', 'precio-desc', 'nuevos', 'mas-vendidos'] as const;
export type Sort = (typeof SORTS)[number] | 'nombre';

export const SORT_LABELS: Record<(typeof SORTS)[number], string> = {
  'relevancia': 'Relevancia',
  'precio-asc': 'Menor precio',
  'precio-desc': 'Mayor precio',
  'nuevos': 'Más nuevos',
  'mas-vendidos': 'Más vendidos',
};

export const GOALS: readonly Goal[] = ['ganar-masa', 'definir', 'rendimiento', 'salud'];
export const GOAL_LABELS: Record<Goal, string> = {
  'ganar-masa': 'Ganar masa',
  'definir': 'Definir',
  'rendimiento': 'Rendimiento',
  'salud': 'Salud y bienestar',
};

/** What a shopper narrowed a listing to. Empty lists and nulls mean "any". Prices are of the card (cheapest variant). */
export type Filters = {
  readonly brands: readonly string[];
  readonly goals: readonly Goal[];
  readonly flavours: readonly string[];
  readonly priceMin: number | null;
  readonly priceMax: number | null;
  readonly inStock: boolean;
};

export const NO_FILTERS: Filters = {
  brands: [],
  goals: [],
  flavours: [],
  priceMin: null,
  priceMax: null,
  inStock: false,
};

export type FacetValue = { readonly value: string; readonly label: string; readonly count: number };

/** The choices a filter panel offers, with how many products each would show. */
export type Facets = {
  readonly categories: readonly FacetValue[];
  readonly brands: readonly FacetValue[];
  readonly goals: readonly FacetValue[];
  readonly flavours: readonly FacetValue[];
  readonly price: { readonly min: number; readonly max: number } | null;
};

export type ListingParams = { readonly filters: Filters; readonly sort: (typeof SORTS)[number] };

type Params = Record<string, string | readonly string[] | undefined>;

const all = (v: string | readonly string[] | undefined): string[] =>
  v === undefined ? [] : typeof v === 'string' ? [v] : [...v];
const slugLike = /^[a-z0-9][a-z0-9-]{0,60}$/;
const peso = (v: string | readonly string[] | undefined): number | null => {
  const s = all(v)[0]?.replace(/[.\s$]/g, '');
  if (!s || !/^\d{1,10}$/.test(s)) return null;
  return Number(s);
};
const uniqueSorted = (xs: string[]) => [...new Set(xs)].sort();

/**
 * Reads filters and order from a URL query (`marca`, `objetivo`, `sabor`, `precio-min`, `precio-max`,
 * `disponible`, `orden`). Anything unknown or malformed is dropped, never an error: a shared link always opens.
 */
export const parseListingParams = (params: Params): ListingParams => {
  const sort = all(params.orden)[0];
  let priceMin = peso(params['precio-min']);
  let priceMax = peso(params['precio-max']);
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  return {
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as ListingParams['sort']) : 'relevancia',
    filters: {
      brands: uniqueSorted(all(params.marca).filter((b) => slugLike.test(b))).slice(0, 20),
      goals: uniqueSorted(all(params.objetivo).filter((g) => (GOALS as string[]).includes(g))) as Goal[],
      flavours: uniqueSorted(
        all(params.sabor)
          .map((f) => f.trim())
          .filter((f) => f.length > 0 && f.length <= 40),
      ).slice(0, 20),
      priceMin,
      priceMax,
      inStock: all(params.disponible)[0] === '1',
    },
  };
};

/** A listing's query fields in one canonical order (lists sorted, defaults left out), so equal filters always give the
 * same URL. */
export const listingFields = ({ filters, sort }: ListingParams): Record<string, string | readonly string[]> => {
  const fields: Record<string, string | readonly string[]> = {};
  if (filters.brands.length > 0) fields.marca = [...filters.brands].sort();
  if (filters.goals.length > 0) fields.objetivo = [...filters.goals].sort();
  if (filters.flavours.length > 0) fields.sabor = [...filters.flavours].sort();
  if (filters.priceMin !== null) fields['precio-min'] = String(filters.priceMin);
  if (filters.priceMax !== null) fields['precio-max'] = String(filters.priceMax);
  if (filters.inStock) fields.disponible = '1';
  if (sort !== 'relevancia') fields.orden = sort;
  return fields;
};

/** The query string of a listing (`extra` first), in listingFields' canonical order. */
export const listingQuery = (listing: ListingParams, extra: Record<string, string> = {}): string => {
  const q = new URLSearchParams(extra);
  for (const [name, value] of Object.entries(listingFields(listing)))
    for (const v of typeof value === 'string' ? [value] : value) q.append(name, v);
  const s = q.toString();
  return s ? `?${s}` : '';
};

export const hasFilters = (f: Filters) =>
  f.brands.length + f.goals.length + f.flavours.length > 0 || f.priceMin !== null || f.priceMax !== null || f.inStock;
