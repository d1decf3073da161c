import { OFFLINE_MESSAGE } from '../lib/messages';
import { cartStore, savedCart } from './cart';
import { notify } from './toast';

/**
 * The cart's actions (pricing, saving, merging), downloaded the first time they are needed so the catalogue
 * pages stay light. Entry-level controls (add buttons) call them through this.
 */
export const cartActions = () => import('./cart-sync');

/** Runs a cart action from a button. The actions report their own failures; what is left (their code could not be
 * downloaded: the shopper went offline) is told as a connection problem, never an unhandled rejection. */
export const withCartActions = async (work: (actions: Awaited<ReturnType<typeof cartActions>>) => Promise<void>) => {
  try {
    await work(await cartActions());
  } catch {
    notify(OFFLINE_MESSAGE, { tone: 'error' });
  }
};

/** Restores the cart once the page has hydrated: the browser's for a guest, the server's for a signed-in shopper. */
export const startCart = async (signedIn: boolean): Promise<void> => {
  cartStore.owner = signedIn ? 'account' : 'guest';
  try {
    if (signedIn) await (await cartActions()).loadAccountCart();
    else cartStore.lines = savedCart.read() ?? [];
  } catch {
    cartStore.error = OFFLINE_MESSAGE;
  } finally {
    cartStore.ready = true;
  }
};

/** Another tab changed the guest's cart: show the same lines here (priced again if prices were on screen). */
export const reloadSavedCart = async (): Promise<void> => {
  if (cartStore.owner !== 'guest') return;
  cartStore.lines = savedCart.read() ?? [];
  if (cartStore.priced !== null) await (await cartActions()).retryCart();
};
