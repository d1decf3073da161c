import fc from 'fast-check';
import type { Cart } from '../../../core/cart/cart';
import type { SkuInfo } from '../../../core/cart/ports';
import { pesos } from '../../../core/shared/money';

/** Few skus, so carts overlap often. */
export const SKUS = ['A-1', 'B-2', 'C-3', 'D-4', 'E-5', 'F-6'] as const;

/** A cart with at most one line per sku, whole quantities from 1 to 99. */
export const aCart: fc.Arbitrary<Cart> = fc.uniqueArray(
  fc.record({ sku: fc.constantFrom(...SKUS), quantity: fc.integer({ min: 1, max: 99 }) }),
  { selector: (line) => line.sku, maxLength: SKUS.length },
);

/** What the catalogue says of a sku: unknown (null), or sold with some stock (0 included), or withdrawn. */
export const anInfo = (sku: string): fc.Arbitrary<SkuInfo | null> =>
  fc.option(
    fc
      .record({
        price: fc.integer({ min: 1, max: 2_000_000 }),
        compareAt: fc.constant(null),
        stock: fc.oneof(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 500 })),
        sellable: fc.boolean(),
      })
      .map(({ price, stock, sellable }): SkuInfo => ({
        sku,
        productSlug: `p-${sku}`,
        category: 'proteinas',
        name: `Producto ${sku}`,
        brand: 'Marca',
        size: '2 lb',
        flavour: null,
        image: null,
        price: pesos(price),
        compareAt: null,
        stock,
        taxRate: 0.19,
        weightGrams: 1000,
        sellable,
      })),
    { nil: null },
  );

/** A catalogue covering the skus: each one unknown, withdrawn, sold out or in stock. */
export const aCatalogue: fc.Arbitrary<ReadonlyMap<string, SkuInfo>> = fc
  .tuple(...SKUS.map(anInfo))
  .map((infos) => new Map(infos.filter((info): info is SkuInfo => info !== null).map((info) => [info.sku, info])));

/** Units in stock of a sellable sku, else null: what the merge is told. */
export const stockIn = (catalogue: ReadonlyMap<string, SkuInfo>) => (sku: string) => {
  const info = catalogue.get(sku);
  return info && info.sellable ? info.stock : null;
};
