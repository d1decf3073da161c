import { eq, sql } from 'drizzle-orm';
import type { CatalogueChange, ProductFields, VariantFields } from '../../core/catalog/catalogue-fields';
import type { Db } from './db';
import { products, variants } from './schema/index';

const idOf = (table: 'brands' | 'categories' | 'products', slug: string) =>
  sql`(SELECT id FROM ${sql.identifier(table)} WHERE slug = ${slug})`;

/** A product's fields as its row's columns: brand and category named by slug become their ids. */
const productColumns = ({ brand, category, ...rest }: Partial<ProductFields>) => ({
  ...rest,
  ...(brand !== undefined ? { brandId: idOf('brands', brand) } : {}),
  ...(category !== undefined ? { categoryId: idOf('categories', category) } : {}),
});

// The variant's fields are named as its columns; its sku is what finds it, never changed.
const variantColumns = ({ sku: _sku, ...rest }: Partial<VariantFields>) => rest;

/** Writes one change: a new product (arrived `at`), a new variant after its product's others, or the fields changed. */
export const writeCatalogueChange = async (db: Db, change: CatalogueChange, at: Date): Promise<void> => {
  if (change.kind === 'product' && change.before === null) {
    const { brand, category, ...p } = change.after as ProductFields;
    await db
      .insert(products)
      .values({ ...p, brandId: idOf('brands', brand), categoryId: idOf('categories', category), createdAt: at });
  } else if (change.kind === 'product') {
    await db.update(products).set(productColumns(change.after)).where(eq(products.slug, change.subject));
  } else if (change.before === null) {
    const productId = idOf('products', change.product);
    await db.insert(variants).values({
      ...(change.after as VariantFields),
      productId,
      position: sql`(SELECT coalesce(max(position) + 1, 0) FROM variants WHERE product_id = ${productId})`,
    });
  } else {
    await db.update(variants).set(variantColumns(change.after)).where(eq(variants.sku, change.subject));
  }
};

/** Whether a change alters what search reads of its product: its own fields, or a variant's size or flavour. */
export const changesSearchWords = (change: CatalogueChange) =>
  change.kind === 'product' || change.before === null || 'size' in change.after || 'flavour' in change.after;
