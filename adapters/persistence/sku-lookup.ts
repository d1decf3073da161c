import { sql } from 'drizzle-orm';
import type { CartCatalogue, SkuInfo } from '../../core/cart/ports';
import type { TaxRate } from '../../core/catalog/product';
import { pesos } from '../../core/shared/money';
import { imageUrl, query } from './catalog-sql';
import type { Db } from './db';

type Row = {
  sku: string;
  product_slug: string;
  category: string;
  name: string;
  brand: string;
  size: string;
  flavour: string | null;
  price: number;
  compare_at: number | null;
  stock: number;
  tax_rate: string | number;
  weight_grams: number;
  sellable: boolean;
  file_name: string | null;
  alt: string | null;
  width: number | null;
  height: number | null;
};

const toInfo = (r: Row): SkuInfo => ({
  sku: r.sku,
  productSlug: r.product_slug,
  category: r.category,
  name: r.name,
  brand: r.brand,
  size: r.size,
  flavour: r.flavour,
  image: r.file_name
    ? { url: imageUrl(r.file_name), alt: r.alt ?? r.name, width: Number(r.width), height: Number(r.height) }
    : null,
  price: pesos(Number(r.price)),
  compareAt: r.compare_at === null ? null : pesos(Number(r.compare_at)),
  stock: Number(r.stock),
  taxRate: Number(r.tax_rate) as TaxRate,
  weightGrams: Number(r.weight_grams),
  sellable: r.sellable,
});

/** Variants by sku for pricing carts, with the picture of the variant's flavour when there is one (else the first). */
export const sqlCartCatalogue = (db: Db): CartCatalogue => ({
  findVariantsBySku: async (skus) => {
    if (skus.length === 0) return [];
    const rows = await query<Row>(
      db,
      sql`
      SELECT v.sku, p.slug AS product_slug, c.slug AS category, p.name, b.name AS brand, v.size, v.flavour, v.price,
        v.compare_at, v.stock, v.tax_rate, v.weight_grams, (p.active AND v.active) AS sellable, img.file_name, img.alt, img.width, img.height
      FROM variants v
      JOIN products p ON p.id = v.product_id
      JOIN brands b ON b.id = p.brand_id
      JOIN categories c ON c.id = p.category_id
      LEFT JOIN LATERAL (SELECT i.file_name, i.alt, i.width, i.height FROM product_images i WHERE i.product_id = p.id
        ORDER BY (i.flavour IS NOT DISTINCT FROM v.flavour) DESC, (i.size IS NOT DISTINCT FROM v.size) DESC, i.position
        LIMIT 1) img ON true
      WHERE v.sku IN (${sql.join(
        skus.map((sku) => sql`${sku}`),
        sql`, `,
      )})`,
    );
    return rows.map(toInfo);
  },
});
