import type { z } from 'zod/mini';
import type { AccountView } from '../core/customers/account-view';
import type { accountEditInputs } from './inputs/account-edits';
import { endpoint } from './endpoint';
import type { profileForm } from './forms/account-forms';

/** A change of the shopper's details as the profile form sends it: only the fields given change; null clears one. */
export type ProfileUpdate = z.input<typeof profileForm>;

type WithAccount = { readonly account: AccountView };

/**
 * The account page's forms (`Cache-Control: no-store`): the signed-in shopper's details, password and delivery
 * addresses. A guest is answered 401 `unauthenticated` before the body is read; each form answers 400 `invalid-input`
 * naming each wrong field.
 */
export const accountEditEndpoints = {
  /** Changes the shopper's name, document, mobile or marketing consent: the account as it is now. */
  updateProfile: endpoint<WithAccount, typeof accountEditInputs.updateProfile>()({
    method: 'PATCH',
    path: '/api/v1/account',
    errors: ['unauthenticated', 'invalid-input'],
  }),
  /** Changes the password given the current one (a wrong one is counted as a wrong sign-in: 429 after a few); every
   * other session of the account ends, this one stays. */
  changePassword: endpoint<{ readonly message: string }, typeof accountEditInputs.changePassword>()({
    method: 'POST',
    path: '/api/v1/account/password',
    errors: ['unauthenticated', 'invalid-input', 'rate-limited'],
  }),
  /** 201: adds a delivery address (409 `address-limit` past the most an account keeps). */
  addAddress: endpoint<WithAccount, typeof accountEditInputs.addAddress>()({
    method: 'POST',
    path: '/api/v1/account/addresses',
    status: 201,
    errors: ['unauthenticated', 'invalid-input', 'address-not-found', 'address-limit'],
  }),
  /** Replaces a saved address; 404 `address-not-found` for one that is not the shopper's. */
  updateAddress: endpoint<WithAccount, typeof accountEditInputs.updateAddress>()({
    method: 'PUT',
    path: '/api/v1/account/addresses/:id',
    errors: ['unauthenticated', 'invalid-input', 'address-not-found', 'address-limit'],
  }),
  /** Deletes a saved address; 404 `address-not-found` for one that is not the shopper's. */
  deleteAddress: endpoint<WithAccount, typeof accountEditInputs.deleteAddress>()({
    method: 'DELETE',
    path: '/api/v1/account/addresses/:id',
    errors: ['unauthenticated', 'invalid-input', 'address-not-found', 'address-limit'],
  }),
};
