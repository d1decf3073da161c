import type { z } from 'zod/mini';
import type { AccountView } from '../core/customers/account-view';
import { endpoint } from './endpoint';
import type { signUpForm } from './forms/account-forms';
import type { authInputs } from './inputs/auth';

/** A sign-up as the page sends it: every field, the marketing choice too, but the referral code, which the server reads
 * from the link the browser remembers. */
export type SignUpRequest = Required<Omit<z.input<typeof signUpForm>, 'referralCode'>>;

type Message = { readonly message: string };
/** A session opened: the account, and the opaque token that the cookie `fornido_sesion` (httpOnly, SameSite=Lax, Secure
 * on HTTPS) also carries, for API clients to send as `Authorization: Bearer <token>`. */
type Session = { readonly account: AccountView; readonly token: string };

/**
 * The sign-up, sign-in and password-reset forms' endpoints (`Cache-Control: no-store`); each answers 400
 * `invalid-input` naming each wrong field, and the ones limited per client address 429 `rate-limited` with
 * `retryAfterSeconds` and a `Retry-After` header.
 */
export const authEndpoints = {
  /** 202 with the same message, and no session, whether or not the email has an account: the link (or a notice) is
   * mailed, and the mailbox's owner goes on from there. */
  signUp: endpoint<Message, typeof authInputs.signUp>()({
    method: 'POST',
    path: '/api/v1/auth/sign-up',
    status: 202,
    errors: ['invalid-input', 'rate-limited', 'mail-unavailable'],
  }),
  /** 201: the mailed link's token proves the mailbox, so the account is created only now and signed in on the link's
   * device (the session cookie is set), with the guest orders of that email it claimed; 400 `activation-token-invalid`,
   * 410 `activation-token-expired` or `-used`, 409 `account-exists`. */
  activateAccount: endpoint<
    Session & { readonly claimedOrders: readonly string[] },
    typeof authInputs.activateAccount
  >()({
    method: 'POST',
    path: '/api/v1/auth/activate',
    status: 201,
    errors: ['activation-token-invalid', 'activation-token-expired', 'activation-token-used', 'account-exists'],
  }),
  /** Opens a session (the cookie is set); 401 `invalid-credentials` for a wrong email or password alike. */
  signIn: endpoint<Session, typeof authInputs.signIn>()({
    method: 'POST',
    path: '/api/v1/auth/sign-in',
    errors: ['invalid-credentials', 'rate-limited'],
  }),
  /** 202 with the same message whether or not the email has an account (a reset link is mailed when it has). */
  requestPasswordReset: endpoint<Message, typeof authInputs.requestPasswordReset>()({
    method: 'POST',
    path: '/api/v1/auth/password-reset',
    status: 202,
    errors: ['rate-limited'],
  }),
  /** Sets a new password with a mailed link's token (every session of the account ends); 400
   * `reset-token-invalid`, 410 `reset-token-expired` or `-used`. */
  confirmPasswordReset: endpoint<Message, typeof authInputs.confirmPasswordReset>()({
    method: 'POST',
    path: '/api/v1/auth/password-reset/confirm',
    errors: ['reset-token-invalid', 'reset-token-expired', 'reset-token-used', 'invalid-input'],
  }),
};
