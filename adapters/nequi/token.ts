import type { Clock } from '../../core/shared/ports';
import { authError } from './errors';
import type { Fetch, NequiSettings } from './settings';

/** Refresh this long before the token's end, so a call never leaves with a token that dies on the way. */
const MARGIN_SECONDS = 60;

type Token = { readonly authorization: string; readonly expiresAt: number };

const expiresInSeconds = (raw: unknown): number | null => {
  // Nequi sends `expires_in` as a number, sometimes as a numeric string.
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
};

const readToken = (body: unknown, now: number): Token | null => {
  if (typeof body !== 'object' || body === null) return null;
  const { access_token: accessToken, token_type: tokenType, expires_in: expiresIn } = body as Record<string, unknown>;
  const seconds = expiresInSeconds(expiresIn);
  if (typeof accessToken !== 'string' || accessToken === '' || seconds === null) return null;
  const type = typeof tokenType === 'string' && tokenType !== '' ? tokenType : 'Bearer';
  const margin = seconds > 2 * MARGIN_SECONDS ? MARGIN_SECONDS : seconds / 2;
  return { authorization: `${type} ${accessToken}`, expiresAt: now + (seconds - margin) * 1000 };
};

export type TokenSource = {
  /** The `Authorization` header's value for an API call: the cached token, or a new one. */
  authorization(): Promise<string>;
  /** Forgets this token (the API refused it), so the next call asks for a new one. */
  drop(authorization: string): void;
};

/**
 * OAuth client credentials (grant type in the query, Basic authorization, no body), cached until shortly before
 * `expires_in` runs out. Calls that start together share one token request.
 */
export const nequiTokenSource = (
  settings: Pick<NequiSettings, 'authUrl' | 'clientId' | 'clientSecret' | 'timeoutMs'>,
  deps: { readonly fetch: Fetch; readonly clock: Clock },
): TokenSource => {
  let cached: Token | null = null;
  let inFlight: Promise<Token> | null = null;

  const request = async (): Promise<Token> => {
    const url = new URL(settings.authUrl);
    url.searchParams.set('grant_type', 'client_credentials');
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    let body: unknown;
    try {
      const res = await deps.fetch(url, {
        method: 'POST',
        headers: {
          'Authorization': `Basic ${basic}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          'Accept': 'application/json',
        },
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      if (res.status !== 200) throw new Error(`token endpoint answered ${res.status}`);
      body = await res.json();
    } catch (e) {
      throw authError(e);
    }
    const token = readToken(body, deps.clock.now().getTime());
    if (!token) throw authError(new Error('token answer without access_token or expires_in'));
    cached = token;
    return token;
  };

  return {
    authorization: async () => {
      if (cached && deps.clock.now().getTime() < cached.expiresAt) return cached.authorization;
      inFlight ??= request().finally(() => {
        inFlight = null;
      });
      return (await inFlight).authorization;
    },
    drop: (authorization) => {
      if (cached?.authorization === authorization) cached = null;
    },
  };
};
