import { eq, sql } from 'drizzle-orm';
import type { CatalogueStock } from '../../core/catalog/ports';
import { recordCatalogueChanges } from './catalogue-change-log';
import type { Db } from './db';
import { variants } from './schema/index';

/** Operators' stock changes in SQL: one UPDATE, so the trigger of migration 0014 (waiting avísame requests made due)
 * and the search trigger of migration 0002 run in its transaction, with its audit row. */
export const sqlCatalogueStock = (db: Db): CatalogueStock => ({
  addStock: (sku, units, by) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(variants)
        .set({ stock: sql`${variants.stock} + ${units}` })
        .where(eq(variants.sku, sku))
        .returning({ after: variants.stock });
      if (!row) return null;
      const before = row.after - units;
      await recordCatalogueChanges(
        tx,
        [{ kind: 'variant', subject: sku, before: { stock: before }, after: { stock: row.after } }],
        by,
      );
      return { before, after: row.after };
    }),
});
