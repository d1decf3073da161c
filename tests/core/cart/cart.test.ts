import { describe, expect, it } from 'vitest';
import { addLine, parseCartLines, removeLine, setLine } from '../../../core/cart/cart';

describe('cart lines', () => {
  it('sets, adds (stopping at 99) and removes lines, keeping their order', () => {
    const one = setLine([], 'A-1', 2);
    expect(one).toEqual({ ok: true, value: [{ sku: 'A-1', quantity: 2 }] });
    const two = one.ok ? addLine(one.value, 'B-2', 1) : one;
    const more = two.ok ? addLine(two.value, 'A-1', 98) : two;
    expect(more.ok && more.value).toEqual([
      { sku: 'A-1', quantity: 99 },
      { sku: 'B-2', quantity: 1 },
    ]);
    expect(removeLine(more.ok ? more.value : [], 'A-1')).toEqual([{ sku: 'B-2', quantity: 1 }]);
  });

  it('refuses quantities that are not whole numbers from 1 to 99', () => {
    for (const quantity of [0, -1, 100, 1.5, Number.NaN]) {
      const result = setLine([], 'A-1', quantity);
      expect(!result.ok && result.error.message, String(quantity)).toBe(
        'La cantidad debe ser un número entero entre 1 y 99.',
      );
    }
  });

  it('reads a browser cart: two lines of one sku become one, odd skus and more than 50 lines are refused', () => {
    expect(
      parseCartLines([
        { sku: 'A-1', quantity: 60 },
        { sku: 'B-2', quantity: 1 },
        { sku: 'A-1', quantity: 60 },
      ]),
    ).toEqual({
      ok: true,
      value: [
        { sku: 'A-1', quantity: 99 },
        { sku: 'B-2', quantity: 1 },
      ],
    });
    expect(parseCartLines([{ sku: '<script>', quantity: 1 }]).ok).toBe(false);
    const many = Array.from({ length: 51 }, (_, i) => ({ sku: `S-${i}`, quantity: 1 }));
    const refused = parseCartLines(many);
    expect(!refused.ok && refused.error.message).toBe('Tu carrito puede tener hasta 50 productos distintos.');
  });
});
