export type RateDecision = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

/** Counters of attempts per key in fixed windows, shared by all the server processes that run the store. */
export type RateLimiter = {
  /** Counts `amount` (one attempt unless told: rows or bytes for a quota) and allows it while the window holds at most
   * `limit` in all; else says when the window ends. */
  hit(key: string, limit: number, windowSeconds: number, now: Date, amount?: number): Promise<RateDecision>;
  /** Whether one more attempt would still be allowed (fewer than `limit` in the window), without counting one. */
  peek(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateDecision>;
  /** Forgets the attempts of a key (a successful sign-in clears the account's failures). */
  clear(key: string): Promise<void>;
  /** Forgets every counter whose window, however long (at most LONGEST_LIMIT_WINDOW_SECONDS), ended by `now`: each new
   * address or e-mail a stranger sends leaves one, which would otherwise stay for good. Says how many went. */
  prune(now: Date): Promise<{ readonly pruned: number }>;
};

export type RateLimited = {
  readonly kind: 'rate-limited';
  readonly message: string;
  readonly retryAfterSeconds: number;
};
/** Refusal of a rate-limited attempt, saying in whole minutes (at least 1) when to try again. */
export const rateLimited = (retryAfterSeconds: number): RateLimited => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return {
    kind: 'rate-limited',
    retryAfterSeconds,
    message: `Hiciste demasiados intentos. Por tu seguridad, inténtalo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  };
};

/** The refusal of a limiter's decision, or null when the attempt is allowed. */
export const refusalOf = (decision: RateDecision): RateLimited | null =>
  decision.allowed ? null : rateLimited(decision.retryAfterSeconds);
