import type { DocumentType } from '../people/documents';
import type { Email } from '../people/email';
import type { PersonKeys } from '../people/search-keys';

/** A customer as the store keeps it; `passwordHash` never leaves the server. */
export type Customer = {
  readonly id: string;
  readonly email: Email;
  readonly name: string;
  readonly passwordHash: string;
  readonly documentType: DocumentType | null;
  /** As printed back: digits (and a NIT's "-digit"), no dots or spaces. */
  readonly documentNumber: string | null;
  readonly phone: string | null;
  readonly referralCode: string;
  /** The id of the customer whose referral code brought this one, if any. */
  readonly referredBy: string | null;
  /** When the customer accepted the privacy policy and the terms (Ley 1581 de 2012). */
  readonly privacyConsentAt: Date;
  readonly marketingConsent: boolean;
  /** When marketing consent was last given or withdrawn, and where; null when it was never given. */
  readonly marketingConsentAt: Date | null;
  readonly marketingConsentSource: MarketingConsentSource | null;
  readonly createdAt: Date;
  /** When the customer opened the link mailed to their address (proving it is theirs), or null until then. */
  readonly emailVerifiedAt: Date | null;
};

/** Where a customer gave or withdrew marketing consent: at sign-up, in Mi cuenta, or before the store recorded it
 * (migration 0040). */
export type MarketingConsentSource = 'sign-up' | 'account' | 'unknown';

export type Profile = Pick<
  Customer,
  | 'name'
  | 'documentType'
  | 'documentNumber'
  | 'phone'
  | 'marketingConsent'
  | 'marketingConsentAt'
  | 'marketingConsentSource'
>;

