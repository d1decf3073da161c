import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { ProductImageStore, ProductQuery, ProductStore, ProductSummary } from '../../core/catalog/ports';
import type { Goal, Product, TaxRate } from '../../core/catalog/product';
import { pesos } from '../../core/shared/money';
import type { Db } from './db';
import { brands, categories, productImages, products, variants } from './schema';

// PGlite and node-postgres both answer raw SQL with `{ rows }`.
const query = async <T>(db: Db, q: SQL): Promise<T[]> => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

export const imageUrl = (fileName: string) => `/img/productos/${fileName}`;

type CardRow = {
  slug: string; name: string; brand: string; category: string; summary: string;
  price: number; compare_at: number | null; in_stock: boolean; sizes: number; flavours: number;
  file_name: string | null; alt: string | null; width: number | null; height: number | null;
};

const toSummary = (r: CardRow): ProductSummary => ({
  slug: r.slug,
  name: r.name,
  brand: r.brand,
  category: r.category,
  summary: r.summary,
  price: pesos(Number(r.price)),
  compareAt: r.compare_at === null ? null : pesos(Number(r.compare_at)),
  inStock: r.in_stock,
  sizes: Number(r.sizes),
  flavours: Number(r.flavours),
  image: r.file_name ? { url: imageUrl(r.file_name), alt: r.alt ?? r.name, width: Number(r.width), height: Number(r.height) } : null,
});

/** The catalogue in SQL; the same queries run on PGlite and on PostgreSQL 15+. */
export const sqlProductStore = (db: Db): ProductStore & ProductImageStore => ({
  listCategories: () => db.select().from(categories).orderBy(asc(categories.position)).then((rows) => rows.map(toCategory)),

  findCategory: async (slug) => {
    const [row] = await db.select().from(categories).where(eq(categories.slug, slug));
    return row ? toCategory(row) : null;
  },

  listProducts: async (q: ProductQuery) => {
    const where = sql`p.active AND EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.active)
      ${q.category ? sql`AND c.slug = ${q.category}` : sql``}
      ${q.text ? matchesWords(q.text) : sql``}`;
    // The id breaks ties, so the order is total and paging never repeats or skips a product.
    const order = q.sort === 'newest' ? sql`p.created_at DESC, p.id DESC` : sql`lower(p.name), p.id`;
    const rows = await query<CardRow>(db, sql`
      SELECT p.slug, p.name, b.name AS brand, c.slug AS category, p.summary,
        cheapest.price, cheapest.compare_at,
        EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.active AND v.stock > 0) AS in_stock,
        (SELECT count(DISTINCT v.size) FROM variants v WHERE v.product_id = p.id AND v.active)::int AS sizes,
        (SELECT count(DISTINCT v.flavour) FROM variants v WHERE v.product_id = p.id AND v.active)::int AS flavours,
        img.file_name, img.alt, img.width, img.height
      FROM products p
      JOIN brands b ON b.id = p.brand_id
      JOIN categories c ON c.id = p.category_id
      JOIN LATERAL (SELECT v.price, v.compare_at FROM variants v WHERE v.product_id = p.id AND v.active
        ORDER BY v.price, v.position LIMIT 1) cheapest ON true
      LEFT JOIN LATERAL (SELECT i.file_name, i.alt, i.width, i.height FROM product_images i
        WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) img ON true
      WHERE ${where}
      ORDER BY ${order}
      LIMIT ${q.limit} OFFSET ${q.offset}`);
    const counted = await query<{ total: number }>(db, sql`
      SELECT count(*)::int AS total FROM products p
      JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id WHERE ${where}`);
    return { items: rows.map(toSummary), total: Number(counted[0]?.total ?? 0) };
  },

  findProduct: async (slug) => {
    const [row] = await db
      .select({ p: products, b: brands, c: categories })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.slug, slug), eq(products.active, true)));
    if (!row) return null;
    const [vs, imgs] = await Promise.all([
      db.select().from(variants).where(and(eq(variants.productId, row.p.id), eq(variants.active, true))).orderBy(asc(variants.position), asc(variants.id)),
      db
        .select({ fileName: productImages.fileName, alt: productImages.alt, width: productImages.width, height: productImages.height, flavour: productImages.flavour })
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
      images: imgs.map((i) => ({ url: imageUrl(i.fileName), alt: i.alt, width: i.width, height: i.height, flavour: i.flavour })),
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

// Folds case and Spanish accents on both sides, with no extension needed (PGlite and PostgreSQL alike).
const fold = (column: SQL) => sql`translate(lower(${column}), 'áéíóúüñ', 'aeiouun')`;
const foldText = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

const matchesWords = (text: string) => {
  const haystack = fold(sql`p.name || ' ' || b.name || ' ' || c.name`);
  const words = foldText(text).split(/\s+/).filter(Boolean).slice(0, 8);
  return sql.join(
    words.map((w) => sql`AND strpos(${haystack}, ${w}) > 0`),
    sql` `,
  );
};

const toCategory = (r: typeof categories.$inferSelect) => ({ slug: r.slug, name: r.name, description: r.description, position: r.position });
