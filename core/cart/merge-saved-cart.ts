import { ok, type Result } from '../shared/result';
import { parseCartLines, type CartError } from './cart';
import { cartFingerprint, mergeCarts } from './merge-carts';
import { priceCart, reducedMessage, variantLabel, type CartChange, type PricedCart } from './price-cart';
import { lookUp } from './quote-cart';
import { SAVE_ATTEMPTS, type SavedCartDeps } from './saved-cart';

export type MergeInput = {
  readonly lines: readonly { readonly sku: string; readonly quantity: number }[];
  /** Names this browser cart; by default its contents (see `cartFingerprint`). */
  readonly mergeKey?: string;
};

/** Merges the browser's cart into a signed-in customer's saved cart at sign-in (see `mergeCarts` for the rule: units
 * added, capped by stock, nothing dropped, the same browser cart never merged twice), prices the result, saves it with
 * optimistic concurrency (a concurrent save makes the merge start over), and tells the shopper what was combined or cut. */
export const mergeIntoSavedCart =
  (deps: SavedCartDeps) =>
  async (customerId: string, input: MergeInput): Promise<Result<PricedCart, CartError>> => {
    const browser = parseCartLines(input.lines);
    if (!browser.ok) return browser;
    const mergeKey = input.mergeKey ?? cartFingerprint(browser.value);
    for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt += 1) {
      const saved = await deps.carts.load(customerId);
      const catalogue = await lookUp(deps.catalogue, saved.lines, browser.value);
      const stockOf = (sku: string) => {
        const info = catalogue.get(sku);
        return info && info.sellable ? info.stock : null;
      };
      const merged = mergeCarts(saved, { lines: browser.value, mergeKey }, stockOf);
      const { priced, kept } = priceCart(merged.state.lines, catalogue, deps.policy);
      if (
        !(await deps.carts.save(
          customerId,
          { lines: kept, mergeKey: merged.state.mergeKey },
          saved.version,
          deps.clock.now(),
        ))
      )
        continue;
      const present = new Set(kept.map((line) => line.sku));
      const told: CartChange[] = [
        ...merged.capped
          .filter((sku) => present.has(sku))
          .map((sku) => {
            const info = catalogue.get(sku)!;
            return { sku, kind: 'reduced-to-stock' as const, message: reducedMessage(info, info.stock) };
          }),
        ...merged.combined
          .filter((sku) => present.has(sku) && !merged.capped.includes(sku))
          .map((sku) => ({
            sku,
            kind: 'merged' as const,
            message: `Sumamos ${variantLabel(catalogue.get(sku)!)} a lo que ya tenías en tu carrito.`,
          })),
      ];
      return ok({ ...priced, changes: [...told, ...priced.changes] });
    }
    throw new Error(`Cart of ${customerId} changed ${SAVE_ATTEMPTS} times while merging`);
  };
