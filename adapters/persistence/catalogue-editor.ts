import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { isStale, type CatalogueSnapshot } from '../../core/catalog/catalogue-fields';
import type { CatalogueEditor } from '../../core/catalog/ports';
import type { Goal, TaxRate } from '../../core/catalog/product';
import { pesos } from '../../core/shared/money';
import { recordCatalogueChanges } from './catalogue-change-log';
import { changesSearchWords, writeCatalogueChange } from './catalogue-writes';
import type { Db } from './db';
import { brands, categories, products, variants } from './schema/index';
import { rewriteSearchColumns } from './search-backfill';

// One operator's edit at a time, across processes: what an edit reads is what it writes over. Any constant works.
const CATALOGUE_EDIT_LOCK = 74_019_334;

// Byte order, as the in-memory editor and the file's readers sort: the database's collation may skip dashes.
const bySlug = sql`${products.slug} COLLATE "C"`;

const readSnapshot = async (db: Db): Promise<CatalogueSnapshot> => {
  const productRows = await db
    .select({
      slug: products.slug,
      name: products.name,
      brand: brands.slug,
      category: categories.slug,
      goal: products.goal,
      summary: products.summary,
      description: products.description,
      ingredients: products.ingredients,
      usage: products.usage,
      invima: products.invima,
      servingSize: products.servingSize,
      seoTitle: products.seoTitle,
      seoDescription: products.seoDescription,
      active: products.active,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(bySlug);
  // The damaged count (returns, migration 0042) is the warehouse's, never the catalogue editor's.
  const {
    id: _id,
    productId: _productId,
    position: _position,
    damaged: _damaged,
    ...variantColumns
  } = getTableColumns(variants);
  const variantRows = await db
    .select({ ...variantColumns, product: products.slug })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .orderBy(bySlug, asc(variants.position), asc(variants.id));
  return {
    products: productRows.map((p) => ({ ...p, goal: p.goal as Goal })),
    variants: variantRows.map((v) => ({
      ...v,
      taxRate: Number(v.taxRate) as TaxRate,
      price: pesos(v.price),
      compareAt: v.compareAt === null ? null : pesos(v.compareAt),
    })),
  };
};

/** The operators' catalogue in SQL. Changes are written in one transaction that holds the catalogue's edit lock and
 * the rows it changes (a sale's stock change waits, or is waited for), checks every `before` against what is stored,
 * and writes the audit rows; the triggers of migration 0024 move the catalogue version, those of 0002 search. */
export const sqlCatalogueEditor = (db: Db): CatalogueEditor => ({
  snapshot: () => readSnapshot(db),
  references: async () => ({
    brands: (await db.select({ slug: brands.slug }).from(brands)).map((b) => b.slug),
    categories: (await db.select({ slug: categories.slug }).from(categories)).map((c) => c.slug),
  }),
  apply: (changes, by) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${CATALOGUE_EDIT_LOCK})`);
      const skus = changes.filter((c) => c.kind === 'variant').map((c) => c.subject);
      if (skus.length > 0)
        await tx.select({ id: variants.id }).from(variants).where(inArray(variants.sku, skus)).for('update');
      const current = await readSnapshot(tx);
      if (changes.some((c) => isStale(c, current))) return 'stale' as const;
      for (const change of changes) await writeCatalogueChange(tx, change, by.at);
      const reworded = new Set(
        changes.filter(changesSearchWords).map((c) => (c.kind === 'product' ? c.subject : c.product)),
      );
      if (reworded.size > 0) await rewriteSearchColumns(tx, inArray(products.slug, [...reworded]));
      await recordCatalogueChanges(tx, changes, by);
      return 'applied' as const;
    }),
});
