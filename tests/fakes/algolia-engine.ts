// The search semantics of the fake Algolia (see algolia-server.ts): a small, readable model of what the
// real engine does with the parameters the store sends, not a reimplementation of Algolia.

import { fold, queryParts, words, type QueryPart, type SynonymObject } from './algolia-synonyms';

export type AlgoliaObject = Record<string, unknown> & { objectID: string };
export type Settings = Record<string, unknown>;
export type Params = Record<string, unknown>;

const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];
// A few Spanish stop words, enough for "quemador de grasa para mujer"; Algolia's own list is longer.
const STOP_WORDS = new Set(['de', 'del', 'la', 'las', 'el', 'los', 'en', 'y', 'con', 'para', 'por', 'un', 'una', 'al']);

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

export type Match = { typos: number; attribute: number; exact: number; words: number };

// Settings that take `true` or a list of languages: on for Spanish.
const forSpanish = (v: unknown) => v === true || (Array.isArray(v) && v.includes('es'));

/** Typos between a query word and a record word; `typos` false for the words of a synonym (matched as written). */
const wordTypos = (q: string, w: string, prefix: boolean, typos: boolean, s: Settings): number => {
  if (q === w) return 0;
  const plural =
    (s.ignorePlurals === undefined || forSpanish(s.ignorePlurals)) &&
    (w === `${q}s` || w === `${q}es` || q === `${w}s` || q === `${w}es`);
  if (plural || (prefix && w.startsWith(q))) return 0;
  const allowed =
    s.typoTolerance === false || !typos
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

/** The parts of a query as the index reads it: stop words out (unless that leaves nothing), synonyms in. */
export const partsOf = (query: string, s: Settings, synonyms: readonly SynonymObject[]): QueryPart[] => {
  const drop = (w: string) => forSpanish(s.removeStopWords) && STOP_WORDS.has(w);
  let q = words(query);
  if (q.some((w) => !drop(w))) q = q.filter((w) => !drop(w));
  return queryParts(q, synonyms, drop);
};

/**
 * How a record matches the query parts (every part but the last `optional` ones must match; the last word typed as a
 * prefix, with typos on typed words only; at least one part when all are optional), or null.
 */
export const matchRecord = (o: AlgoliaObject, parts: readonly QueryPart[], s: Settings, optional = 0): Match | null => {
  // An empty query (a search by filters alone) finds every record, as Algolia's does.
  if (parts.length === 0) return { typos: 0, attribute: 0, exact: 0, words: 0 };
  const attributes = ((s.searchableAttributes as string[] | undefined) ?? Object.keys(o)).map((a) =>
    a.replace(/^unordered\((.*)\)$/, '$1'),
  );
  const fields = attributes.map((a) => valuesAt(o, a).flatMap((v) => words(String(v))));
  const match: Match = { typos: 0, attribute: Infinity, exact: 0, words: 0 };
  const last = parts.length - 1;
  for (const [i, part] of parts.entries()) {
    let best = { typos: Infinity, attribute: Infinity, exact: 0 };
    for (const [a, alternative] of part.alternatives.entries()) {
      let sum = { typos: 0, attribute: Infinity, exact: 0 };
      for (const [j, qw] of alternative.entries()) {
        const prefix = i === last && a === 0 && j === alternative.length - 1;
        let one = { typos: Infinity, attribute: Infinity, exact: false };
        fields.forEach((field, attribute) => {
          for (const w of field) {
            const typos = wordTypos(qw, w, prefix, a === 0, s);
            if (typos < one.typos || (typos === one.typos && attribute < one.attribute))
              one = { typos, attribute, exact: typos === 0 && w.length <= qw.length + 2 };
          }
        });
        sum = {
          typos: sum.typos + one.typos,
          attribute: Math.min(sum.attribute, one.attribute),
          exact: sum.exact + (one.exact ? 1 : 0),
        };
      }
      if (sum.typos < best.typos || (sum.typos === best.typos && sum.attribute < best.attribute)) best = sum;
    }
    if (best.typos === Infinity) {
      if (i < parts.length - optional) return null;
      continue;
    }
    match.typos += best.typos;
    match.attribute = Math.min(match.attribute, best.attribute);
    match.exact += best.exact;
    match.words++;
  }
  return match.words > 0 ? match : null;
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
      if (c === 'words') return [(a, b) => b.m.words - a.m.words];
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
