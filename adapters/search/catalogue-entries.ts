import { sql } from 'drizzle-orm';
import type { Goal } from '../../core/catalog/product';
import type { ProductSummary } from '../../core/catalog/ports';
import { cardColumns, cardFrom, cardWhere, query, toSummary, type CardRow } from '../persistence/catalog-sql';
import type { Db } from '../persistence/db';

/** A listed product with everything a hosted search index needs besides its card. */
export type CatalogueEntry = {
  readonly card: ProductSummary;
  readonly brandSlug: string;
  readonly categoryName: string;
  readonly goal: Goal;
  readonly ingredients: string;
  readonly description: string;
  readonly servingSize: string;
  /** The flavours of its active variants, as shoppers read them. */
  readonly flavours: readonly string[];
  /** The sizes of its active variants ("2 lb", "60 cápsulas"). */
  readonly sizes: readonly string[];
  readonly unitsSold: number;
  readonly createdAt: Date;
};

type EntryRow = CardRow & {
  id: number;
  goal: Goal;
  ingredients: string;
  description: string;
  serving_size: string;
  size_list: string[] | null;
  brand_slug: string;
  category_name: string;
  flavour_list: string[] | null;
  units_sold: number;
  created_at: string | Date;
};

/** How many products are listed (active, with an active variant): what a full reindex sends. */
export const countCatalogueEntries = async (db: Db): Promise<number> => {
  const [row] = await query<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n ${cardFrom()} WHERE ${cardWhere(undefined, undefined)}`,
  );
  return Number(row?.n ?? 0);
};

/** Every listed product, in id order, `size` at a time: memory stays flat however big the catalogue. */
export async function* readCatalogueEntries(db: Db, size: number): AsyncGenerator<CatalogueEntry[]> {
  for (let after = 0; ;) {
    const rows = await query<EntryRow>(
      db,
      sql`SELECT ${cardColumns}, p.goal, p.ingredients, p.description, p.serving_size, b.slug AS brand_slug,
        c.name AS category_name, p.units_sold, p.created_at,
        (SELECT array_agg(DISTINCT v.size ORDER BY v.size) FROM variants v WHERE v.product_id = p.id AND v.active) AS size_list,
        (SELECT array_agg(DISTINCT v.flavour ORDER BY v.flavour) FROM variants v
          WHERE v.product_id = p.id AND v.active AND v.flavour IS NOT NULL) AS flavour_list
      ${cardFrom()} WHERE ${cardWhere(undefined, undefined)} AND p.id > ${after} ORDER BY p.id LIMIT ${size}`,
    );
    if (rows.length === 0) return;
    yield rows.map((r) => ({
      card: toSummary(r),
      brandSlug: r.brand_slug,
      categoryName: r.category_name,
      goal: r.goal,
      ingredients: r.ingredients,
      description: r.description,
      servingSize: r.serving_size,
      flavours: r.flavour_list ?? [],
      sizes: r.size_list ?? [],
      unitsSold: Number(r.units_sold),
      createdAt: new Date(r.created_at),
    }));
    after = Number(rows.at(-1)!.id);
  }
}
