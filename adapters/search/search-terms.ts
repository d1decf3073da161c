import { sql, type SQL } from 'drizzle-orm';

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
