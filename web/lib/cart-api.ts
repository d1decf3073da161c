import type { CartLineInput, PricedCart } from '../../contract/account';
import { callApi } from './json-api';

/** The cart endpoints of the API contract (`account-api.ts`), as the browser calls them. */
export const cartApi = {
  /** Prices a browser cart at today's catalogue prices and stock (anyone). */
  quote: (lines: readonly CartLineInput[]) => callApi<PricedCart>('POST', '/api/v1/cart/quote', { lines }),
  /** The signed-in shopper's cart, kept on the server. */
  get: () => callApi<PricedCart>('GET', '/api/v1/cart'),
  /** Replaces the signed-in shopper's cart. */
  put: (lines: readonly CartLineInput[]) => callApi<PricedCart>('PUT', '/api/v1/cart', { lines }),
  /** Adds the browser's cart to the signed-in shopper's cart, telling what changed. */
  merge: (lines: readonly CartLineInput[]) => callApi<PricedCart>('POST', '/api/v1/cart/merge', { lines }),
};
