import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartFingerprint, mergeCarts, type MergeState } from '../../../core/cart/merge-carts';
import { priceCart } from '../../../core/cart/price-cart';
import { defaultPolicy } from '../../../core/policy/store-policy';
import { RUNS } from '../support/runs';
import { aCart, aCatalogue, stockIn } from './cart-arbitraries';

const aSaved: fc.Arbitrary<MergeState> = fc.record({
  lines: aCart,
  mergeKey: fc.option(fc.constantFrom('k1', 'k2'), { nil: null }),
});
const browserOf = (lines: MergeState['lines']) => ({ lines, mergeKey: cartFingerprint(lines) });
const units = (lines: MergeState['lines'], sku: string) => lines.find((line) => line.sku === sku)?.quantity ?? 0;

describe('mergeCarts', () => {
  it('never goes above the stock of a sku in stock, nor outside 1–99 units, nor repeats a sku', () => {
    fc.assert(
      fc.property(aSaved, aCart, aCatalogue, (saved, browser, catalogue) => {
        const { state } = mergeCarts(saved, browserOf(browser), stockIn(catalogue));
        const stockOf = stockIn(catalogue);
        for (const line of state.lines) {
          expect(line.quantity).toBeGreaterThanOrEqual(1);
          expect(line.quantity).toBeLessThanOrEqual(99);
          const stock = stockOf(line.sku);
          if (stock !== null && stock > 0) expect(line.quantity).toBeLessThanOrEqual(stock);
        }
        expect(new Set(state.lines.map((line) => line.sku)).size).toBe(state.lines.length);
      }),
      RUNS,
    );
  });

  it('never loses a line of either cart, and adds the units of a sku in both (up to the caps)', () => {
    fc.assert(
      fc.property(aSaved, aCart, aCatalogue, (saved, browser, catalogue) => {
        fc.pre(browser.length > 0 && cartFingerprint(browser) !== saved.mergeKey);
        const stockOf = stockIn(catalogue);
        const { state } = mergeCarts(saved, browserOf(browser), stockOf);
        const skus = new Set([...saved.lines, ...browser].map((line) => line.sku));
        expect(new Set(state.lines.map((line) => line.sku))).toEqual(skus);
        for (const sku of skus) {
          const stock = stockOf(sku);
          const cap = stock !== null && stock > 0 ? Math.min(99, stock) : 99;
          expect(units(state.lines, sku)).toBe(Math.min(cap, units(saved.lines, sku) + units(browser, sku)));
        }
      }),
      RUNS,
    );
  });

  it('is idempotent: merging the same browser cart again changes nothing', () => {
    fc.assert(
      fc.property(aSaved, aCart, aCatalogue, (saved, browser, catalogue) => {
        const once = mergeCarts(saved, browserOf(browser), stockIn(catalogue)).state;
        const twice = mergeCarts(once, browserOf(browser), stockIn(catalogue)).state;
        expect(twice).toEqual(once);
      }),
      RUNS,
    );
  });

  it('then priced, keeps every line still sold (within stock) and nothing that is not', () => {
    fc.assert(
      fc.property(aSaved, aCart, aCatalogue, (saved, browser, catalogue) => {
        const { state } = mergeCarts(saved, browserOf(browser), stockIn(catalogue));
        const { kept } = priceCart(state.lines, catalogue, defaultPolicy);
        const sold = (sku: string) => (stockIn(catalogue)(sku) ?? 0) > 0;
        expect(kept.map((line) => line.sku)).toEqual(
          state.lines.filter((line) => sold(line.sku)).map((line) => line.sku),
        );
        for (const line of kept) expect(line.quantity).toBeLessThanOrEqual(catalogue.get(line.sku)!.stock);
      }),
      RUNS,
    );
  });
});
