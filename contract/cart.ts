import type { PricedCart } from '../core/cart/price-cart';
import type { cartInputs } from './inputs/cart';
import { endpoint } from './endpoint';

export type { CartLine as CartLineInput } from '../core/cart/cart';
export type { CartChange, PricedCart, PricedCartLine } from '../core/cart/price-cart';

/**
 * The cart endpoints (`Cache-Control: no-store`): a browser's cart priced for anyone, and the saved cart of a signed-in
 * shopper, which follows them from device to device. Every answer is the cart at today's prices and stock, with the
 * `changes` made to fit them (a line gone, a quantity lowered) in the shopper's words.
 */
export const cartEndpoints = {
  /** Prices a browser's cart (anyone); 400 `invalid-input` or `invalid-cart` for lines the store cannot sell. */
  quoteCart: endpoint<PricedCart, typeof cartInputs.quoteCart>()({
    method: 'POST',
    path: '/api/v1/cart/quote',
    errors: ['invalid-cart'],
  }),
  /** The signed-in shopper's saved cart; 401 for a guest. */
  savedCart: endpoint<PricedCart, typeof cartInputs.savedCart>()({
    method: 'GET',
    path: '/api/v1/cart',
    errors: ['unauthenticated'],
  }),
  /** Replaces the signed-in shopper's saved cart with these lines; 401 for a guest (before the body is read). */
  replaceCart: endpoint<PricedCart, typeof cartInputs.replaceCart>()({
    method: 'PUT',
    path: '/api/v1/cart',
    errors: ['unauthenticated', 'invalid-cart'],
  }),
  /** Adds a browser's cart to the signed-in shopper's saved one, once per `mergeKey` (by default the lines themselves),
   * telling what changed; 401 for a guest (before the body is read). */
  mergeCart: endpoint<PricedCart, typeof cartInputs.mergeCart>()({
    method: 'POST',
    path: '/api/v1/cart/merge',
    errors: ['unauthenticated', 'invalid-cart'],
  }),
};
