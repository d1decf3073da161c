// The search semantics of the fake Algolia (see algolia-server.ts): a small, readable model of what the
// real engine does with the parameters the store sends, not a reimplementation of Algolia.

export type AlgoliaObject = Record<string, unknown> & { objectID: string };
export type Settings = Record<string, unknown>;
export type Params = Record<string, unknown>;

const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];
// A few Spanish stop words, enough for "proteína de suero"; Algolia's own list is longer.
const STOP_WORDS = new Set(['de', 'del', 'la', 'las', 'el', 'los', 'en', 'y', 'con', 'para', 'por', 'un', 'una', 'al']);

/** Lower case without accents, as Algolia normalises text before matching. */
export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const words = (s: string) =>
  fold(s)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Values at a dotted path; arrays are flattened (`flavours`, `brand.name`). */
export const valuesAt = (o: unknown, path: string): unknown[] => {
  const value = path
    .split('.')
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), o);
  return value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
};

/** Edit distance where swapping two neighbouring letters counts as one typo (optimal string alignment). */
export const typoDistance = (a: string, b: string): number => {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
};

type Match = { typos: number; attribute: number; exact: number };

const wordTypos = (q: string, w: string, prefix: boolean, s: Settings): number => {
  if (q === w) return 0;
  const plural = s.ignorePlurals !== false && (w === `${q}s` || w === `${q}es` || q === `${w}s` || q === `${w}es`);
  if (plural || (prefix && w.startsWith(q))) return 0;
  const allowed =
    s.typoTolerance === false
      ? 0
      : q.length >= Number(s.minWordSizefor2Typos ?? 8)
        ? 2
        : q.length >= Number(s.minWordSizefor1Typo ?? 4)
          ? 1
          : 0;
  if (allowed === 0) return Infinity;
  const d = Math.min(
    typoDistance(q, w),
    prefix && w.length > q.length ? typoDistance(q, w.slice(0, q.length)) : Infinity,
  );
  return d <= allowed ? d : Infinity;
};

/** How a record matches the query (every word must match, the last one as a prefix), or null. */
export const matchRecord = (o: AlgoliaObject, query: string, s: Settings): Match | null => {
  let q = words(query);
  if (s.removeStopWords && q.some((w) => !STOP_WORDS.has(w))) q = q.filter((w) => !STOP_WORDS.has(w));
  const attributes = ((s.searchableAttributes as string[] | undefined) ?? Object.keys(o)).map((a) =>
    a.replace(/^unordered\((.*)\)$/, '$1'),
  );
  const fields = attributes.map((a) => valuesAt(o, a).flatMap((v) => words(String(v))));
  const match: Match = { typos: 0, attribute: Infinity, exact: 0 };
  for (const [i, qw] of q.entries()) {
    let best = { typos: Infinity, attribute: Infinity, exact: false };
    fields.forEach((field, attribute) => {
      for (const w of field) {
        const typos = wordTypos(qw, w, i === q.length - 1, s);
        if (typos < best.typos || (typos === best.typos && attribute < best.attribute))
          best = { typos, attribute, exact: typos === 0 && w.length <= qw.length + 2 };
      }
    });
    if (best.typos === Infinity) return null;
    match.typos += best.typos;
    match.attribute = Math.min(match.attribute, best.attribute);
    if (best.exact) match.exact++;
  }
  return match;
};

const byAttribute = (attr: string, dir: number) => (a: AlgoliaObject, b: AlgoliaObject) => {
  const [x, y] = [Number(valuesAt(a, attr)[0] ?? 0), Number(valuesAt(b, attr)[0] ?? 0)];
  return dir * (x - y);
};

/** Orders matches by the index's ranking formula; ties keep the order the records were indexed in. */
export const rank = (found: { o: AlgoliaObject; m: Match }[], s: Settings) => {
  const custom = ((s.customRanking as string[] | undefined) ?? []).map((c) => /^(asc|desc)\((.+)\)$/.exec(c)!);
  const criteria = ((s.ranking as string[] | undefined) ?? DEFAULT_RANKING).flatMap(
    (c): ((a: (typeof found)[0], b: (typeof found)[0]) => number)[] => {
      const sortBy = /^(asc|desc)\((.+)\)$/.exec(c);
      if (sortBy) return [(a, b) => byAttribute(sortBy[2], sortBy[1] === 'asc' ? 1 : -1)(a.o, b.o)];
      if (c === 'typo') return [(a, b) => a.m.typos - b.m.typos];
      if (c === 'attribute') return [(a, b) => a.m.attribute - b.m.attribute];
      if (c === 'exact') return [(a, b) => b.m.exact - a.m.exact];
      if (c === 'custom')
        return custom.map(
          ([, dir, attr]) =>
            (a, b) =>
              byAttribute(attr, dir === 'asc' ? 1 : -1)(a.o, b.o),
        );
      return [];
    },
  );
  return [...found].sort((a, b) => {
    for (const criterion of criteria) {
      const r = criterion(a, b);
      if (r !== 0 && !Number.isNaN(r)) return r;
    }
    return 0;
  });
};

const facetFilterMatches = (o: AlgoliaObject, filter: string) => {
  const colon = filter.indexOf(':');
  const [attr, value] = [filter.slice(0, colon), filter.slice(colon + 1).replace(/^\\-/, '-')];
  return valuesAt(o, attr).some((v) => fold(String(v)) === fold(value));
};

const NUMERIC = /^([\w.]+)\s*(<=|>=|!=|<|>|=)\s*(-?\d+(?:\.\d+)?)$/;
const numericMatches = (o: AlgoliaObject, filter: string) => {
  const [, attr, op, n] = NUMERIC.exec(filter) ?? [];
  if (!attr) throw new Error(`fake Algolia: cannot read numeric filter "${filter}"`);
  const x = Number(valuesAt(o, attr)[0]);
  const y = Number(n);
  return { '<=': x <= y, '>=': x >= y, '!=': x !== y, '<': x < y, '>': x > y, '=': x === y }[op]!;
};

const all = (o: AlgoliaObject, filters: unknown, test: (o: AlgoliaObject, f: string) => boolean) =>
  ((filters as (string | string[])[] | undefined) ?? []).every((group) =>
    Array.isArray(group) ? group.some((f) => test(o, f)) : test(o, group),
  );

/** Records passing `facetFilters` (AND of OR-groups) and `numericFilters`. */
export const filterRecords = (records: AlgoliaObject[], p: Params) =>
  records.filter((o) => all(o, p.facetFilters, facetFilterMatches) && all(o, p.numericFilters, numericMatches));
