import type { Clock } from '../../core/shared/ports';

/** Refresh this long before the token's end, so a call never leaves with a token that dies on the way. */
const MARGIN_SECONDS = 60;

type Token = { readonly authorization: string; readonly expiresAt: number };

/** `expires_in` as whole seconds: a number, or a string of digits (Nequi sends one at times); anything else is not. */
const secondsOf = (raw: unknown): number | null => {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** The token in an OAuth answer, with its end moved a margin earlier (half its life when it lives under two margins). */
const readToken = (body: unknown, now: number, scheme: 'Bearer' | 'as-answered'): Token | null => {
  if (typeof body !== 'object' || body === null) return null;
  const { access_token: accessToken, token_type: tokenType, expires_in: expiresIn } = body as Record<string, unknown>;
  const seconds = secondsOf(expiresIn);
  if (typeof accessToken !== 'string' || accessToken === '' || seconds === null) return null;
  const type = scheme === 'as-answered' && typeof tokenType === 'string' && tokenType !== '' ? tokenType : 'Bearer';
  const margin = seconds > 2 * MARGIN_SECONDS ? MARGIN_SECONDS : seconds / 2;
  return { authorization: `${type} ${accessToken}`, expiresAt: now + (seconds - margin) * 1000 };
};

/** Where an API call gets its `Authorization` header. */
export type TokenSource = {
  /** The `Authorization` header's value for an API call: the cached token, or a new one. */
  authorization(): Promise<string>;
  /** Forgets this token (the API refused it with a 401), so the next call asks for a new one. */
  drop(authorization: string): void;
};

/** How a provider asks for a client-credentials token: `ask` makes its request (throwing its own errors) and returns
 * the answer's JSON; `unreadable` is its error for an answer without a token. */
export type TokenRequest = {
  readonly ask: () => Promise<unknown>;
  readonly unreadable: () => Error;
  /** `as-answered` sends the answer's `token_type` (Nequi: "{token_type} {access_token}"); `Bearer` always Bearer. */
  readonly scheme: 'Bearer' | 'as-answered';
};

/**
 * An OAuth client-credentials token kept until shortly before `expires_in` runs out. Calls that start together share
 * one token request; a failed or unreadable answer is never kept, and a token the API refused is dropped, so a
 * provider never gets more than one token request per caller wave and never a token past its end.
 */
export const oauthTokenCache = (request: TokenRequest, deps: { readonly clock: Clock }): TokenSource => {
  let cached: Token | null = null;
  let inFlight: Promise<Token> | null = null;

  const fetchToken = async (): Promise<Token> => {
    const token = readToken(await request.ask(), deps.clock.now().getTime(), request.scheme);
    if (!token) throw request.unreadable();
    cached = token;
    return token;
  };

  return {
    authorization: async () => {
      if (cached && deps.clock.now().getTime() < cached.expiresAt) return cached.authorization;
      inFlight ??= fetchToken().finally(() => {
        inFlight = null;
      });
      return (await inFlight).authorization;
    },
    drop: (authorization) => {
      if (cached?.authorization === authorization) cached = null;
    },
  };
};
