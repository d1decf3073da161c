import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import type { Db } from './db';
import { brands, categories, products, variants } from './schema';
import { searchColumnsOf } from './search-text';

/** Writes the search columns (search_text, search_summary, search_ingredients) of the products `which` selects, as
 * `searchColumnsOf` works them out from what they say now; the update's trigger refreshes their search documents.
 * Returns how many products it rewrote. */
export const rewriteSearchColumns = async (db: Db, which: SQL | undefined): Promise<number> => {
  const stale = await db
    .select({
      id: products.id,
      name: products.name,
      brand: brands.name,
      category: categories.name,
      servingSize: products.servingSize,
      summary: products.summary,
      description: products.description,
      ingredients: products.ingredients,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(which);
  for (const p of stale) {
    const rows = await db
      .select({ flavour: variants.flavour, size: variants.size })
      .from(variants)
      .where(eq(variants.productId, p.id))
      .orderBy(asc(variants.position));
    const columns = searchColumnsOf({
      ...p,
      flavours: [...new Set(rows.map((v) => v.flavour))],
      sizes: [...new Set(rows.map((v) => v.size))],
    });
    await db.update(products).set(columns).where(eq(products.id, p.id));
  }
  return stale.length;
};

/**
 * Writes the search columns of every product stored before migration 0032 taught search to read quantities and "sin X":
 * such a product has a summary but an empty search_summary. Run as the store opens, after the migrations, so a store
 * that was running before finds "creatina 5000" as a new one does. Returns how many products it rewrote (0 once done).
 */
export const backfillSearchColumns = (db: Db): Promise<number> =>
  rewriteSearchColumns(db, and(eq(products.searchSummary, ''), ne(products.summary, '')));
