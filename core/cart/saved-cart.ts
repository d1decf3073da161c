import type { Clock } from '../shared/ports';
import { ok, type Result } from '../shared/result';
import { parseCartLines, sameCart, type Cart, type CartError } from './cart';
import type { CartStore } from './ports';
import { priceCart, type PricedCart } from './price-cart';
import { lookUp, type CartPricingDeps } from './quote-cart';

/** Concurrent saves of one customer's cart retried before giving up (an outage, not a shopper's mistake). */
export const SAVE_ATTEMPTS = 5;

export type SavedCartDeps = CartPricingDeps & { readonly carts: CartStore; readonly clock: Clock };

/** A signed-in customer's saved cart, priced now; lines cut or removed by pricing are saved that way, so the shopper is
 * told about each change once. */
export const showSavedCart =
  (deps: SavedCartDeps) =>
  async (customerId: string): Promise<PricedCart> => {
    const saved = await deps.carts.load(customerId);
    const { priced, kept } = priceCart(saved.lines, await lookUp(deps.catalogue, saved.lines), deps.policy);
    // Losing this race only means another device saved first; its cart is priced the next time.
    if (!sameCart(kept, saved.lines))
      await deps.carts.save(customerId, { lines: kept, mergeKey: saved.mergeKey }, saved.version, deps.clock.now());
    return priced;
  };

/** Replaces a signed-in customer's saved cart with the browser's lines, priced and cut to stock (last write wins). */
export const replaceSavedCart =
  (deps: SavedCartDeps) =>
  async (
    customerId: string,
    lines: readonly { readonly sku: string; readonly quantity: number }[],
  ): Promise<Result<PricedCart, CartError>> => {
    const cart = parseCartLines(lines);
    if (!cart.ok) return cart;
    const { priced, kept } = priceCart(cart.value, await lookUp(deps.catalogue, cart.value), deps.policy);
    for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt += 1) {
      const saved = await deps.carts.load(customerId);
      if (await deps.carts.save(customerId, { lines: kept, mergeKey: saved.mergeKey }, saved.version, deps.clock.now()))
        return ok(priced);
    }
    throw new Error(`Cart of ${customerId} changed ${SAVE_ATTEMPTS} times while saving`);
  };

/** Takes what an order bought out of the customer's saved cart: each line loses the quantity ordered, so a product
 * added on another device while the order was placed stays in the cart. */
export const takeOrderedLines =
  (deps: { readonly carts: CartStore; readonly clock: Clock }) =>
  async (customerId: string, ordered: Cart): Promise<void> => {
    const bought = new Map(ordered.map((line) => [line.sku, line.quantity]));
    for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt += 1) {
      const saved = await deps.carts.load(customerId);
      const left = saved.lines.flatMap((line) => {
        const quantity = line.quantity - (bought.get(line.sku) ?? 0);
        return quantity > 0 ? [{ sku: line.sku, quantity }] : [];
      });
      if (sameCart(left, saved.lines)) return;
      if (await deps.carts.save(customerId, { lines: left, mergeKey: saved.mergeKey }, saved.version, deps.clock.now()))
        return;
    }
    // Other devices kept saving: the cart keeps the lines, which the shopper can remove; the order stands.
  };
