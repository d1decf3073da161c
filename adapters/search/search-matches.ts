import type { Facets, Filters } from '../../core/catalog/listing';
import type { SearchQuery } from '../../core/catalog/ports';
import { toFacets, type FacetRow } from './postgres-facets';

/** One matching product: what filters, sorts and facets need. */
export type MatchRow = readonly [
  id: number,
  rank: number,
  categoryId: number,
  brandId: number,
  goal: string,
  price: number,
  inStock: boolean,
  unitsSold: number,
  createdMs: number,
  flavours: readonly string[],
  flavourKeys: readonly string[],
];
type Label = [id: number, slug: string, name: string];

/** What `search_matches` (migration 0005) answers for one term: the matches column by column (null when
 * none), the labels of their categories and brands, and the catalogue version they were read at. */
export type FoundMatches = {
  version: number | string;
  ids: number[] | null;
  ranks: number[];
  categoryIds: number[];
  brandIds: number[];
  goals: string[];
  prices: number[];
  inStock: boolean[];
  unitsSold: number[];
  created: (number | string)[];
  flavours: string[];
  categories: Label[] | null;
  brands: Label[] | null;
};

/** The matches of one term of a search, as read at one catalogue version. */
export type TermMatches = {
  readonly version: number;
  readonly rows: readonly MatchRow[];
  readonly categories: ReadonlyMap<number, Label>;
  readonly brands: ReadonlyMap<number, Label>;
};

/** The matches of every term of a search, ready to be filtered, sorted and counted. */
export type Matches = {
  readonly rows: readonly MatchRow[];
  readonly categories: ReadonlyMap<number, Label>;
  readonly brands: ReadonlyMap<number, Label>;
  /** Facets over every match, whatever the filters, so the choices stay visible. */
  readonly facets: Facets;
};

// The flavours of a product arrive joined by the unit separator, which no flavour name contains; the
// filter compares them in lower case, as the catalogue's flavour_keys.
const flavoursOf = (joined: string): [string[], string[]] => {
  const flavours = joined === '' ? [] : joined.split('\x1f');
  return [flavours, flavours.map((f) => f.toLowerCase())];
};

/** Reads the database's answer for one term. */
export const toTermMatches = (f: FoundMatches): TermMatches => ({
  version: Number(f.version),
  rows: (f.ids ?? []).map((id, i): MatchRow => [
    id,
    f.ranks[i],
    f.categoryIds[i],
    f.brandIds[i],
    f.goals[i],
    f.prices[i],
    f.inStock[i],
    f.unitsSold[i],
    Number(f.created[i]),
    ...flavoursOf(f.flavours[i]),
  ]),
  categories: new Map((f.categories ?? []).map((l) => [l[0], l])),
  brands: new Map((f.brands ?? []).map((l) => [l[0], l])),
});

/** The matches of any of several terms (the words a misspelt word is close to): each product once, ranked by the
 * term it matches best; a version of -1 when they were read at different versions (never current). */
export const union = (parts: readonly TermMatches[]): TermMatches => {
  const best = new Map<number, MatchRow>();
  for (const part of parts) {
    for (const row of part.rows) {
      const kept = best.get(row[0]);
      if (!kept || kept[1] < row[1]) best.set(row[0], row);
    }
  }
  const version = parts.every((p) => p.version === parts[0].version) ? parts[0].version : -1;
  return {
    version,
    rows: [...best.values()],
    categories: new Map(parts.flatMap((p) => [...p.categories])),
    brands: new Map(parts.flatMap((p) => [...p.brands])),
  };
};

const count = <K>(keys: Iterable<K>): Map<K, number> => {
  const counts = new Map<K, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
};

const facetsOf = (
  rows: readonly MatchRow[],
  categories: ReadonlyMap<number, Label>,
  brands: ReadonlyMap<number, Label>,
): Facets => {
  const labelled = (kind: string, labels: ReadonlyMap<number, Label>, counts: Map<number, number>): FacetRow[] =>
    [...counts].map(([id, n]) => [kind, labels.get(id)![1], labels.get(id)![2], n]);
  const prices = rows.map((r) => r[5]);
  return toFacets([
    ...labelled('category', categories, count(rows.map((r) => r[2]))),
    ...labelled('brand', brands, count(rows.map((r) => r[3]))),
    ...[...count(rows.map((r) => r[4]))].map(([goal, n]): FacetRow => ['goal', goal, goal, n]),
    ...[...count(rows.flatMap((r) => r[9]))].map(([flavour, n]): FacetRow => ['flavour', flavour, flavour, n]),
    ['price', String(Math.min(...prices)), String(Math.max(...prices)), rows.length],
  ]);
};

