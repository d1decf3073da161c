import type { AccountView } from '../../contract/account';
import { accountActionEndpoints } from '../../contract/account-actions';
import { httpApi } from '../lib/http-api';
import { setAccount } from './account';
import { forgetCart } from './cart';
import { adoptAccountCart } from './cart-sync';
import { clearCheckoutDraft } from './checkout';

/** After signing in or up: the header greets the shopper, and this browser's cart joins the account's (saying what changed). */
export const signedIn = async (account: AccountView): Promise<void> => {
  setAccount(account);
  await adoptAccountCart();
};

/** After signing out: nothing of the account stays in this browser (cart, checkout draft with its payment choice). */
export const signedOut = (): void => {
  setAccount(null);
  forgetCart();
  clearCheckoutDraft();
};

/** Ends the session on the server (a POST, checked against cross-site requests) and then in this browser; when the
 * server cannot be told (offline, down) it throws a RequestError and the shopper stays signed in. */
export const signOut = async (): Promise<void> => {
  await httpApi(accountActionEndpoints).signOut();
  signedOut();
};
