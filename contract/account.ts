/**
 * The contract of the accounts, session and cart endpoints under /api/v1 (JSON both ways).
 * The server implements it (server/api/v1/auth.ts, account.ts, cart.ts); the browser calls it.
 *
 * Errors (api-errors.ts): `{ "error": { "kind", "message" (Spanish), "fields"?: { [field]: string } } }`
 * with 400 (invalid input, `fields` names each wrong field), 401 (`kind: "unauthenticated"`), 403 (`kind: "csrf"`:
 * a cookie-authenticated write from another origin), 404, 409 (`kind: "account-exists"`), 410 (`kind: "reset-token-expired"`
 * or `"reset-token-used"`, `"activation-token-expired"` or `"activation-token-used"`), 429 (`kind: "rate-limited"`, `retryAfterSeconds` in the body and a `Retry-After` header).
 *
 * Sessions: activation and sign-in set the httpOnly, SameSite=Lax cookie `fornido_sesion` (Secure on HTTPS) and also
 * return the same opaque `token`, accepted as `Authorization: Bearer <token>` by API clients.
 *
 *   POST   /api/v1/auth/sign-up                 SignUpRequest          → 202 { message } (same answer, no session, whether or
 *                                                                        not the email has an account: the link is mailed)
 *   POST   /api/v1/auth/activate                { token }              → 201 { account: AccountView, token, claimedOrders }
 *                                                                        | 400 activation-token-invalid | 410 activation-token-expired/used
 *                                                                        | 409 account-exists
 *   POST   /api/v1/auth/sign-in                 SignInRequest          → 200 { account: AccountView, token }
 *   POST   /api/v1/auth/sign-out                                       → 204
 *   POST   /api/v1/auth/password-reset          { email }              → 202 { message } (same answer whether or not the email exists)
 *   POST   /api/v1/auth/password-reset/confirm  { token, password }    → 200 { message }
 *   POST   /api/v1/auth/verify-email            { token }              → 200 { message, claimedOrders: string[] }
 *                                                                        | 400 verify-token-invalid | 410 verify-token-expired/used
 *   POST   /api/v1/account/verification                                → 202 { message, alreadyVerified: false } (a new link mailed)
 *                                                                        | 200 { message, alreadyVerified: true } | 429
 *   GET    /api/v1/account                                             → 200 { account: AccountView } | 401
 *   GET    /api/v1/account/referrals                                   → 200 ReferralsView (core/loyalty/view-referrals.ts) | 401
 *   PATCH  /api/v1/account                      ProfileUpdate          → 200 { account: AccountView }
 *   POST   /api/v1/account/password             { currentPassword, newPassword } → 200 { message }
 *   POST   /api/v1/account/addresses            AddressInput           → 201 { account: AccountView }
 *   PUT    /api/v1/account/addresses/:id        AddressInput           → 200 { account: AccountView }
 *   DELETE /api/v1/account/addresses/:id                               → 200 { account: AccountView }
 *   POST   /api/v1/cart/quote                   { lines: CartLineInput[] } → 200 PricedCart   (anyone: prices a browser cart)
 *   GET    /api/v1/cart                                                → 200 PricedCart   (signed in: the server cart)
 *   PUT    /api/v1/cart                         { lines: CartLineInput[] } → 200 PricedCart (signed in: replaces it)
 *   POST   /api/v1/cart/merge                   { lines: CartLineInput[] } → 200 PricedCart (signed in: browser cart merged in)
 */
import { z } from 'zod/mini';
import type { AccountView } from '../core/customers/account-view';
import type { DocumentType } from '../core/people/documents';
import { endpoint } from './endpoint';
import { text } from './forms/text';

export type SignUpRequest = {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  /** Must be true: consent to the privacy policy (Ley 1581 de 2012) and the terms. */
  readonly privacyConsent: boolean;
  readonly marketingConsent: boolean;
};

export type SignInRequest = { readonly email: string; readonly password: string };

export type ProfileUpdate = {
  readonly name?: string;
  readonly documentType?: DocumentType | null;
  readonly documentNumber?: string | null;
  readonly phone?: string | null;
  readonly marketingConsent?: boolean;
};

export type { AccountView, AddressView } from '../core/customers/account-view';
export type { AddressInput } from '../core/customers/address-input';
export type { CartLine as CartLineInput } from '../core/cart/cart';
export type { CartChange, PricedCart, PricedCartLine } from '../core/cart/price-cart';

/** The account endpoints a page loads from. */
export const accountPageEndpoints = {
  /** The signed-in shopper's account; 401 for a guest. */
  account: endpoint<{ readonly account: AccountView }>()({
    method: 'GET',
    path: '/api/v1/account',
    input: z.object({}),
    errors: ['unauthenticated'],
  }),
  /** Uses an email-verification link's token (no session needed: it may be opened on another device). */
  verifyEmail: endpoint<{ readonly message: string; readonly claimedOrders: readonly string[] }>()({
    method: 'POST',
    path: '/api/v1/auth/verify-email',
    input: z.object({
      token: text('El enlace para confirmar tu correo no es válido. Revisa que esté completo o pide uno nuevo.', 200),
    }),
    errors: ['verify-token-invalid', 'verify-token-expired', 'verify-token-used'],
  }),
};
