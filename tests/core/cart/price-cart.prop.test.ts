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

  it('accounts for every line: priced within stock, or removed with a message; a cut line says so', () => {
    fc.assert(
      fc.property(aCart, aCatalogue, (cart, catalogue) => {
        const { priced, kept } = priceCart(cart, catalogue, { freeShippingThreshold: 0 as never });
        for (const line of cart) {
          const out = priced.lines.find((p) => p.sku === line.sku);
          const changes = priced.changes.filter((c) => c.sku === line.sku).map((c) => c.kind);
          const info = catalogue.get(line.sku);
          if (!info || !info.sellable || info.stock <= 0) {
            expect(out).toBeUndefined();
            expect(changes).toEqual(['removed-unavailable']);
          } else {
            expect(out!.quantity).toBe(Math.min(line.quantity, info.stock));
            expect(changes).toEqual(line.quantity > info.stock ? ['reduced-to-stock'] : []);
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
