import { sql, type SQL } from 'drizzle-orm';
import type { ProductSearch, Suggestion } from '../../core/catalog/ports';
import { pesos } from '../../core/shared/money';
import { imageUrl, query, toSummary, type CardRow } from '../persistence/catalog-sql';
import type { Db } from '../persistence/db';
import { EMPTY_PAGE } from './empty-page';
import { toFacets } from './postgres-facets';
import { searchWords } from './search-words';

type Found = { total: number; cards: CardRow[] | null; facets: Parameters<typeof toFacets>[0] };

// A text[] parameter; NULL for an empty list, which the SQL functions read as "no filter".
const textArray = (values: readonly string[] | undefined): SQL =>
  values?.length ? sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]` : sql`NULL::text[]`;

const toSuggestion = (r: CardRow): Suggestion => ({
  slug: r.slug,
  name: r.name,
  brand: r.brand,
  category: r.category,
  price: pesos(Number(r.price)),
  image: r.file_name ? { url: imageUrl(r.file_name), alt: r.alt ?? r.name, width: Number(r.width), height: Number(r.height) } : null,
});

/**
 * Search in the store's own database (PGlite or PostgreSQL): Spanish full-text search ignoring case and
 * accents, typos corrected by trigram similarity, the listing's filters and sorts, and facets over every
 * match (whatever the category and filters, so the choices stay visible). One statement per call: the
 * SQL functions of migration 0004_search-queries.sql, over the `product_search` table that triggers keep
 * in step with the catalogue (0002_search.sql).
 */
export const postgresSearch = (db: Db): ProductSearch => ({
  search: async (q) => {
    const words = searchWords(q.text);
    if (words.length === 0) return EMPTY_PAGE;
    const f = q.filters;
    const [row] = await query<{ found: Found | null }>(db, sql`SELECT search_products(${textArray(words)}, ${q.category ?? null}::text,
      ${textArray(f?.brands)}, ${textArray(f?.goals)}, ${textArray(f?.flavours.map((x) => x.toLowerCase()))},
      ${f?.priceMin ?? null}::integer, ${f?.priceMax ?? null}::integer, ${f?.inStock ?? false}, ${q.sort}, ${q.limit}, ${q.offset}) AS found`);
    const found = row?.found;
    if (!found) return EMPTY_PAGE;
    return { items: (found.cards ?? []).map(toSummary), total: Number(found.total), facets: toFacets(found.facets) };
  },

  suggest: async (text, limit) => {
    const words = searchWords(text);
    if (words.length === 0) return [];
    const [row] = await query<{ found: CardRow[] }>(db, sql`SELECT suggest_products(${textArray(words)}, ${limit}) AS found`);
    return (row?.found ?? []).map(toSuggestion);
  },
});
