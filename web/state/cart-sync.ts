import { RequestError } from '../../contract/request-error';
import { browserStoreApi } from './api-client';
import { cartEndpoints, type CartLineInput, type PricedCart } from '../../contract/cart';
import { httpApi } from '../lib/http-api';
import { OFFLINE_MESSAGE } from '../lib/messages';
import { addLine, linesOf, removeLine, setLineQuantity } from './cart-edits';
import { cartStore, savedCart } from './cart';
import { notify } from './toast';

const cartApi = httpApi(cartEndpoints);
let queue: Promise<unknown> = Promise.resolve();
let saveQueued = false;

// One cart request at a time, in order: a reply never overwrites what the shopper did after asking.
const serial = <T>(task: () => Promise<T>): Promise<T> => {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
};

const apply = (priced: PricedCart) => {
  cartStore.priced = priced;
  cartStore.lines = linesOf(priced);
  cartStore.changes = [...priced.changes];
  cartStore.error = null;
  if (cartStore.owner === 'guest') savedCart.write(cartStore.lines);
};

const guarded = async (task: () => Promise<void>) => {
  cartStore.busy = true;
  try {
    await task();
  } catch (error) {
    cartStore.error = error instanceof RequestError && error.status !== 0 ? error.message : OFFLINE_MESSAGE;
  } finally {
    cartStore.busy = false;
  }
};

/** Sends the lines to be priced (guest) or stored (signed in); several quick changes end in one request for the last. */
const save = (): Promise<void> => {
  if (cartStore.owner === 'guest') savedCart.write(cartStore.lines);
  if (saveQueued) return queue.then(() => undefined);
  saveQueued = true;
  return serial(() =>
    guarded(async () => {
      saveQueued = false;
      const lines = cartStore.lines.map((l) => ({ ...l }));
      if (cartStore.owner === 'guest' && lines.length === 0) {
        cartStore.priced = null;
        cartStore.changes = [];
        return;
      }
      const priced = await (cartStore.owner === 'account'
        ? cartApi.replaceCart({ lines })
        : cartApi.quoteCart({ lines }));
      if (!saveQueued) apply(priced);
    }),
  );
};

/** Brings in the signed-in shopper's server cart, merging first whatever this browser kept, and says what changed. */
export const loadAccountCart = (): Promise<void> =>
  serial(() =>
    guarded(async () => {
      const local = savedCart.read() ?? [];
      const priced = local.length > 0 ? await cartApi.mergeCart({ lines: local }) : await cartApi.savedCart();
      savedCart.clear();
      cartStore.loaded = true;
      apply(priced);
      if (priced.changes.length > 0) notify(priced.changes.map((c) => c.message).join(' '), { sticky: true });
    }),
  );

// A signed-in shopper's cart must be loaded before any change: a change replaces the whole server cart.
const whenLoaded = async (): Promise<boolean> => {
  if (cartStore.owner === 'guest' || cartStore.loaded) return true;
  await loadAccountCart();
  return cartStore.loaded;
};

/** Changes the lines once the cart can take changes, then saves them; false when that failed. */
const edit = async (change: (lines: readonly CartLineInput[]) => CartLineInput[]): Promise<boolean> => {
  if (!(await whenLoaded())) return false;
  cartStore.lines = change(cartStore.lines);
  await save();
  return cartStore.error === null;
};

/** Prices the cart when it has lines and no prices yet (the drawer or the cart page is about to show them). */
export const ensurePriced = async (): Promise<void> => {
  if ((await whenLoaded()) && cartStore.priced === null && cartStore.lines.length > 0) await save();
};

/** Adds units of a variant, prices the cart and opens the drawer on it (with the error, if it failed). */
export const addToCart = async (sku: string, quantity: number): Promise<void> => {
  const added = await edit((lines) => addLine(lines, sku, quantity));
  cartStore.drawer = { open: true, added: added ? sku : null };
};

/** Adds one unit of a product's default variant (the first in stock), from a product card. */
export const quickAdd = async (product: { readonly category: string; readonly slug: string }): Promise<void> => {
  const found = await browserStoreApi.product({ category: product.category, slug: product.slug }).catch(() => null);
  if (found === null) return notify(OFFLINE_MESSAGE, { tone: 'error' });
  if (!found.ok || found.value.variant.stock === 0)
    return notify('Este producto está agotado por ahora.', { tone: 'error' });
  await addToCart(found.value.variant.sku, 1);
};

/** Changes a line's quantity (zero removes it). */
export const changeQuantity = async (sku: string, quantity: number): Promise<void> => {
  await edit((lines) => setLineQuantity(lines, sku, quantity));
};

/** Removes a line. */
export const removeFromCart = async (sku: string): Promise<void> => {
  await edit((lines) => removeLine(lines, sku));
};

/** Asks again after a failed request: loads the account's cart if that failed, else sends the lines again. */
export const retryCart = async (): Promise<void> => {
  if (await whenLoaded()) await save();
};

/** After signing in: the browser's cart joins the account's, and this browser stops keeping its own. */
export const adoptAccountCart = (): Promise<void> => {
  cartStore.owner = 'account';
  cartStore.loaded = false;
  return loadAccountCart();
};

/** Once an order is placed: a guest's cart is emptied; a signed-in shopper's is read again from the server, which has
 * taken the bought lines out of it (and kept what another device added meanwhile). */
export const cartAfterOrder = async (): Promise<void> => {
  if (cartStore.owner === 'guest') {
    await edit(() => []);
    return;
  }
  cartStore.loaded = false;
  await loadAccountCart();
};