/** The products matching every term (the words of one phrase, or every part of a search), ranked by the sum of their
 * terms' ranks; the labels are the narrowest term's, which cover its rows. */
export const intersect = (terms: readonly TermMatches[]): TermMatches => {
  const [narrowest, ...others] = [...terms].sort((a, b) => a.rows.length - b.rows.length);
  if (others.length === 0) return narrowest;
  const ranksOf = others.map((t) => new Map(t.rows.map((r) => [r[0], r[1]])));
  const rows = narrowest.rows.flatMap((row): MatchRow[] => {
    const [id, rank, ...rest] = row;
    let sum = rank;
    for (const ranks of ranksOf) {
      const other = ranks.get(id);
      if (other === undefined) return [];
      sum += other;
    }
    return [[id, sum, ...rest]];
  });
  const version = terms.every((t) => t.version === narrowest.version) ? narrowest.version : -1;
  return { version, rows, categories: narrowest.categories, brands: narrowest.brands };
};

/** The products matching every term of a search, with their facets. */
export const combine = (terms: readonly TermMatches[]): Matches => {
  const { rows, categories, brands } = intersect(terms);
  return { rows, categories, brands, facets: facetsOf(rows, categories, brands) };
};

const keep = (m: Matches, category: string | undefined, f: Filters | undefined) => {
  const brands = new Set(f?.brands);
  const goals = new Set<string>(f?.goals);
  const flavours = new Set(f?.flavours.map((x) => x.toLowerCase()));
  return (r: MatchRow): boolean =>
    (category === undefined || m.categories.get(r[2])![1] === category) &&
    (brands.size === 0 || brands.has(m.brands.get(r[3])![1])) &&
    (goals.size === 0 || goals.has(r[4])) &&
    (flavours.size === 0 || r[10].some((k) => flavours.has(k))) &&
    (f?.priceMin == null || r[5] >= f.priceMin) &&
    (f?.priceMax == null || r[5] <= f.priceMax) &&
    (!f?.inStock || r[6]);
};

const desc = (a: number, b: number) => b - a;
const asc = (a: number, b: number) => a - b;
const bool = (b: boolean) => (b ? 1 : 0);

/** The shoppers' orders, as the catalogue's (cardOrder in adapters/persistence/catalog-sql.ts), ties broken by id. */
const ORDERS: Record<SearchQuery['sort'], (a: MatchRow, b: MatchRow) => number> = {
  'relevancia': (a, b) => desc(a[1], b[1]) || desc(bool(a[6]), bool(b[6])) || desc(a[7], b[7]) || asc(a[0], b[0]),
  'mas-vendidos': (a, b) => desc(a[7], b[7]) || asc(a[0], b[0]),
  'precio-asc': (a, b) => asc(a[5], b[5]) || asc(a[0], b[0]),
  'precio-desc': (a, b) => desc(a[5], b[5]) || asc(a[0], b[0]),
  'nuevos': (a, b) => desc(a[8], b[8]) || desc(a[0], b[0]),
};

// Each order is worked out once per set of matches (kept while its terms are cached): a page is then one pass over
// the rows in that order, filtering as it goes, with no sort per search.
const sorted = new WeakMap<Matches, Map<SearchQuery['sort'], readonly MatchRow[]>>();

const rowsIn = (m: Matches, sort: SearchQuery['sort']): readonly MatchRow[] => {
  const orders = sorted.get(m) ?? new Map<SearchQuery['sort'], readonly MatchRow[]>();
  sorted.set(m, orders);
  const kept = orders.get(sort);
  if (kept) return kept;
  const rows = [...m.rows].sort(ORDERS[sort]);
  orders.set(sort, rows);
  return rows;
};

/** The ids of one page of the matches after the filters, in the order asked for, and how many there are in all. */
export const pageOf = (
  m: Matches,
  q: Pick<SearchQuery, 'category' | 'filters' | 'sort' | 'offset' | 'limit'>,
): { ids: number[]; total: number } => {
  const wanted = keep(m, q.category, q.filters);
  const ids: number[] = [];
  let total = 0;
  for (const row of rowsIn(m, q.sort)) {
    if (!wanted(row)) continue;
    if (total >= q.offset && ids.length < q.limit) ids.push(row[0]);
    total++;
  }
  return { ids, total };
};
