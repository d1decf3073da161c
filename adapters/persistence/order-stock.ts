import { asc, inArray, sql } from 'drizzle-orm';
import { query } from './catalog-sql';
import type { Db } from './db';
import { variants } from './schema/index';

/** Units asked for per sku (a sku named on two lines counts once, with both quantities), in the order of the lines. */
export const unitsBySku = (
  lines: readonly { readonly sku: string; readonly quantity: number }[],
): Map<string, number> => {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.sku, (units.get(line.sku) ?? 0) + line.quantity);
  return units;
};

/** Takes the units of every sku inside the caller's transaction, or takes none and answers the skus that are short
 * (unknown, withdrawn, or with fewer units than asked). */
export const reserveStock = async (tx: Db, units: ReadonlyMap<string, number>): Promise<string[]> => {
  const skus = [...units.keys()];
  if (skus.length === 0) return [];
  // Rows are locked in sku order by every writer of stock, so two checkouts sharing skus wait for each other instead of
  // deadlocking; the stock read under the lock is the one the update below will see.
  const locked = await tx
    .select({ sku: variants.sku, stock: variants.stock, active: variants.active })
    .from(variants)
    .where(inArray(variants.sku, skus))
    .orderBy(asc(variants.sku))
    .for('update');
  const bySku = new Map(locked.map((v) => [v.sku, v]));
  const short = skus.filter((sku) => {
    const v = bySku.get(sku);
    return !v || !v.active || v.stock < units.get(sku)!;
  });
  if (short.length > 0) return short;
  // One statement for all lines: the variants' search trigger then runs once per checkout (see releaseStock).
  const values = sql.join(
    skus.map((sku) => sql`(${sku}::text, ${units.get(sku)!}::int)`),
    sql`, `,
  );
  const taken = await query<{ sku: string }>(
    tx,
    sql`
    UPDATE variants v SET stock = v.stock - r.q FROM (VALUES ${values}) AS r(sku, q)
    WHERE v.sku = r.sku AND v.active AND v.stock >= r.q RETURNING v.sku`,
  );
  const done = new Set(taken.map((t) => t.sku));
  return skus.filter((sku) => !done.has(sku));
};

/** Puts an order's units back on sale inside the caller's transaction (withdrawn variants too: the units exist). */
export const releaseStock = async (tx: Db, orderId: string): Promise<void> => {
  // Same lock order as reserveStock, then a single UPDATE: the statement-level search trigger (migration 0002) refreshes
  // product_search and bumps search_catalogue_version once, not once per line, which keeps lock orders simple.
  await tx.execute(sql`SELECT v.sku FROM variants v WHERE v.sku IN (SELECT sku FROM order_lines WHERE order_id = ${orderId})
    ORDER BY v.sku FOR UPDATE OF v`);
  await tx.execute(sql`UPDATE variants v SET stock = v.stock + r.q
    FROM (SELECT sku, sum(quantity)::int AS q FROM order_lines WHERE order_id = ${orderId} GROUP BY sku) r WHERE v.sku = r.sku`);
};

/** Units on sale now for each sku (0 for an unknown or withdrawn one). */
export const availableStock = async (db: Db, skus: readonly string[]): Promise<Map<string, number>> => {
  const rows =
    skus.length === 0
      ? []
      : await db
          .select({ sku: variants.sku, stock: variants.stock, active: variants.active })
          .from(variants)
          .where(inArray(variants.sku, [...skus]));
  const found = new Map(rows.map((r) => [r.sku, r.active ? r.stock : 0]));
  return new Map(skus.map((sku) => [sku, found.get(sku) ?? 0]));
};

const RETRYABLE = new Set(['40P01', '40001']);

const codeOf = (e: unknown): unknown =>
  (e as { code?: unknown })?.code ?? (e as { cause?: { code?: unknown } })?.cause?.code;

/** Runs a transaction again when PostgreSQL chose it as a deadlock victim: the search trigger's row locks
 * (product_search, search_catalogue_version) are taken in an order this store does not control. */
export const retryingDeadlocks = async <T>(run: () => Promise<T>, attempts = 3): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (e) {
      if (attempt >= attempts || !RETRYABLE.has(codeOf(e) as string)) throw e;
    }
  }
};
