import { sql, type SQL } from 'drizzle-orm';
import { query } from '../persistence/catalog-sql';
import type { Db } from '../persistence/db';

// Full-text terms as the store's own search writes them (tsquery text) and passes them to its SQL functions.

/** A text[] parameter; NULL for an empty list, which the SQL functions read as "no filter". */
export const textArray = (values: readonly string[]): SQL =>
  values.length
    ? sql`ARRAY[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`
    : sql`NULL::text[]`;

// One alternative of a term as the database writes it: a lexeme, or a prefix of one ('protein':*).
const ALTERNATIVE = /^'[^']+'(:\*)?$/;

/** The alternatives of a term (`'creatin':* | 'cream':*`, what a misspelt word is close to), sorted and once each, so
 * two misspellings of one word share their matches; a term of any other shape is its own only alternative. */
export const alternativesOf = (term: string): string[] => {
  const parts = term.split(' | ').map((p) => p.trim());
  return parts.every((p) => ALTERNATIVE.test(p)) ? [...new Set(parts)].sort() : [term];
};

const all = (terms: readonly string[], operator: string) => terms.map((t) => `(${t})`).join(operator);

/** A full-text query needing, of each part, any of its alternatives with all their terms. */
export const anyOfEach = (parts: readonly (readonly (readonly string[])[])[]): string =>
  all(
    parts.map((alternatives) =>
      all(
        alternatives.map((terms) => all(terms, ' & ')),
        ' | ',
      ),
    ),
    ' & ',
  );

/** The term of a word as read at one catalogue version; null when the word searches nothing (a stop word). */
export type WordTerm = { readonly version: number; readonly term: string | null };

/**
 * The full-text term of each word, read in one query with the catalogue version. A typed word is a prefix or, when
 * misspelt, the catalogue words it is close to (search_terms, migration 0008). A word written `=word` is a phrase of
 * the synonym table rather than typed: it searches as written (a prefix of its stem), never corrected as a typo into
 * another word ("casein" is not "cafeína"). A word written `#key` is an index word of a quantity
 * (core/catalog/search-quantities.ts): that word exactly, never a prefix (`qg16` is not `qg160`).
 */
export const readTerms = async (db: Db, words: readonly string[]): Promise<Map<string, WordTerm>> => {
  const typed = words.filter((w) => !/^[=#]/.test(w));
  const written = words.filter((w) => w.startsWith('=')).map((w) => w.slice(1));
  const exact = words.filter((w) => w.startsWith('#')).map((w) => w.slice(1));
  type Row = { terms: (string | null)[]; written: (string | null)[]; exact: (string | null)[]; version: string };
  const [row] = await query<Row>(
    db,
    sql`SELECT search_terms(${textArray(typed)}) AS terms,
    ARRAY(SELECT CASE WHEN to_tsvector('spanish', w) <> ''::tsvector THEN to_tsquery('spanish', w || ':*')::text END
      FROM unnest(${textArray(written)}) WITH ORDINALITY AS x(w, ord) ORDER BY ord) AS written,
    ARRAY(SELECT to_tsquery('spanish', w)::text FROM unnest(${textArray(exact)}) WITH ORDINALITY AS x(w, ord)
      ORDER BY ord) AS exact,
    (SELECT version FROM search_catalogue_version) AS version`,
  );
  const version = Number(row.version);
  return new Map([
    ...typed.map((w, i) => [w, { version, term: row.terms?.[i] ?? null }] as const),
    ...written.map((w, i) => [`=${w}`, { version, term: row.written?.[i] ?? null }] as const),
    ...exact.map((w, i) => [`#${w}`, { version, term: row.exact?.[i] || null }] as const),
  ]);
};
