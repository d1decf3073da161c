import type { StorePolicy } from '../policy/store-policy';
import { ok, type Result } from '../shared/result';
import { parseCartLines, type Cart, type CartError } from './cart';
import type { CartCatalogue, SkuInfo } from './ports';
import { priceCart, type PricedCart } from './price-cart';

export type CartPricingDeps = {
  readonly catalogue: CartCatalogue;
  readonly policy: Pick<
    StorePolicy,
    'freeShippingThreshold' | 'maxUnitsPerLine' | 'contraentregaLessThan' | 'contraentregaSurcharge'
  >;
};

/** The catalogue's current facts about the skus of some carts, by sku. */
export const lookUp = async (catalogue: CartCatalogue, ...carts: Cart[]): Promise<ReadonlyMap<string, SkuInfo>> => {
  const skus = [...new Set(carts.flatMap((cart) => cart.map((line) => line.sku)))];
  const found = skus.length === 0 ? [] : await catalogue.findVariantsBySku(skus);
  return new Map(found.map((info) => [info.sku, info]));
};

/** Prices a browser's cart for anyone (signed in or not) from the catalogue as it is now. */
export const quoteCart =
  (deps: CartPricingDeps) =>
  async (
    lines: readonly { readonly sku: string; readonly quantity: number }[],
  ): Promise<Result<PricedCart, CartError>> => {
    const cart = parseCartLines(lines);
    if (!cart.ok) return cart;
    return ok(priceCart(cart.value, await lookUp(deps.catalogue, cart.value), deps.policy).priced);
  };
