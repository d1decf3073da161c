/**
 * The contract of the accounts, session and cart endpoints under /api/v1 (JSON both ways).
 * The server implements it (server/api/v1/auth.ts, account.ts, cart.ts); the browser calls it.
 *
 * Errors: `{ "error": { "kind": string, "message": string (Spanish), "fields"?: { [field]: string } } }`
 * with 400 (invalid input, `fields` names each wrong field), 401 (`kind: "unauthenticated"`), 403 (`kind: "csrf"`:
 * a cookie-authenticated write from another origin), 404, 409 (`kind: "email-taken"`), 410 (`kind: "reset-token-expired"`
 * or `"reset-token-used"`), 429 (`kind: "rate-limited"`, `retryAfterSeconds` in the body and a `Retry-After` header).
 *
 * Sessions: sign-up and sign-in set the httpOnly, SameSite=Lax cookie `fornido_sesion` (Secure on HTTPS) and also
 * return the same opaque `token`, accepted as `Authorization: Bearer <token>` by API clients.
 *
 *   POST   /api/v1/auth/sign-up                 SignUpRequest          → 201 { account: AccountView, token }
 *   POST   /api/v1/auth/sign-in                 SignInRequest          → 200 { account: AccountView, token }
 *   POST   /api/v1/auth/sign-out                                       → 204
 *   POST   /api/v1/auth/password-reset          { email }              → 202 { message } (same answer whether or not the email exists)
 *   POST   /api/v1/auth/password-reset/confirm  { token, password }    → 200 { message }
 *   GET    /api/v1/account                                             → 200 { account: AccountView } | 401
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
import type { DocumentType } from '../../core/customers/documents';

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

export type AddressInput = {
  readonly label: string;
  readonly recipient: string;
  readonly line1: string;
  readonly line2: string;
  readonly departmentCode: string;
  readonly municipalityCode: string;
  readonly phone: string;
  readonly notes: string;
  readonly isDefault: boolean;
};

export type AddressView = AddressInput & { readonly id: string; readonly departmentName: string; readonly municipalityName: string };

export type AccountView = {
  readonly name: string;
  readonly email: string;
  readonly documentType: DocumentType | null;
  readonly documentNumber: string | null;
  readonly phone: string | null;
  readonly marketingConsent: boolean;
  readonly referralCode: string;
  readonly addresses: readonly AddressView[];
  readonly createdAt: string;
};

export type CartLineInput = { readonly sku: string; readonly quantity: number };

/** A cart line as the catalogue prices it now: never the price the browser remembered. */
export type PricedCartLine = {
  readonly sku: string;
  readonly productSlug: string;
  readonly category: string;
  readonly name: string;
  readonly brand: string;
  readonly size: string;
  readonly flavour: string | null;
  readonly image: { readonly url: string; readonly alt: string; readonly width: number; readonly height: number } | null;
  readonly unitPrice: number;
  readonly compareAt: number | null;
  readonly quantity: number;
  readonly stock: number;
  readonly lineTotal: number;
};

/** What changed while pricing or merging a cart, told to the shopper in Spanish. */
export type CartChange = {
  readonly sku: string;
  readonly kind: 'reduced-to-stock' | 'removed-unavailable' | 'merged';
  readonly message: string;
};

export type PricedCart = {
  readonly lines: readonly PricedCartLine[];
  readonly changes: readonly CartChange[];
  readonly subtotal: number;
  /** Pesos still missing for free standard shipping (0 when reached). */
  readonly missingForFreeShipping: number;
  readonly itemCount: number;
};
