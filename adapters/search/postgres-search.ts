import { sql } from 'drizzle-orm';
import type { ProductSearch, SearchPage, SearchQuery, Suggestion } from '../../core/catalog/ports';
import { query, toSummary, type CardRow } from '../persistence/catalog-sql';
import type { Db } from '../persistence/db';
import { EMPTY_PAGE } from './empty-page';
import { boundedCache } from '../../core/shared/bounded-cache';
import { suggestFor } from './postgres-suggest';
import { alternativesOf, anyOfEach, readTerms } from './search-terms';
import { searchConcepts, type SearchConcept } from '../../core/catalog/search-phrases';
import { SEARCH_SYNONYMS } from '../../core/catalog/search-synonyms';
import { bestSubset } from './best-subset';
import {
  combine,
  intersect,
  pageOf,
  toTermMatches,
  union,
  type FoundMatches,
  type Matches,
  type TermMatches,
} from './search-matches';

export type PostgresSearchOptions = {
  /** How many terms keep their matches between calls, and how many match rows in all (memory). */
  readonly cachedTerms?: number;
  readonly cachedRows?: number;
};

/**
 * Search in the store's own database (PGlite or PostgreSQL): Spanish full-text search ignoring case, accents and
 * stop words, typos corrected by trigram similarity (the SQL functions of migrations 0004, 0005, 0008 and 0015,
 * over the `product_search` table that triggers keep in step with the catalogue), a phrase of the synonym table
 * searched as any of its group's, and the best subset of the words when all together find nothing. The database turns each
 * word into a term (a misspelt word into the words it is close to) and finds and ranks the matches of each
 * term; the products matching every term, their filters, sorts, counts and facets are worked out here. The
 * term of each word and the matches of each term are kept for the next calls (another page, sort or filter;
 * a typo of a known word; another pair of known words) until the catalogue changes: every answer reads the
 * catalogue version with the page's cards and starts over when it moved. `warmUp` reads them for every word
 * of the catalogue before the first shopper asks.
 */
