/** How long a session lasts after sign-in or sign-up (the cookie's Max-Age too). */
export const SESSION_DAYS = 30;
/** How long a password-reset link works. */
export const RESET_TOKEN_MINUTES = 60;
/** Most delivery addresses a customer keeps. */
export const MAX_ADDRESSES = 10;

/** One rate limit: at most `limit` attempts per `windowSeconds`. */
export type Limit = { readonly limit: number; readonly windowSeconds: number };

/** The rate limits of the account endpoints: enough for a person who mistypes, too few for a guessing script. */
export const LIMITS = {
  /** Failed sign-ins (and wrong current passwords) per account; then the account waits out the window. */
  failuresPerAccount: { limit: 5, windowSeconds: 15 * 60 },
  /** Sign-in attempts per IP address, right or wrong. */
  signInPerIp: { limit: 20, windowSeconds: 15 * 60 },
  /** Accounts created per IP address. */
  signUpPerIp: { limit: 10, windowSeconds: 60 * 60 },
  /** Reset requests per IP address. */
  resetPerIp: { limit: 10, windowSeconds: 60 * 60 },
  /** Reset mails per email address (further requests get the same answer and no mail). */
  resetPerEmail: { limit: 3, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;
