import { proxy, ref } from 'valtio';
import type { ProductView } from '../../core/catalog/get-product';
import { MAX_LINE_QUANTITY } from '../lib/cart-lines';

/** The product on screen and how many units of its chosen variant the shopper wants to add. */
export const productStore = proxy<{ view: ProductView | null; quantity: number }>({ view: null, quantity: 1 });

/** A quantity the shopper can add: a whole number from 1 up to `most` (the stock, or less: the store's limit per line). */
export const clampQuantity = (quantity: number, most: number): number => {
  most = Math.max(1, Math.min(most, MAX_LINE_QUANTITY));
  return Math.min(Math.max(Number.isFinite(quantity) ? Math.floor(quantity) : 1, 1), most);
};

/** Shows a product loaded with its page; another variant (or product) starts again from one unit. */
export const showProduct = (view: ProductView | null): void => {
  if (view?.variant.sku !== productStore.view?.variant.sku) productStore.quantity = 1;
  productStore.view = view === null ? null : ref(view);
};

/** Sets the quantity to add, kept within the chosen variant's stock. */
export const chooseQuantity = (quantity: number): void => {
  productStore.quantity = clampQuantity(quantity, productStore.view?.variant.stock ?? 1);
};
