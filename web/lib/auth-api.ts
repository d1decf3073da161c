import type { AccountView, AddressInput, ProfileUpdate, SignInRequest, SignUpRequest } from '../../contract/account';
import { callApi } from './json-api';

type WithAccount = { readonly account: AccountView };
type WithMessage = { readonly message: string };

/** The accounts and session endpoints of the API contract (`account-api.ts`), as the account pages call them. */
export const authApi = {
  /** Always the same answer, whether or not an account has that email: the activation link (or a notice) is mailed. */
  signUp: (request: SignUpRequest) => callApi<WithMessage>('POST', '/api/v1/auth/sign-up', request),
  /** Creates the account of a mailed activation link and signs it in. */
  activate: (token: string) =>
    callApi<WithAccount & { token: string; claimedOrders: string[] }>('POST', '/api/v1/auth/activate', { token }),
  signIn: (request: SignInRequest) => callApi<WithAccount & { token: string }>('POST', '/api/v1/auth/sign-in', request),
  signOut: () => callApi<void>('POST', '/api/v1/auth/sign-out'),
  /** Always the same answer, whether or not an account has that email. */
  requestReset: (email: string) => callApi<WithMessage>('POST', '/api/v1/auth/password-reset', { email }),
  confirmReset: (token: string, password: string) =>
    callApi<WithMessage>('POST', '/api/v1/auth/password-reset/confirm', { token, password }),
  /** Mails the signed-in shopper a new link that verifies their email. */
  sendVerification: () => callApi<WithMessage & { alreadyVerified: boolean }>('POST', '/api/v1/account/verification'),
  updateProfile: (update: ProfileUpdate) => callApi<WithAccount>('PATCH', '/api/v1/account', update),
  changePassword: (currentPassword: string, newPassword: string) =>
    callApi<WithMessage>('POST', '/api/v1/account/password', { currentPassword, newPassword }),
  addAddress: (address: AddressInput) => callApi<WithAccount>('POST', '/api/v1/account/addresses', address),
  updateAddress: (id: string, address: AddressInput) =>
    callApi<WithAccount>('PUT', `/api/v1/account/addresses/${encodeURIComponent(id)}`, address),
  deleteAddress: (id: string) => callApi<WithAccount>('DELETE', `/api/v1/account/addresses/${encodeURIComponent(id)}`),
};
