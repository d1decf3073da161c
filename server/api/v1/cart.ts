import { T, type AppContainer } from '../../../adapters/container';
import type { cartEndpoints } from '../../../contract/cart';
import { UNAUTHENTICATED } from '../../../core/customers/account-errors';
import { err, ok } from '../../../core/shared/result';
import type { Handlers } from '../endpoints';

/** Pricing a browser's cart for anyone, and the saved cart of a signed-in customer (contract/cart.ts; a guest is refused
 * before the body is read: account-edge.ts). */
export const cartHandlers = (c: AppContainer): Handlers<typeof cartEndpoints> => {
  const { quoteCart, showSavedCart, replaceSavedCart, mergeIntoSavedCart } = c.get(T.cart);
  return {
    quoteCart: ({ lines }) => quoteCart(lines),
    savedCart: async (_input, { customerId }) =>
      customerId === null ? err(UNAUTHENTICATED) : ok(await showSavedCart(customerId)),
    replaceCart: async ({ lines }, { customerId }) =>
      customerId === null ? err(UNAUTHENTICATED) : replaceSavedCart(customerId, lines),
    mergeCart: async (form, { customerId }) =>
      customerId === null ? err(UNAUTHENTICATED) : mergeIntoSavedCart(customerId, form),
  };
};
