import { sql, type SQL } from 'drizzle-orm';
import type { ProductSearch, SearchPage, SearchQuery, Suggestion } from '../../core/catalog/ports';
import { pesos } from '../../core/shared/money';
import { imageUrl, query, toSummary, type CardRow } from '../persistence/catalog-sql';
import type { Db } from '../persistence/db';
import { EMPTY_PAGE } from './empty-page';
import { matchCache } from './match-cache';
import {
  combine,
  pageOf,
  toTermMatches,
  union,
  type FoundMatches,
  type Matches,
  type TermMatches,
} from './search-matches';
import { searchWords } from './search-words';

// A text[] parameter; NULL for an empty list, which the SQL functions read as "no filter".
const textArray = (values: readonly string[]): SQL =>
  values.length
    ? sql`ARRAY[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`
    : sql`NULL::text[]`;

const toSuggestion = (r: CardRow): Suggestion => ({
  slug: r.slug,
  name: r.name,
  brand: r.brand,
  category: r.category,
  price: pesos(Number(r.price)),
  image: r.file_name
    ? { url: imageUrl(r.file_name), alt: r.alt ?? r.name, width: Number(r.width), height: Number(r.height) }
    : null,
});

// One alternative of a term as the database writes it: a lexeme, or a prefix of one ('protein':*).
const ALTERNATIVE = /^'[^']+'(:\*)?$/;

/** The alternatives of a term (`'creatin':* | 'cream':*`, what a misspelt word is close to), sorted and once each, so
 * two misspellings of one word share their matches; a term of any other shape is its own only alternative. */
export const alternativesOf = (term: string): string[] => {
  const parts = term.split(' | ').map((p) => p.trim());
  return parts.every((p) => ALTERNATIVE.test(p)) ? [...new Set(parts)].sort() : [term];
};

export type PostgresSearchOptions = {
  /** How many terms keep their matches between calls, and how many match rows in all (memory). */
  readonly cachedTerms?: number;
  readonly cachedRows?: number;
};

/**
 * Search in the store's own database (PGlite or PostgreSQL): Spanish full-text search ignoring case and
 * accents, typos corrected by trigram similarity (the SQL functions of migrations 0004, 0005 and 0008,
 * over the `product_search` table that triggers keep in step with the catalogue). The database turns each
 * word into a term (a misspelt word into the words it is close to) and finds and ranks the matches of each
 * term; the products matching every term, their filters, sorts, counts and facets are worked out here. The
 * term of each word and the matches of each term are kept for the next calls (another page, sort or filter;
 * a typo of a known word; another pair of known words) until the catalogue changes: every answer reads the
 * catalogue version with the page's cards and starts over when it moved. `warmUp` reads them for every word
 * of the catalogue before the first shopper asks.
 */
