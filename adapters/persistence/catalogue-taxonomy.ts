import { asc, eq, sql } from 'drizzle-orm';
import type { CatalogueTaxonomy, TaxonomyEntry } from '../../core/catalog/ports';
import { recordCatalogueChanges } from './catalogue-change-log';
import type { Db } from './db';
import { brands, categories } from './schema/index';

// A new brand's label colours for the generated pictures until it has photos of its own: the store's ink and red.
const NEW_BRAND_COLOURS = { colour: '#111827', accent: '#D41D38' };

const tableOf = (kind: TaxonomyEntry['kind']) => (kind === 'category' ? categories : brands);

/** The categories and brands in SQL, each with its products counted; the triggers of migration 0024 move the catalogue
 * version when one is made or renamed. */
export const sqlCatalogueTaxonomy = (db: Db): CatalogueTaxonomy => ({
  list: async () => {
    // Qualified by hand: drizzle writes a column of the outer table unqualified, which the subquery would read as its own.
    const count = (column: 'category_id' | 'brand_id', table: 'categories' | 'brands') =>
      sql<number>`(SELECT count(*)::int FROM products p WHERE p.${sql.raw(column)} = ${sql.raw(table)}.id)`.mapWith(
        Number,
      );
    const [categoryRows, brandRows] = await Promise.all([
      db
        .select({ slug: categories.slug, name: categories.name, products: count('category_id', 'categories') })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.id)),
      db
        .select({ slug: brands.slug, name: brands.name, products: count('brand_id', 'brands') })
        .from(brands)
        .orderBy(asc(brands.name), asc(brands.id)),
    ]);
    return {
      categories: categoryRows.map((r) => ({ ...r, kind: 'category' as const })),
      brands: brandRows.map((r) => ({ ...r, kind: 'brand' as const })),
    };
  },

  create: ({ kind, slug, name }, by) =>
    db.transaction(async (tx) => {
      const table = tableOf(kind);
      const [taken] = await tx.select({ id: table.id }).from(table).where(eq(table.slug, slug));
      if (taken) return 'exists' as const;
      if (kind === 'category')
        await tx.insert(categories).values({
          slug,
          name,
          description: '',
          position: sql`(SELECT coalesce(max(position) + 1, 0) FROM categories)`,
        });
      else await tx.insert(brands).values({ slug, name, ...NEW_BRAND_COLOURS });
      await recordCatalogueChanges(tx, [{ kind, subject: slug, before: null, after: { name } }], by);
      return 'created' as const;
    }),

  rename: ({ kind, slug, name }, by) =>
    db.transaction(async (tx) => {
      const table = tableOf(kind);
      const [row] = await tx.select({ name: table.name }).from(table).where(eq(table.slug, slug)).for('update');
      if (!row) return null;
      if (row.name === name) return { before: row.name };
      await tx.update(table).set({ name }).where(eq(table.slug, slug));
      await recordCatalogueChanges(tx, [{ kind, subject: slug, before: { name: row.name }, after: { name } }], by);
      return { before: row.name };
    }),
});
