/**
 * The accounts' views, and the account endpoints a page loads from. The account's other endpoints are declared by what
 * calls them, each table in its own module so a page carries only the rules of the forms it shows: contract/auth.ts
 * (sign-up, activation, sign-in, password reset), account-actions.ts (sign-out, the verification mail),
 * account-edits.ts (profile, password, addresses) and cart.ts.
 */
import type { AccountView } from '../core/customers/account-view';
import type { accountPageInputs } from './inputs/account';
import { endpoint } from './endpoint';

export type { AccountView, AddressView } from '../core/customers/account-view';
export type { AddressInput } from '../core/customers/address-input';

/** The account endpoints a page loads from. */
export const accountPageEndpoints = {
  /** The signed-in shopper's account; 401 for a guest. */
  account: endpoint<{ readonly account: AccountView }, typeof accountPageInputs.account>()({
    method: 'GET',
    path: '/api/v1/account',
    errors: ['unauthenticated'],
  }),
  /** Uses an email-verification link's token (no session needed: it may be opened on another device): the guest orders
   * of that email it claimed; 400 `verify-token-invalid`, 410 `verify-token-expired` or `-used`. */
  verifyEmail: endpoint<
    { readonly message: string; readonly claimedOrders: readonly string[] },
    typeof accountPageInputs.verifyEmail
  >()({
    method: 'POST',
    path: '/api/v1/auth/verify-email',
    errors: ['verify-token-invalid', 'verify-token-expired', 'verify-token-used'],
  }),
};
