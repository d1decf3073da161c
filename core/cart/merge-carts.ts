import { MAX_QUANTITY, type Cart } from './cart';

/** The part of a saved cart a merge reads and writes. */
export type MergeState = { readonly lines: Cart; readonly mergeKey: string | null };

export type MergeResult = {
  readonly state: MergeState;
  /** Skus that were in both carts (their units were added). */
  readonly combined: readonly string[];
  /** Skus whose merged units were cut to the stock. */
  readonly capped: readonly string[];
};

/** A key naming a browser cart by its contents (sku and units, in sku order), for when the browser sends none. */
export const cartFingerprint = (lines: Cart): string =>
  [...lines]
    .sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0))
    .map((line) => `${line.sku}*${line.quantity}`)
    .join(',');

/**
 * Merges a browser cart into a saved cart. The rule:
 * - units of a sku in both carts are added, up to 99 and, for a sku in stock, up to its stock;
 * - no line of either cart is dropped here (a line no longer sold is left for pricing to remove, with its message);
 * - the saved cart remembers the browser cart's `mergeKey`: a cart with the key of the last one merged adds nothing,
 *   so a retried request or a browser that did not clear its cart never doubles the units;
 * - an empty browser cart adds nothing and leaves the remembered key as it is;
 * - in every case the saved lines come out within their caps (a saved line above today's stock is cut too).
 * `stockOf` gives a sku's units in stock, or null when the catalogue does not sell it.
 */
export const mergeCarts = (
  saved: MergeState,
  browser: { readonly lines: Cart; readonly mergeKey: string },
  stockOf: (sku: string) => number | null,
): MergeResult => {
  const adding = browser.lines.length > 0 && browser.mergeKey !== saved.mergeKey;
  const wanted = new Map<string, number>();
  for (const line of adding ? [...saved.lines, ...browser.lines] : saved.lines)
    wanted.set(line.sku, (wanted.get(line.sku) ?? 0) + line.quantity);
  const inSaved = new Set(saved.lines.map((line) => line.sku));
  const combined = adding ? browser.lines.filter((line) => inSaved.has(line.sku)).map((line) => line.sku) : [];
  const capped: string[] = [];
  const lines = [...wanted].map(([sku, units]) => {
    const stock = stockOf(sku);
    const cap = stock !== null && stock > 0 ? Math.min(MAX_QUANTITY, stock) : MAX_QUANTITY;
    if (stock !== null && stock > 0 && stock <= MAX_QUANTITY && units > stock) capped.push(sku);
    return { sku, quantity: Math.min(units, cap) };
  });
  return { state: { lines, mergeKey: adding ? browser.mergeKey : saved.mergeKey }, combined, capped };
};
