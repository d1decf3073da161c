import { and, asc, eq, sql } from 'drizzle-orm';
import type { ProductImageStore, ProductQuery, ProductStore } from '../../core/catalog/ports';
import type { Goal, Product, TaxRate } from '../../core/catalog/product';
import { pesos } from '../../core/shared/money';
import {
  cardColumns,
  cardFrom,
  cardOrder,
  cardWhere,
  facetsOf,
  imageUrl,
  query,
  toSummary,
  type CardRow,
} from './catalog-sql';
import type { Db } from './db';
import { brands, categories, productImages, products, variants } from './schema/index';

/** The catalogue in SQL; the same queries run on PGlite and on PostgreSQL 15+. */
export const sqlProductStore = (db: Db): ProductStore & ProductImageStore => ({
  listCategories: () =>
    db
      .select()
      .from(categories)
      .orderBy(asc(categories.position))
      .then((rows) => rows.map(toCategory)),

  findCategory: async (slug) => {
    const [row] = await db.select().from(categories).where(eq(categories.slug, slug));
    return row ? toCategory(row) : null;
  },

  listProducts: async (q: ProductQuery) => {
    const where = cardWhere(q.category, q.filters);
    const rows = await query<CardRow>(
      db,
      sql`SELECT ${cardColumns} ${cardFrom(q.filters)} WHERE ${where}
      ORDER BY ${cardOrder(q.sort)} LIMIT ${q.limit} OFFSET ${q.offset}`,
    );
    const [counted] = await query<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total ${cardFrom(q.filters)} WHERE ${where}`,
    );
    return { items: rows.map(toSummary), total: Number(counted?.total ?? 0) };
  },

  facets: (category) => facetsOf(db, cardWhere(category, undefined)),

  findProduct: async (slug) => {
    const [row] = await db
      .select({ p: products, b: brands, c: categories })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.slug, slug), eq(products.active, true)));
    if (!row) return null;
    const [vs, imgs] = await Promise.all([
      db
        .select()
        .from(variants)
        .where(and(eq(variants.productId, row.p.id), eq(variants.active, true)))
        .orderBy(asc(variants.position), asc(variants.id)),
      db
        .select({
          fileName: productImages.fileName,
          alt: productImages.alt,
          width: productImages.width,
          height: productImages.height,
          flavour: productImages.flavour,
          size: productImages.size,
        })
        .from(productImages)
        .where(eq(productImages.productId, row.p.id))
        .orderBy(asc(productImages.position)),
    ]);
    const product: Product = {
      slug: row.p.slug,
      name: row.p.name,
      brand: { slug: row.b.slug, name: row.b.name, colour: row.b.colour, accent: row.b.accent },
      category: { slug: row.c.slug, name: row.c.name },
      goal: row.p.goal as Goal,
      summary: row.p.summary,
      description: row.p.description,
      ingredients: row.p.ingredients,
      usage: row.p.usage,
      invima: row.p.invima,
      servingSize: row.p.servingSize,
      seoTitle: row.p.seoTitle,
      seoDescription: row.p.seoDescription,
      variants: vs.map((v) => ({
        sku: v.sku,
        flavour: v.flavour,
        size: v.size,
        weightGrams: v.weightGrams,
        servings: v.servings,
        price: pesos(v.price),
        compareAt: v.compareAt === null ? null : pesos(v.compareAt),
        stock: v.stock,
        taxRate: Number(v.taxRate) as TaxRate,
        active: v.active,
      })),
      images: imgs.map((i) => ({
        url: imageUrl(i.fileName),
        alt: i.alt,
        width: i.width,
        height: i.height,
        flavour: i.flavour,
        size: i.size,
      })),
    };
    return product;
  },

  findImage: async (fileName) => {
    const [row] = await db
      .select({ contentType: productImages.contentType, body: productImages.body })
      .from(productImages)
      .where(eq(productImages.fileName, fileName));
    return row ?? null;
  },
});

const toCategory = (r: typeof categories.$inferSelect) => ({
  slug: r.slug,
  name: r.name,
  description: r.description,
  position: r.position,
});
