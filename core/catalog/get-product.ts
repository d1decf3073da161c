import { err, ok, type Result } from '../shared/result';
import type { Product, Variant } from './product';
import type { ProductStore, ProductSummary } from './ports';

export type ProductView = {
  readonly product: Product;
  /** The variant the URL names, or the first one in stock (else the first) when it names none. */
  readonly variant: Variant;
  readonly related: readonly ProductSummary[];
};

export type ProductError =
  | { readonly kind: 'product-not-found'; readonly message: string }
  | { readonly kind: 'variant-not-found'; readonly message: string };
export type ProductErrorKind = ProductError['kind'];

/** The variant a product's own address opens on: the first in stock, else the first. */
export const defaultVariant = (product: Pick<Product, 'variants'>): Variant | undefined =>
  product.variants.find((v) => v.stock > 0) ?? product.variants[0];

/** Lower-cased SKU: the variant's part of a product URL (`/proteinas/iso-100/dy-iso-5lb-choc/`). */
export const variantKey = (v: Pick<Variant, 'sku'>) => v.sku.toLowerCase();

/**
 * A product as its page shows it. The category in the URL must be the product's own, so one product
 * never answers under two addresses.
 */
export const getProduct =
  (deps: { products: ProductStore }) =>
  async (input: { slug: string; category?: string; variant?: string }): Promise<Result<ProductView, ProductError>> => {
    const product = await deps.products.findProduct(input.slug);
    const wrongCategory = input.category !== undefined && product?.category.slug !== input.category;
    if (!product || wrongCategory || product.variants.length === 0) {
      return err({ kind: 'product-not-found', message: 'No encontramos ese producto.' });
    }
    const variant = input.variant
      ? product.variants.find((v) => variantKey(v) === input.variant!.toLowerCase())
      : defaultVariant(product);
    if (!variant) return err({ kind: 'variant-not-found', message: 'Esa presentación del producto no existe.' });
    const { items } = await deps.products.listProducts({
      category: product.category.slug,
      sort: 'relevancia',
      offset: 0,
      limit: 5,
    });
    return ok({ product, variant, related: items.filter((p) => p.slug !== product.slug).slice(0, 4) });
  };
