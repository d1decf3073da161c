import { defaultPolicy } from '../../../core/policy/store-policy';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart } from '../../../core/cart/price-cart';
import { RUNS } from '../support/runs';
import { aPolicy } from '../support/arbitraries';
import { aCart, aCatalogue } from './cart-arbitraries';

describe('priceCart', () => {
  it('adds up: line totals are unit price × units, the subtotal their sum, the missing amount for free shipping never negative', () => {
    fc.assert(
      fc.property(aCart, aCatalogue, aPolicy, (cart, catalogue, policy) => {
        const { priced } = priceCart(cart, catalogue, policy);
        for (const line of priced.lines) {
          expect(line.unitPrice).toBe(catalogue.get(line.sku)!.price);
          expect(line.lineTotal).toBe(line.unitPrice * line.quantity);
        }
        expect(priced.subtotal).toBe(priced.lines.reduce((total, line) => total + line.lineTotal, 0));
        expect(priced.itemCount).toBe(priced.lines.reduce((count, line) => count + line.quantity, 0));
        expect(priced.missingForFreeShipping).toBe(Math.max(0, policy.freeShippingThreshold - priced.subtotal));
      }),
      RUNS,
    );
  });

  it('accounts for every line: priced within stock and the limit per line, or removed with a message; a cut line says why', () => {
    fc.assert(
      fc.property(aCart, aCatalogue, fc.integer({ min: 1, max: 99 }), (cart, catalogue, maxUnitsPerLine) => {
        const { priced, kept } = priceCart(cart, catalogue, {
          ...defaultPolicy,
          freeShippingThreshold: 0 as never,
          maxUnitsPerLine,
        });
        for (const line of cart) {
          const out = priced.lines.find((p) => p.sku === line.sku);
          const changes = priced.changes.filter((c) => c.sku === line.sku).map((c) => c.kind);
          const info = catalogue.get(line.sku);
          if (!info || !info.sellable || info.stock <= 0) {
            expect(out).toBeUndefined();
            expect(changes).toEqual(['removed-unavailable']);
          } else {
            const most = Math.min(info.stock, maxUnitsPerLine);
            expect(out!.quantity).toBe(Math.min(line.quantity, most));
            expect(out!.maxQuantity).toBe(most);
            const cut = info.stock <= maxUnitsPerLine ? 'reduced-to-stock' : 'reduced-to-limit';
            expect(changes).toEqual(line.quantity > most ? [cut] : []);
          }
        }
        expect(kept).toEqual(priced.lines.map(({ sku, quantity }) => ({ sku, quantity })));
      }),
      RUNS,
    );
  });

  it('is stable: pricing the kept lines again changes nothing', () => {
    fc.assert(
      fc.property(aCart, aCatalogue, aPolicy, (cart, catalogue, policy) => {
        const first = priceCart(cart, catalogue, policy);
        const second = priceCart(first.kept, catalogue, policy);
        expect(second.priced.changes).toEqual([]);
        expect(second.priced.lines).toEqual(first.priced.lines);
      }),
      RUNS,
    );
  });
});
