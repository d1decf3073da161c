import { pesos, type Pesos } from '../shared/money';
import type { Clock } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import { changedFields } from './catalogue-fields';
import type { CatalogueEditor } from './ports';

export type SetPriceError =
  | { readonly kind: 'invalid-input'; readonly message: string; readonly field: 'price' | 'compareAt' }
  | { readonly kind: 'variant-not-found'; readonly message: string }
  | { readonly kind: 'stale'; readonly message: string };

type Prices = { readonly price: Pesos; readonly compareAt: Pesos | null };

/** A variant's prices before and after; `changed` false when they already were those (nothing written). */
export type PriceSet = {
  readonly sku: string;
  readonly before: Prices;
  readonly after: Prices;
  readonly changed: boolean;
};

const wholePesos = (n: number) => Number.isSafeInteger(n) && n >= 1;

/**
 * Sets a variant's price in whole pesos, and its compare-at ("before") price when given (null drops it; absent keeps
 * it). A compare-at price must stay above the price, so a price raised to or past the one kept is refused rather than
 * shown struck through at less than it costs. Recorded in the audit under `actor`. Messages are for operators.
 */
export const setVariantPrice =
  (deps: { readonly editor: CatalogueEditor; readonly clock: Clock }) =>
  async (input: {
    readonly sku: string;
    readonly price: number;
    readonly compareAt?: number | null;
    readonly actor: string;
  }): Promise<Result<PriceSet, SetPriceError>> => {
    if (!wholePesos(input.price))
      return err({ kind: 'invalid-input', field: 'price', message: 'Give the price as whole pesos, e.g. 189900.' });
    if (input.compareAt != null && !wholePesos(input.compareAt)) {
      const message = 'Give the compare-at price as whole pesos, e.g. 219900, or "none" to drop it.';
      return err({ kind: 'invalid-input', field: 'compareAt', message });
    }
    const sku = input.sku.trim().toUpperCase();
    const variant = (await deps.editor.snapshot()).variants.find((v) => v.sku === sku);
    if (!variant) return err({ kind: 'variant-not-found', message: `No variant has the sku "${sku}".` });
    const before: Prices = { price: variant.price, compareAt: variant.compareAt };
    const after: Prices = {
      price: pesos(input.price),
      compareAt:
        input.compareAt === undefined ? variant.compareAt : input.compareAt === null ? null : pesos(input.compareAt),
    };
    if (after.compareAt !== null && after.compareAt <= after.price) {
      const message =
        input.compareAt === undefined
          ? `The compare-at price ${after.compareAt} would not be above the new price: give a higher one, or "none" to drop it.`
          : `The compare-at price ${after.compareAt} must be above the price ${after.price}.`;
      return err({ kind: 'invalid-input', field: 'compareAt', message });
    }
    const change = changedFields(before, after);
    if (Object.keys(change.after).length === 0) return ok({ sku, before, after, changed: false });
    const applied = await deps.editor.apply([{ kind: 'variant', subject: sku, product: variant.product, ...change }], {
      actor: input.actor,
      at: deps.clock.now(),
      source: 'set-price',
    });
    if (applied === 'stale')
      return err({ kind: 'stale', message: `The variant ${sku} changed meanwhile; nothing was changed: try again.` });
    return ok({ sku, before, after, changed: true });
  };