export const postgresSearch = (db: Db, options: PostgresSearchOptions = {}) => {
  const cachedTerms = options.cachedTerms ?? 2_000;
  const termOfWord = boundedCache<{ version: number; term: string | null }>(20_000, 20_000);
  const matchesOfTerm = boundedCache<TermMatches>(cachedTerms, options.cachedRows ?? 500_000);
  // The terms' matches combined (and their facets and orders), for as long as each term's matches are the ones kept.
  const combined = boundedCache<{ parts: readonly TermMatches[]; matches: Matches }>(
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

  /** The term of each word (see `readTerms`), asking the database only for the words not seen before. */
  const termsOf = async (words: readonly string[]) => {
    const known = new Map(
      words.flatMap((w) => {
        const kept = termOfWord.get(w);
        return kept ? [[w, kept] as const] : [];
      }),
    );
    const unknown = [...new Set(words.filter((w) => !known.has(w)))];
    if (unknown.length > 0) for (const [w, k] of await readTerms(db, unknown)) known.set(w, k);
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

  type Known = Map<string, { version: number; term: string | null }>;
  /** The words of each alternative of a concept as `termsOf` reads them: what was typed, then the synonyms' words. */
  const keysOf = (c: SearchConcept) =>
    c.quantity ? c.alternatives : c.alternatives.map((words, i) => (i === 0 ? words : words.map((w) => `=${w}`)));
  const wordsOf = (concepts: readonly SearchConcept[]) => [...new Set(concepts.flatMap((c) => keysOf(c).flat()))];
  /** The terms of each alternative of a concept, as `termMatches` reads them; alternatives searching nothing left out. */
  const alternativeTerms = (c: SearchConcept, known: Known): string[][] =>
    keysOf(c)
      .map((words) =>
        words.flatMap((w) => {
          const term = known.get(w)?.term;
          return term ? [alternativesOf(term).join(' | ')] : [];
        }),
      )
      .filter((terms) => terms.length > 0);

  /** The matches of one concept: of its only word, or of any of its phrases (each with all its words), kept like a
   * term's under a key naming them. Null when its words search nothing (words the database ignores). */
  const conceptMatches = async (c: SearchConcept, known: Known, read: Map<string, TermMatches>) => {
    const alternatives = alternativeTerms(c, known);
    if (alternatives.length === 0) return null;
    if (alternatives.length === 1 && alternatives[0].length === 1)
      return { key: alternatives[0][0], matches: await termMatches(alternatives[0][0], read) };
    const key = `any of ${alternatives.map((terms) => terms.join(' & ')).join(' ; ')}`;
    const kept = matchesOfTerm.get(key) ?? read.get(key);
    if (kept) return { key, matches: kept };
    const parts: TermMatches[] = [];
    for (const terms of alternatives) {
      const each: TermMatches[] = [];
      for (const term of terms) each.push(await termMatches(term, read));
      parts.push(intersect(each));
    }
    const matches = union(parts);
    read.set(key, matches);
    return { key, matches };
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
      // The phrases of the synonym table, as typed: their unions are read once, not by the first shopper who asks.
      const concepts = SEARCH_SYNONYMS.flatMap((g) => (g.kind === 'one-way' ? [g.from] : g.phrases)).flatMap((phrase) =>
        searchConcepts(phrase),
      );
      if (generation !== started) return { words: words.length, terms };
      const known = await termsOf(wordsOf(concepts));
      const read = new Map<string, TermMatches>();
      for (const c of concepts) await conceptMatches(c, known, read);
      if (generation === started) {
        for (const [word, k] of known) termOfWord.set(word, k, 1);
        for (const [key, m] of read) matchesOfTerm.set(key, m, m.rows.length);
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
      const concepts = searchConcepts(q.text);
      const words = wordsOf(concepts);
      if (words.length === 0) return EMPTY_PAGE;
      // Whatever was kept is checked against the version read with the cards; a catalogue that keeps
      // moving under a search is answered as last read rather than searched for ever.
      for (let attempt = 0; ; attempt++) {
        const known = await termsOf(words);
        const read = new Map<string, TermMatches>();
        const parts: { concept: SearchConcept; key: string; matches: TermMatches }[] = [];
        for (const concept of concepts) {
          const found = await conceptMatches(concept, known, read);
          if (found && !parts.some((p) => p.key === found.key)) parts.push({ concept, ...found });
        }
        if (parts.length === 0) return EMPTY_PAGE;
        let chosen = parts;
        let matches = combineOnce(
          chosen.map((p) => p.key),
          chosen.map((p) => p.matches),
        );
        // Every part together finds nothing: the best subset of the words (the numbers left out first, whatever they
        // find alone: "creatina 2 lb" is about creatine), else of every part; said so to the shopper.
        if (matches.rows.length === 0 && parts.length > 1) {
          const subsetOf = (of: typeof parts) => bestSubset(of.map((p) => p.matches)).map((i) => of[i]);
          const words = parts.filter((p) => !p.concept.quantity);
          chosen = words.length < parts.length ? subsetOf(words) : [];
          if (chosen.length === 0) chosen = subsetOf(parts);
          if (chosen.length > 0)
            matches = combineOnce(
              chosen.map((p) => p.key),
              chosen.map((p) => p.matches),
            );
        }
        const { ids, total } = pageOf(matches, q);
        const { version, cards } = await cardsOf(ids);
        const current = [...known.values(), ...parts.map((p) => p.matches), ...read.values()].every(
          (k) => k.version === version,
        );
        if (current || attempt === 2) {
          if (current) {
            for (const [word, k] of known) termOfWord.set(word, k, 1);
            for (const [term, m] of read) matchesOfTerm.set(term, m, m.rows.length);
          }
          const searched =
            chosen.length < parts.length && chosen.length > 0
              ? { searched: chosen.map((p) => p.concept.typed).join(' ') }
              : {};
          return { items: cards.map(toSummary), total, facets: matches.facets, ...searched };
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
      const concepts = searchConcepts(text);
      if (concepts.length === 0) return [];
      if (!concepts.some((c) => c.expanded))
        return suggestFor(db, { words: concepts.map((c) => c.alternatives[0][0]) }, limit);
      // A phrase of the synonym table: any of its phrases, with all its words, and every other word.
      const known = await termsOf(wordsOf(concepts));
      const all = concepts.map((c) => alternativeTerms(c, known)).filter((alternatives) => alternatives.length > 0);
      return all.length ? suggestFor(db, { tsquery: anyOfEach(all) }, limit) : [];
    },
  } satisfies ProductSearch;
};
