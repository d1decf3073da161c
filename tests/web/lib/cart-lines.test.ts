import type { PricedCart, PricedCartLine } from '../../../contract/cart';
import { codTerms } from '../../../core/cart/payment-terms';
import { defaultPolicy } from '../../../core/policy/store-policy';
import { pesos } from '../../../core/shared/money';
import { describe, expect, it } from 'vitest';
import { addLine, linesOf, removeLine, setLineQuantity, visibleLines } from '../../../web/state/cart-edits';
import { cartLabel, MAX_LINE_QUANTITY, parseCartLines, unitCount } from '../../../web/lib/cart-lines';

const lines = [
  { sku: 'GSW-2LB-CHOC', quantity: 2 },
  { sku: 'CMM-300G', quantity: 1 },
];

describe('cart lines', () => {
  it('adds to an existing line or appends a new one, capped per line', () => {
    expect(addLine(lines, 'CMM-300G', 3)).toEqual([
      { sku: 'GSW-2LB-CHOC', quantity: 2 },
      { sku: 'CMM-300G', quantity: 4 },
    ]);
    expect(addLine(lines, 'MVD-60', 1)).toEqual([...lines, { sku: 'MVD-60', quantity: 1 }]);
    expect(addLine(lines, 'CMM-300G', 500)[1]).toEqual({ sku: 'CMM-300G', quantity: MAX_LINE_QUANTITY });
    expect(addLine(lines, 'MVD-60', 0)).toEqual(lines);
    expect(addLine(lines, 'MVD-60', Number.NaN)).toEqual(lines);
    expect(addLine(lines, 'MVD-60', 2.7)).toEqual([...lines, { sku: 'MVD-60', quantity: 2 }]);
  });

  it('sets a quantity, removing the line at zero, and removes lines', () => {
    expect(setLineQuantity(lines, 'GSW-2LB-CHOC', 5)[0]).toEqual({ sku: 'GSW-2LB-CHOC', quantity: 5 });
    expect(setLineQuantity(lines, 'GSW-2LB-CHOC', 0)).toEqual([{ sku: 'CMM-300G', quantity: 1 }]);
    expect(setLineQuantity(lines, 'GSW-2LB-CHOC', 1000)[0].quantity).toBe(MAX_LINE_QUANTITY);
    expect(removeLine(lines, 'CMM-300G')).toEqual([{ sku: 'GSW-2LB-CHOC', quantity: 2 }]);
    expect(removeLine(lines, 'NO-EXISTE')).toEqual(lines);
  });

  it('counts units and names the cart button for screen readers', () => {
    expect(unitCount(lines)).toBe(3);
    expect(unitCount([])).toBe(0);
    expect(cartLabel(0)).toBe('Carrito, vacío');
    expect(cartLabel(1)).toBe('Carrito, 1 producto');
    expect(cartLabel(3)).toBe('Carrito, 3 productos');
  });

  it('accepts only sensible stored lines', () => {
    expect(parseCartLines(lines)).toEqual(lines);
    expect(parseCartLines([])).toEqual([]);
    expect(parseCartLines([{ sku: 'A1', quantity: 1, extra: true }])).toEqual([{ sku: 'A1', quantity: 1 }]);
    for (const bad of [
      null,
      'GSW',
      { lines },
      [null],
      [{ sku: 'A1' }],
      [{ sku: 'A1', quantity: 0 }],
      [{ sku: 'A1', quantity: 1.5 }],
      [{ sku: 'A1', quantity: MAX_LINE_QUANTITY + 1 }],
      [{ sku: '<script>', quantity: 1 }],
      [{ sku: '', quantity: 1 }],
      [
        { sku: 'A1', quantity: 1 },
        { sku: 'A1', quantity: 2 },
      ],
      Array.from({ length: 101 }, (_, i) => ({ sku: `S${i}`, quantity: 1 })),
    ]) {
      expect(parseCartLines(bad), JSON.stringify(bad)?.slice(0, 60)).toBeNull();
    }
  });

  it('takes the lines a priced cart settled on, and draws priced lines at the quantity the shopper set', () => {
    const priced = (sku: string, quantity: number): PricedCartLine => ({
      sku,
      quantity,
      productSlug: 'p',
      category: 'c',
      name: sku,
      brand: 'b',
      size: '1 kg',
      flavour: null,
      image: null,
      unitPrice: pesos(1000),
      compareAt: null,
      stock: 5,
      maxQuantity: 5,
      lineTotal: pesos(1000 * quantity),
    });
    const cart: PricedCart = {
      lines: [priced('A1', 2), priced('B2', 1)],
      changes: [],
      subtotal: pesos(3000),
      missingForFreeShipping: pesos(0),
      itemCount: 3,
      cashOnDelivery: codTerms(
        { totalBeforeSurcharge: pesos(3000), shippingIncluded: false, codCoverage: null },
        defaultPolicy,
      ),
    };
    expect(linesOf(cart)).toEqual([
      { sku: 'A1', quantity: 2 },
      { sku: 'B2', quantity: 1 },
    ]);
    const shown = visibleLines(cart.lines, [
      { sku: 'A1', quantity: 3 },
      { sku: 'C3', quantity: 1 },
    ]);
    expect(shown.map((s) => [s.line.sku, s.quantity])).toEqual([['A1', 3]]);
  });
});
