/** Where this browser keeps its cart (./cart.ts `savedCart`); the islands' boot reads it without the cart's code
 * (web/pages/island-table.ts). */
export const SAVED_CART_KEY = 'fornido.carrito';
