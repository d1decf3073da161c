import type { ReferralsView } from '../../../core/loyalty/view-referrals';
import type { AccountView } from '../../../contract/account';
import { safeReturnPath, signInPath } from '../../../contract/return-path';
import type { EmailVerificationOutcome, StoreApi } from '../../../contract/store-api';
import type { Address } from '../page-address';
import type { Answer, RedirectPage } from '../page-row';

/** `referrals` gives the level, the gift balance and the referral link (its `own` part, the same as the account's). */
export type AccountPage = {
  readonly kind: 'account';
  readonly account: AccountView;
  readonly referrals: ReferralsView;
};
export type SignUpPage = { readonly kind: 'sign-up'; readonly returnTo: string };
export type SignInPage = { readonly kind: 'sign-in'; readonly returnTo: string };
export type ForgotPasswordPage = { readonly kind: 'forgot-password' };
export type ResetPasswordPage = { readonly kind: 'reset-password'; readonly token: string };
/** The link mailed at sign-up: its button creates the account and signs it in. */
export type ActivatePage = { readonly kind: 'activate'; readonly token: string };
/** The link mailed to verify an email: opening it verifies (and claims the guest orders), or says why not. */
export type VerifyEmailPage = {
  readonly kind: 'verify-email';
  readonly outcome: EmailVerificationOutcome;
  /** The signed-in shopper (who may ask for a new link from here), or null. */
  readonly account: AccountView | null;
};

/** The shopper's account; a guest is sent to sign in first, and back here. */
export const loadAccount = async (api: StoreApi): Promise<AccountPage | RedirectPage> => {
  const account = await api.account();
  if (!account) return { kind: 'redirect', to: signInPath('/micuenta/') };
  return { kind: 'account', account, referrals: await api.referrals() };
};

/** Sign-in or sign-up, returning to `?volver=` (a path of this store); a signed-in shopper is sent there at once. */
const signInOrUp =
  <K extends 'sign-in' | 'sign-up'>(kind: K) =>
  async (api: StoreApi, { query }: Address): Promise<{ kind: K; returnTo: string } | RedirectPage> => {
    const returnTo = safeReturnPath(query.get('volver'));
    return (await api.account()) ? { kind: 'redirect', to: returnTo } : { kind, returnTo };
  };
export const loadSignIn = signInOrUp('sign-in');
export const loadSignUp = signInOrUp('sign-up');

/** A page of a mailed link: its token is the query's `token` (empty when absent: the page says the link is wrong). */
export const withToken =
  <K extends 'reset-password' | 'activate'>(kind: K) =>
  async (_api: StoreApi, { query }: Address): Promise<{ kind: K; token: string }> => ({
    kind,
    token: query.get('token') ?? '',
  });

/** Opens an email-verification link: verified (200) or the refusal's own status (an expired link is a 410). */
export const loadVerifyEmail = async (api: StoreApi, { query }: Address): Promise<Answer<VerifyEmailPage>> => {
  const outcome = await api.verifyEmail(query.get('token') ?? '');
  const page: VerifyEmailPage = { kind: 'verify-email', outcome, account: await api.account() };
  return { status: outcome.ok ? 200 : outcome.status, page };
};
