import { SAVED_CART_KEY } from './saved-cart-key';
import type { CartChange, CartLineInput, PricedCart } from '../../contract/cart';
import { proxy } from 'valtio';
import { persisted } from '../lib/persisted';
import { parseCartLines } from '../lib/cart-lines';

export type CartState = {
  /** What the shopper chose: the browser's own cart for guests, a copy of the server's for signed-in shoppers. */
  lines: CartLineInput[];
  /** The cart as the catalogue prices it now; every price shown comes from here. Null until first priced. */
  priced: PricedCart | null;
  owner: 'guest' | 'account';
  /** For a signed-in shopper: whether the server's cart has been loaded (no change may be sent before). */
  loaded: boolean;
  /** False on the server and until the browser has restored the cart. */
  ready: boolean;
  busy: boolean;
  error: string | null;
  /** What the last pricing or merge changed (stock, unavailable products), told to the shopper. */
  changes: CartChange[];
  drawer: { open: boolean; added: string | null };
};

/** The shopper's cart, restored after hydration (never on the server, so every render there shows it empty). */
export const cartStore = proxy<CartState>({
  lines: [],
  priced: null,
  owner: 'guest',
  loaded: false,
  ready: false,
  busy: false,
  error: null,
  changes: [],
  drawer: { open: false, added: null },
});

/** The guest's cart in localStorage; version 1 holds the lines only (prices are always asked again). */
export const savedCart = persisted(SAVED_CART_KEY, 1, parseCartLines);

/** After signing out (or losing the session): the account's cart stays on the server; this browser starts an empty guest cart. */
export const forgetCart = (): void => {
  savedCart.clear();
  Object.assign(cartStore, { owner: 'guest', loaded: false, lines: [], priced: null, changes: [], error: null });
};

/** Opens the drawer (from the header's cart button) or closes it. */
export const setDrawerOpen = (open: boolean): void => {
  cartStore.drawer = { open, added: null };
};
