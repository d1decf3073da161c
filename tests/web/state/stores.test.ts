import { describe, expect, it } from 'vitest';
import type { ProductView } from '../../../core/catalog/get-product';
import { firstName } from '../../../web/state/account';
import { chooseQuantity, clampQuantity, productStore, showProduct } from '../../../web/state/product';

const viewOf = (sku: string, stock: number) =>
  ({ product: { slug: 'p' }, variant: { sku, stock }, related: [] }) as unknown as ProductView;

describe('product store', () => {
  it('keeps the quantity between 1 and the stock (and the line limit)', () => {
    expect(clampQuantity(3, 10)).toBe(3);
    expect(clampQuantity(0, 10)).toBe(1);
    expect(clampQuantity(-4, 10)).toBe(1);
    expect(clampQuantity(12, 10)).toBe(10);
    expect(clampQuantity(2.9, 10)).toBe(2);
    expect(clampQuantity(Number.NaN, 10)).toBe(1);
    expect(clampQuantity(500, 1000)).toBe(99);
    expect(clampQuantity(3, 0)).toBe(1);
  });

  it('starts from one unit for each variant shown, and caps the chosen quantity by its stock', () => {
    showProduct(viewOf('A-1', 4));
    chooseQuantity(3);
    expect(productStore.quantity).toBe(3);
    showProduct(viewOf('A-1', 4));
    expect(productStore.quantity).toBe(3);
    chooseQuantity(9);
    expect(productStore.quantity).toBe(4);
    showProduct(viewOf('A-2', 4));
    expect(productStore.quantity).toBe(1);
    showProduct(null);
    expect(productStore.view).toBeNull();
  });
});

describe('account store', () => {
  it('greets by the first word of the name', () => {
    expect(firstName('Ana María Rodríguez')).toBe('Ana');
    expect(firstName('  Ñusta  ')).toBe('Ñusta');
  });
});
