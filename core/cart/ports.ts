import type { Picture, TaxRate } from '../catalog/product';
import type { Pesos } from '../shared/money';
import type { Cart } from './cart';

/** What a line of a cart, a checkout or an order shows of its variant: the names, its page and its picture. */
export type LineProduct = {
  readonly sku: string;
  readonly productSlug: string;
  readonly category: string;
  readonly name: string;
  readonly brand: string;
  readonly size: string;
  readonly flavour: string | null;
  readonly image: Picture | null;
};

/** The line product's fields of anything that has them, and nothing else (no stock or cost leaks into a view). */
export const lineProductOf = (from: LineProduct): LineProduct => ({
  sku: from.sku,
  productSlug: from.productSlug,
  category: from.category,
  name: from.name,
  brand: from.brand,
  size: from.size,
  flavour: from.flavour,
  image: from.image,
});

/** What the catalogue says about one variant today, for pricing a cart line. */
export type SkuInfo = LineProduct & {
  readonly price: Pesos;
  readonly compareAt: Pesos | null;
  readonly stock: number;
  readonly taxRate: TaxRate;
  /** Packed weight of one unit, for shipping quotes. */
  readonly weightGrams: number;
  /** False when the product or the variant has been withdrawn from sale. */
  readonly sellable: boolean;
};

/** The catalogue as a cart sees it: variants by sku. */
export type CartCatalogue = {
  /** The variants with these skus, withdrawn ones included (marked not sellable); unknown skus are simply absent. */
  findVariantsBySku(skus: readonly string[]): Promise<readonly SkuInfo[]>;
};

/** A signed-in customer's cart as stored, with the key of the last browser cart merged into it. */
export type SavedCart = {
  readonly lines: Cart;
  readonly mergeKey: string | null;
  /** Bumped by every save; 0 for a customer who never had a cart. */
  readonly version: number;
};

/** The carts of signed-in customers, shared by all their devices. */
export type CartStore = {
  /** The customer's cart (empty, version 0, when there is none). */
  load(customerId: string): Promise<SavedCart>;
  /** Replaces the cart only if it is still at `expectedVersion` (nobody saved in between); false otherwise. */
  save(
    customerId: string,
    cart: { readonly lines: Cart; readonly mergeKey: string | null },
    expectedVersion: number,
    now: Date,
  ): Promise<boolean>;
};
