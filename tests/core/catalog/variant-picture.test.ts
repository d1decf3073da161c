import { describe, expect, it } from 'vitest';
import type { ProductImage, Variant } from '../../../core/catalog/product';
import { variantPicture } from '../../../core/catalog/variant-picture';
import { pesos } from '../../../core/shared/money';

const picture = (flavour: string | null, size: string | null): ProductImage => ({
  url: `/img/productos/${size ?? 'x'}-${flavour ?? 'principal'}.svg`,
  alt: 'Proteína',
  width: 800,
  height: 800,
  flavour,
  size,
});
const variant = (size: string, flavour: string | null): Variant => ({
  sku: `P-${size}-${flavour}`,
  size,
  flavour,
  weightGrams: 900,
  servings: 30,
  price: pesos(150_000),
  compareAt: null,
  stock: 3,
  taxRate: 0.19,
  active: true,
});

describe('the picture of the chosen variant', () => {
  const images = [picture('Chocolate', '2 lb'), picture('Vainilla', '2 lb'), picture('Chocolate', '5 lb')];

  it('is the one labelled with its size and flavour', () => {
    expect(variantPicture({ images }, variant('5 lb', 'Chocolate'))).toBe(images[2]);
    expect(variantPicture({ images }, variant('2 lb', 'Chocolate'))).toBe(images[0]);
  });

  it("falls back to its flavour's picture, then to the product's first", () => {
    expect(variantPicture({ images }, variant('5 lb', 'Vainilla'))).toBe(images[1]);
    expect(variantPicture({ images }, variant('2 lb', 'Fresa'))).toBe(images[0]);
    const older = [picture('Chocolate', null), picture('Vainilla', null)];
    expect(variantPicture({ images: older }, variant('5 lb', 'Vainilla'))).toBe(older[1]);
    expect(variantPicture({ images: [] }, variant('5 lb', 'Vainilla'))).toBeUndefined();
  });
});
