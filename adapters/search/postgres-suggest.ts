import { sql } from 'drizzle-orm';
import type { Suggestion } from '../../core/catalog/ports';
import { pesos } from '../../core/shared/money';
import { imageUrl, query, type CardRow } from '../persistence/catalog-sql';
import type { Db } from '../persistence/db';
import { textArray } from './search-terms';

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

/**
 * The `limit` best matches for the suggestions under the search box: of the words typed (suggest_products, 0004,
 * which corrects typos itself), or of a full-text query the adapter built from the synonym table (0015).
 */
export const suggestFor = async (
  db: Db,
  asked: { readonly words: readonly string[] } | { readonly tsquery: string },
  limit: number,
): Promise<Suggestion[]> => {
  const [row] = await query<{ found: CardRow[] }>(
    db,
    'words' in asked
      ? sql`SELECT suggest_products(${textArray(asked.words)}, ${limit}) AS found`
      : sql`SELECT suggest_matching(${asked.tsquery}::tsquery, ${limit}) AS found`,
  );
  return (row?.found ?? []).map(toSuggestion);
};
