import { sql, type SQL } from 'drizzle-orm';
import { filtersVariants, type VariantFilters } from '../../core/catalog/filtered-variant';
import { GOAL_LABELS, type Facets, type Filters, type Sort } from '../../core/catalog/listing';
import type { ProductSummary } from '../../core/catalog/ports';
import type { Goal } from '../../core/catalog/product';
import { pesos } from '../../core/shared/money';
import type { Db } from './db';

// PGlite and node-postgres both answer raw SQL with `{ rows }`.
export const query = async <T>(db: Db, q: SQL): Promise<T[]> => {
  const result: unknown = await db.execute(q);
  return (result as { rows: T[] }).rows;
};

export const imageUrl = (fileName: string) => `/img/productos/${fileName}`;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** What a variant `v` must be to meet the filters of one variant: flavour (any case), price range, stock. */
const variantMeets = (f: VariantFilters | undefined): SQL => {
  const parts: SQL[] = [sql`v.active`];
  if (f?.flavours.length) parts.push(sql`lower(v.flavour) IN (${list(f.flavours.map((x) => x.toLowerCase()))})`);
  if (f?.priceMin != null) parts.push(sql`v.price >= ${f.priceMin}`);
  if (f?.priceMax != null) parts.push(sql`v.price <= ${f.priceMax}`);
  if (f?.inStock) parts.push(sql`v.stock > 0`);
  return sql.join(parts, sql` AND `);
};

/**
 * The FROM of every product listing: product, brand, category, the card's variant and the first picture. Aliases: p,
 * b, c, cheapest, img. Without variant-level filters the card's variant is the cheapest active one; with them, the one
 * `chosenVariant` (core/catalog/filtered-variant.ts) picks among those meeting them all (in stock first, then the
 * cheapest), and a product with none is not listed: its price is the one the card shows, filtered and sorted by.
 */
export const cardFrom = (f?: VariantFilters): SQL => sql`
  FROM products p
  JOIN brands b ON b.id = p.brand_id
  JOIN categories c ON c.id = p.category_id
  JOIN LATERAL (SELECT v.price, v.compare_at FROM variants v WHERE v.product_id = p.id AND ${variantMeets(f)}
    ORDER BY ${f && filtersVariants(f) ? sql`v.stock > 0 DESC, ` : sql``}v.price, v.position LIMIT 1) cheapest ON true
  LEFT JOIN LATERAL (SELECT i.file_name, i.alt, i.width, i.height FROM product_images i
    WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) img ON true`;

const inStock = sql`EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.active AND v.stock > 0)`;

export const cardColumns = sql`p.id, p.slug, p.name, b.name AS brand, c.slug AS category, p.summary,
  cheapest.price, cheapest.compare_at, ${inStock} AS in_stock,
  (SELECT count(DISTINCT v.size) FROM variants v WHERE v.product_id = p.id AND v.active)::int AS sizes,
  (SELECT count(DISTINCT v.flavour) FROM variants v WHERE v.product_id = p.id AND v.active)::int AS flavours,
  img.file_name, img.alt, img.width, img.height`;

export type CardRow = {
  slug: string;
  name: string;
  brand: string;
  category: string;
  summary: string;
  price: number;
  compare_at: number | null;
  in_stock: boolean;
  sizes: number;
  flavours: number;
  file_name: string | null;
  alt: string | null;
  width: number | null;
  height: number | null;
};

export const toSummary = (r: CardRow): ProductSummary => ({
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
  image: r.file_name
    ? { url: imageUrl(r.file_name), alt: r.alt ?? r.name, width: Number(r.width), height: Number(r.height) }
    : null,
});

/** The WHERE of a listing: active products of the category that pass every filter but those of one variant, which
 * `cardFrom` given the same filters applies. */
export const cardWhere = (category: string | undefined, f: Filters | undefined): SQL => {
  const parts: SQL[] = [sql`p.active`];
  if (category) parts.push(sql`c.slug = ${category}`);
  if (f?.brands.length) parts.push(sql`b.slug IN (${list(f.brands)})`);
  if (f?.goals.length) parts.push(sql`p.goal IN (${list(f.goals)})`);
  return sql.join(parts, sql` AND `);
};

/** ORDER BY of a listing; `rank` (a search's relevance, higher first) leads `relevancia` when given. Ends with the id: a total order. */
export const cardOrder = (sort: Sort, rank?: SQL): SQL => {
  switch (sort) {
    case 'precio-asc':
      return sql`cheapest.price ASC, p.id ASC`;
    case 'precio-desc':
      return sql`cheapest.price DESC, p.id ASC`;
    case 'nuevos':
      return sql`p.created_at DESC, p.id DESC`;
    case 'mas-vendidos':
      return sql`p.units_sold DESC, p.id ASC`;
    case 'nombre':
      return sql`lower(p.name) ASC, p.id ASC`;
    case 'relevancia':
      return rank
        ? sql`${rank} DESC, ${inStock} DESC, p.units_sold DESC, p.id ASC`
        : sql`${inStock} DESC, p.units_sold DESC, p.id ASC`;
  }
};

type FacetRow = { kind: string; value: string; label: string; n: number };

/** Filter choices and their counts over the products a WHERE selects (same FROM as the cards). */
export const facetsOf = async (db: Db, where: SQL): Promise<Facets> => {
  const rows = await query<FacetRow>(
    db,
    sql`
    WITH matching AS (SELECT p.id, p.goal, b.slug AS brand_slug, b.name AS brand_name, c.slug AS category_slug,
        c.name AS category_name, c.position, cheapest.price ${cardFrom()} WHERE ${where})
    SELECT 'category' AS kind, category_slug AS value, category_name AS label, count(*)::int AS n FROM matching GROUP BY 1, 2, 3
    UNION ALL SELECT 'brand', brand_slug, brand_name, count(*)::int FROM matching GROUP BY 1, 2, 3
    UNION ALL SELECT 'goal', goal, goal, count(*)::int FROM matching GROUP BY 1, 2, 3
    UNION ALL SELECT 'flavour', v.flavour, v.flavour, count(DISTINCT m.id)::int FROM matching m
      JOIN variants v ON v.product_id = m.id AND v.active AND v.flavour IS NOT NULL GROUP BY 1, 2, 3
    UNION ALL SELECT 'price', min(price)::text, max(price)::text, count(*)::int FROM matching`,
  );
  const of = (kind: string) =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => ({
        value: r.value,
        label: kind === 'goal' ? GOAL_LABELS[r.value as Goal] : r.label,
        count: Number(r.n),
      }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'es'));
  const price = rows.find((r) => r.kind === 'price');
  return {
    categories: of('category'),
    brands: of('brand'),
    goals: of('goal'),
    flavours: of('flavour'),
    price: price && Number(price.n) > 0 ? { min: Number(price.value), max: Number(price.label) } : null,
  };
};
