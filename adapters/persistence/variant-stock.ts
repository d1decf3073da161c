import { eq, sql } from 'drizzle-orm';
import type { CatalogueStock } from '../../core/catalog/ports';
import type { Db } from './db';
import { variants } from './schema/index';

/** Operators' stock changes in SQL: one UPDATE, so the trigger of migration 0014 (waiting avísame requests made due)
 * and the search trigger of migration 0002 run in its transaction. */
export const sqlCatalogueStock = (db: Db): CatalogueStock => ({
  addStock: async (sku, units) => {
    const [row] = await db
      .update(variants)
      .set({ stock: sql`${variants.stock} + ${units}` })
      .where(eq(variants.sku, sku))
      .returning({ after: variants.stock });
    return row ? { before: row.after - units, after: row.after } : null;
  },
});
