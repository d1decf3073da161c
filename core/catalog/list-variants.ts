import type { Pesos } from '../shared/money';
import type { CatalogueEditor } from './ports';

/** One variant as operators see it in `catalog variants`. */
export type VariantLine = {
  readonly product: string;
  readonly productName: string;
  readonly sku: string;
  readonly size: string;
  readonly flavour: string | null;
  readonly price: Pesos;
  readonly compareAt: Pesos | null;
  readonly stock: number;
  readonly lowStockLevel: number;
  /** On sale: the variant and its product both active. */
  readonly active: boolean;
  /** On sale with its stock at or under its low-stock level: time to order more. */
  readonly low: boolean;
};

/** Every variant of the catalogue, withdrawn ones included, by product; with `low`, only those on sale whose stock is at
 * or under their low-stock level (a withdrawn variant needs no more units). */
export const listVariants =
  (deps: { readonly editor: CatalogueEditor }) =>
  async (input: { readonly low?: boolean } = {}): Promise<readonly VariantLine[]> => {
    const { products, variants } = await deps.editor.snapshot();
    const bySlug = new Map(products.map((p) => [p.slug, p]));
    const lines = variants.map((v): VariantLine => {
      const product = bySlug.get(v.product)!;
      const active = product.active && v.active;
      return {
        product: product.slug,
        productName: product.name,
        sku: v.sku,
        size: v.size,
        flavour: v.flavour,
        price: v.price,
        compareAt: v.compareAt,
        stock: v.stock,
        lowStockLevel: v.lowStockLevel,
        active,
        low: active && v.stock <= v.lowStockLevel,
      };
    });
    return input.low ? lines.filter((l) => l.low) : lines;
  };