/** A delivery address of a customer; department and municipality are DANE codes. */
export type Address = {
  readonly id: string;
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

export type CreateConflict = 'email-taken' | 'referral-code-taken';

/** A customer someone referred, as their referrer may see them: the name is only ever shown as an alias. */
export type ReferredCustomer = { readonly id: string; readonly name: string; readonly createdAt: Date };

/** An operator's search over customers: the start of the e-mail, a document, the phone, or a part of the name (lower
 * case), any of which may match. */
export type CustomerSearch = PersonKeys & { readonly name: string | null };

/** The customers and their addresses. */
export type CustomerStore = {
  /** Stores a new customer; refuses (without storing) an email or a referral code that another customer already has. */
  create(
    customer: Customer,
  ): Promise<{ readonly ok: true } | { readonly ok: false; readonly conflict: CreateConflict }>;
  /** The customer with this (lower-case) email, or null. */
  findByEmail(email: Email): Promise<Customer | null>;
  findById(id: string): Promise<Customer | null>;
  /** The customer whose referral code this is (compared in capitals), or null. */
  findByReferralCode(code: string): Promise<Customer | null>;
  /** The customers `referrerId` brought (their `referredBy`), newest first, at most `limit`. */
  listReferred(referrerId: string, limit: number): Promise<readonly ReferredCustomer[]>;
  /** The customers an operator's search finds, newest account first, at most `limit`. */
  search(query: CustomerSearch, limit: number): Promise<readonly Customer[]>;
  /** Replaces the editable profile fields; false when the customer does not exist. */
  updateProfile(id: string, profile: Profile): Promise<boolean>;
  /** Replaces the password hash (the password itself is never stored). */
  setPasswordHash(id: string, passwordHash: string): Promise<void>;
  /** A customer's addresses, oldest first. */
  listAddresses(customerId: string): Promise<readonly Address[]>;
  /** Inserts or replaces one address of the customer; when it is the default, every other one stops being it, atomically.
   * False when the id belongs to another customer. */
  saveAddress(customerId: string, address: Address): Promise<boolean>;
  /** Deletes one address of the customer; false when the customer has no address with that id. */
  deleteAddress(customerId: string, addressId: string): Promise<boolean>;
};

export type Session = { readonly customerId: string; readonly expiresAt: Date };

/** Signed-in sessions, known only by the hash of their token (a stolen table opens no account). */
export type SessionStore = {
  create(session: {
    readonly tokenHash: string;
    readonly customerId: string;
    readonly createdAt: Date;
    readonly expiresAt: Date;
  }): Promise<void>;
  /** The session of this token hash if it has not expired at `now`, else null. */
  findValid(tokenHash: string, now: Date): Promise<Session | null>;
  /** Ends one session (signing out); nothing happens for an unknown hash. */
  delete(tokenHash: string): Promise<void>;
  /** Ends every session of a customer except, optionally, the one with `exceptTokenHash` (after a password change). */
  deleteAllOf(customerId: string, exceptTokenHash?: string): Promise<void>;
};

/** What a single-use token (a password reset, an email verification) is at a given moment. */
export type TokenState =
  { readonly state: 'valid'; readonly customerId: string } | { readonly state: 'expired' | 'used' | 'unknown' };

/** Single-use tokens mailed to a customer (password resets, email verifications): stored hashed, each usable once
 * before it expires. */
export type SingleUseTokenStore = {
  create(token: {
    readonly tokenHash: string;
    readonly customerId: string;
    readonly createdAt: Date;
    readonly expiresAt: Date;
  }): Promise<void>;
  /** The token's state at `now` without using it. */
  inspect(tokenHash: string, now: Date): Promise<TokenState>;
  /** Uses the token atomically: only one caller ever gets `valid` for a token; later ones get `used`. */
  take(tokenHash: string, now: Date): Promise<TokenState>;
  /** Marks every unused token of a customer as used (after the password changed, older links stop working). */
  invalidateAllOf(customerId: string, now: Date): Promise<void>;
};

/** What confirming an email verification did: the token's state, and when it was valid the guest orders it attached. */
export type EmailConfirmation =
  | { readonly state: 'valid'; readonly customerId: string; readonly claimedOrders: readonly string[] }
  | { readonly state: 'expired' | 'used' | 'unknown' };

/** Email-verification tokens, and the one step that proves an address: in a single transaction the token is used,
 * the customer's email is marked verified (their other links stop working), and every guest order placed with that
 * email is attached to them, each with an order event in the outbox. */
export type EmailVerificationStore = SingleUseTokenStore & {
  /** Uses the token and, only if it was valid, verifies `email` for its customer and claims the guest orders of that
   * email (see core/orders/claim-orders.ts), answering their numbers; a lost race answers `used` and changes nothing. */
  confirm(tokenHash: string, email: Email, now: Date): Promise<EmailConfirmation>;
};

/** Slow, salted password hashing. */
export type PasswordHasher = {
  /** A self-describing hash (algorithm, cost, salt) of a password. */
  hash(password: string): Promise<string>;
  /** Whether the password matches the hash, compared in constant time; false for a malformed hash. */
  verify(password: string, passwordHash: string): Promise<boolean>;
};

/** Unguessable tokens and the one-way hashes under which they are stored. */
export type Secrets = {
  /** A new random token of at least 256 bits, safe in URLs and cookies. */
  newToken(): string;
  /** The hash a token is stored and looked up under. */
  hashToken(token: string): string;
  /** `length` characters drawn uniformly at random from `alphabet` (referral codes). */
  randomCode(length: number, alphabet: string): string;
};

/** A sign-up waiting for its mailbox's owner to open the activation link: everything the account will be made of. */
export type PendingSignUp = {
  readonly tokenHash: string;
  readonly email: Email;
  readonly name: string;
  readonly passwordHash: string;
  readonly privacyConsentAt: Date;
  readonly marketingConsent: boolean;
  /** The referral code given at sign-up, normalized; the referrer is looked up at activation. */
  readonly referralCode: string | null;
  readonly createdAt: Date;
  readonly expiresAt: Date;
};

/** A pending sign-up's activation token at a given moment. */
export type PendingState =
  { readonly state: 'valid'; readonly pending: PendingSignUp } | { readonly state: 'expired' | 'used' | 'unknown' };

/** What activating a pending sign-up did: the account created (with the guest orders it claimed), the token's
 * refusal, or the customer's conflict (nothing changed, the token still unused). */
export type Activation =
  | { readonly state: 'valid'; readonly claimedOrders: readonly string[] }
  | { readonly state: 'expired' | 'used' | 'unknown' }
  | { readonly state: 'conflict'; readonly conflict: CreateConflict };

/** Sign-ups waiting for their activation link, known only by the hash of its token. */
export type PendingSignUpStore = {
  /** Stores a pending sign-up, replacing any older one for the same email (its link stops working). */
  save(pending: PendingSignUp): Promise<void>;
  /** The token's state at `now`, with the pending sign-up when it is valid, without using it. */
  inspect(tokenHash: string, now: Date): Promise<PendingState>;
  /** In one transaction: the token used (once, even under concurrency), `customer` created, and the guest orders of
   * its email claimed (see core/orders/claim-orders.ts); a customer conflict changes nothing. */
  activate(tokenHash: string, customer: Customer, now: Date): Promise<Activation>;
};
