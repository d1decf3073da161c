import { err, ok, type Result } from '../shared/result';

/** One line of a cart: a variant by its sku and how many units. */
export type CartLine = { readonly sku: string; readonly quantity: number };
/** A cart: at most one line per sku, in the order the shopper added them. */
export type Cart = readonly CartLine[];

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;
/** Most different products one cart holds: a store's cart, not a warehouse order. */
export const MAX_LINES = 50;
const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** The one refusal of the cart's use cases (quote, save, merge): lines that are not a cart. */
export type CartError = { readonly kind: 'invalid-cart'; readonly message: string };
export type CartErrorKind = CartError['kind'];

const invalid = (message: string): Result<never, CartError> => err({ kind: 'invalid-cart', message });

/** Whether a quantity is a whole number of units from 1 to 99. */
export const isQuantity = (quantity: number): boolean =>
  Number.isSafeInteger(quantity) && quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY;

/** Sets a line's quantity (adding the line at the end when new); quantities are whole numbers from 1 to 99. */
export const setLine = (cart: Cart, sku: string, quantity: number): Result<Cart, CartError> => {
  if (!isQuantity(quantity))
    return invalid(`La cantidad debe ser un número entero entre ${MIN_QUANTITY} y ${MAX_QUANTITY}.`);
  if (!cart.some((line) => line.sku === sku)) {
    return cart.length >= MAX_LINES
      ? invalid(`Tu carrito puede tener hasta ${MAX_LINES} productos distintos.`)
      : ok([...cart, { sku, quantity }]);
  }
  return ok(cart.map((line) => (line.sku === sku ? { sku, quantity } : line)));
};

/** Adds units to a line (creating it when new), stopping at 99 units rather than refusing. */
export const addLine = (cart: Cart, sku: string, quantity: number): Result<Cart, CartError> => {
  if (!isQuantity(quantity))
    return invalid(`La cantidad debe ser un número entero entre ${MIN_QUANTITY} y ${MAX_QUANTITY}.`);
  const current = cart.find((line) => line.sku === sku)?.quantity ?? 0;
  return setLine(cart, sku, Math.min(MAX_QUANTITY, current + quantity));
};

/** The cart without the line of a sku (unchanged when it has none). */
export const removeLine = (cart: Cart, sku: string): Cart => cart.filter((line) => line.sku !== sku);

/** Reads the lines a browser sends: known-shaped skus, whole quantities from 1 to 99, at most 50 lines; two lines of
 * the same sku become one (units added, at most 99), keeping the first one's place. */
export const parseCartLines = (
  lines: readonly { readonly sku: string; readonly quantity: number }[],
): Result<Cart, CartError> => {
  let cart: Cart = [];
  for (const line of lines) {
    if (!SKU.test(line.sku)) return invalid('Uno de los productos del carrito no es válido.');
    const added = addLine(cart, line.sku, line.quantity);
    if (!added.ok) return added;
    cart = added.value;
  }
  return ok(cart);
};

/** Two carts with the same lines in the same order and quantities. */
export const sameCart = (a: Cart, b: Cart): boolean =>
  a.length === b.length && a.every((line, i) => line.sku === b[i].sku && line.quantity === b[i].quantity);