export const postgresSearch = (db: Db, options: PostgresSearchOptions = {}) => {
  const cachedTerms = options.cachedTerms ?? 2_000;
  const termOfWord = matchCache<{ version: number; term: string | null }>(20_000, 20_000);
  const matchesOfTerm = matchCache<TermMatches>(cachedTerms, options.cachedRows ?? 500_000);
  // The terms' matches combined (and their facets and orders), for as long as each term's matches are the ones kept.
  const combined = matchCache<{ parts: readonly TermMatches[]; matches: Matches }>(
    cachedTerms,
    options.cachedRows ?? 500_000,
  );
  let generation = 0;
  const forget = () => {
    generation++;
    termOfWord.clear();
    matchesOfTerm.clear();
    combined.clear();
  };
  const combineOnce = (terms: readonly string[], parts: readonly TermMatches[]): Matches => {
    const key = terms.join('\u0000');
    const kept = combined.get(key);
    if (kept && kept.parts.every((part, i) => part === parts[i])) return kept.matches;
    const matches = combine(parts);
    combined.set(key, { parts, matches }, matches.rows.length);
    return matches;
  };

  /** The term of each word, asking the database only for the words not seen before. */
  const termsOf = async (words: readonly string[]) => {
    const known = new Map(
      words.flatMap((w) => {
        const kept = termOfWord.get(w);
        return kept ? [[w, kept] as const] : [];
      }),
    );
    const unknown = [...new Set(words.filter((w) => !known.has(w)))];
    if (unknown.length > 0) {
      const [row] = await query<{ terms: (string | null)[]; version: string }>(
        db,
        sql`SELECT search_terms(${textArray(unknown)}) AS terms,
        (SELECT version FROM search_catalogue_version) AS version`,
      );
      unknown.forEach((w, i) => known.set(w, { version: Number(row.version), term: row.terms[i] ?? null }));
    }
    return known;
  };

  const matchesOf = async (term: string): Promise<TermMatches> => {
    const [row] = await query<{ found: FoundMatches }>(db, sql`SELECT search_matches(${term}::tsquery) AS found`);
    return toTermMatches(row.found);
  };

  /** The matches of a term, from what is kept or the database; what was read is noted in `read`, to be kept once the
   * answer proves current. A term of several alternatives (a misspelt word) is the union of each one's matches. */
  const termMatches = async (term: string, read: Map<string, TermMatches>): Promise<TermMatches> => {
    const one = async (key: string) => {
      const kept = matchesOfTerm.get(key) ?? read.get(key);
      if (kept) return kept;
      const found = await matchesOf(key);
      read.set(key, found);
      return found;
    };
    const atoms = alternativesOf(term);
    const key = atoms.join(' | ');
    if (atoms.length === 1) return one(key);
    const kept = matchesOfTerm.get(key);
    if (kept) return kept;
    const parts: TermMatches[] = [];
    for (const atom of atoms) parts.push(await one(atom));
    const merged = union(parts);
    read.set(key, merged);
    return merged;
  };

  // Warming up: reading every word's term and matches, stopped by a catalogue change (the search that saw it
  // starts another); one at a time.
  let warmed = false;
  let warming: Promise<{ words: number; terms: number }> | null = null;
  const warm = () => {
    const started = generation;
    const run = async () => {
      const [row] = await query<{ words: string[] | null }>(
        db,
        sql`SELECT array_agg(word ORDER BY word) AS words FROM search_words`,
      );
      const words = row?.words ?? [];
      let terms = 0;
      for (let i = 0; i < words.length && terms < cachedTerms && generation === started; i += 500) {
        const known = await termsOf(words.slice(i, i + 500));
        for (const [word, k] of known) {
          if (generation !== started) break;
          termOfWord.set(word, k, 1);
          for (const atom of k.term === null ? [] : alternativesOf(k.term)) {
            if (terms >= cachedTerms || matchesOfTerm.get(atom)) continue;
            const found = await matchesOf(atom);
            // What was read before a change that emptied the caches is not put back.
            if (generation !== started) break;
            matchesOfTerm.set(atom, found, found.rows.length);
            terms++;
          }
        }
      }
      return { words: words.length, terms };
    };
    warming = run().finally(() => {
      warming = null;
      // The catalogue changed while warming: start over on the new one.
      if (generation !== started) warmAgain();
    });
    return warming;
  };
  /** After a catalogue change: warms up again in the background if the server warmed up at start. A failure
   * (the database closing) only leaves search to read as shoppers search. */
  const warmAgain = () => {
    if (warmed && !warming) warm().catch(() => undefined);
  };

  const cardsOf = async (ids: number[]) => {
    const [row] = await query<{ found: { version: number; cards: CardRow[] } }>(
      db,
      sql`SELECT search_cards(ARRAY[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::integer[]) AS found`,
    );
    return { version: Number(row.found.version), cards: row.found.cards };
  };

  return {
    search: async (q: SearchQuery): Promise<SearchPage> => {
      const words = searchWords(q.text);
      if (words.length === 0) return EMPTY_PAGE;
      // Whatever was kept is checked against the version read with the cards; a catalogue that keeps
      // moving under a search is answered as last read rather than searched for ever.
      for (let attempt = 0; ; attempt++) {
        const known = await termsOf(words);
        const terms = [
          ...new Set([...known.values()].flatMap((k) => (k.term === null ? [] : [alternativesOf(k.term).join(' | ')]))),
        ];
        if (terms.length === 0) return EMPTY_PAGE;
        const read = new Map<string, TermMatches>();
        const found: TermMatches[] = [];
        for (const term of terms) found.push(await termMatches(term, read));
        const matches = combineOnce(terms, found);
        const { ids, total } = pageOf(matches, q);
        const { version, cards } = await cardsOf(ids);
        const current = [...known.values(), ...found, ...read.values()].every((k) => k.version === version);
        if (current || attempt === 2) {
          if (current) {
            for (const [word, k] of known) termOfWord.set(word, k, 1);
            for (const [term, m] of read) matchesOfTerm.set(term, m, m.rows.length);
          }
          return { items: cards.map(toSummary), total, facets: matches.facets };
        }
        forget();
        warmAgain();
      }
    },

    /**
     * Reads the terms and matches of the catalogue's words (as many as are kept) before the first search, so
     * shoppers do not pay for them: the server does this as it starts. From then on, a change of the catalogue
     * seen by a search starts another warm-up in the background. Answers how many words and terms were read.
     */
    warmUp: () => {
      warmed = true;
      return warming ?? warm();
    },

    suggest: async (text: string, limit: number): Promise<readonly Suggestion[]> => {
      const words = searchWords(text);
      if (words.length === 0) return [];
      const [row] = await query<{ found: CardRow[] }>(
        db,
        sql`SELECT suggest_products(${textArray(words)}, ${limit}) AS found`,
      );
      return (row?.found ?? []).map(toSuggestion);
    },
  } satisfies ProductSearch;
};
