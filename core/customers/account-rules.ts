/** How long a session lasts after sign-in or sign-up (the cookie's Max-Age too). */
export const SESSION_DAYS = 30;
/** How long a password-reset link works. */
export const RESET_TOKEN_MINUTES = 60;
/** How long an email-verification link works: two days, so a link read the next evening still works. */
export const VERIFY_TOKEN_MINUTES = 48 * 60;
/** How long a sign-up's activation link works: a day, after which the shopper signs up again. */
export const ACTIVATION_TOKEN_MINUTES = 24 * 60;
/** Most delivery addresses a customer keeps. */
export const MAX_ADDRESSES = 10;

/** The longest window any rate limit of the store counts over (the web vitals' daily quota): the counters older than
 * that are forgotten (RateLimiter.prune). */
export const LONGEST_LIMIT_WINDOW_SECONDS = 24 * 60 * 60;

/** One rate limit: at most `limit` attempts per `windowSeconds`. */
export type Limit = { readonly limit: number; readonly windowSeconds: number };

/** The rate limits of the account endpoints: enough for a person who mistypes, too few for a guessing script. */
export const LIMITS = {
  /** Wrong passwords (at sign-in or as the current one) for one account from one address; then that address waits out
   * the window for that account, and the owner elsewhere is not affected (a stranger cannot lock a shopper out). */
  failuresPerAccountAndIp: { limit: 5, windowSeconds: 15 * 60 },
  /** Wrong passwords for one account from every address together: past this budget the account is being guessed from
   * many addresses, and each further wrong password shuts its address out of that account (the next limit). */
  failuresPerAccount: { limit: 50, windowSeconds: 60 * 60 },
  /** While the account's budget is spent: wrong passwords per address for that account. The first try of an address is
   * always checked, so the owner's right password from a clean address still gets in. */
  failuresPerAccountAndIpUnderAttack: { limit: 1, windowSeconds: 60 * 60 },
  /** Sign-in attempts per IP address, right or wrong. */
  signInPerIp: { limit: 20, windowSeconds: 15 * 60 },
  /** Sign-ups per IP address. */
  signUpPerIp: { limit: 10, windowSeconds: 60 * 60 },
  /** Sign-up mails (an activation link, or the owner's notice that their address was used again) per mailbox; further
   * sign-ups get the same answer and no mail, so nobody floods a mailbox and no answer tells the two apart. */
  signUpMailsPerMailbox: { limit: 3, windowSeconds: 60 * 60 },
  /** Reset requests per IP address. */
  resetPerIp: { limit: 10, windowSeconds: 60 * 60 },
  /** Reset mails per email address (further requests get the same answer and no mail). */
  resetPerEmail: { limit: 3, windowSeconds: 60 * 60 },
  /** Verification mails a signed-in customer may ask to be sent again (the sign-up mail is not counted). */
  verifyMailPerAccount: { limit: 3, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;
