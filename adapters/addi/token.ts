import type { Clock } from '../../core/shared/ports';
import { AddiError, unanswered } from './errors';
import { baseOf, type AddiSettings } from './settings';

/** Refresh this long before the token's end, so a call never leaves with a token that dies on the way. */
const MARGIN_SECONDS = 60;

type Token = { readonly authorization: string; readonly expiresAt: number };

const readToken = (body: unknown, now: number): Token | null => {
  if (typeof body !== 'object' || body === null) return null;
  const { access_token: accessToken, expires_in: expiresIn } = body as Record<string, unknown>;
  const seconds = typeof expiresIn === 'number' ? expiresIn : Number(expiresIn);
  if (typeof accessToken !== 'string' || accessToken === '' || !Number.isFinite(seconds) || seconds <= 0) return null;
  const margin = seconds > 2 * MARGIN_SECONDS ? MARGIN_SECONDS : seconds / 2;
  return { authorization: `Bearer ${accessToken}`, expiresAt: now + (seconds - margin) * 1000 };
};

export type AddiTokenSource = {
  /** The `Authorization` header's value for an API call: the cached token, or a new one. Throws an AddiError. */
  authorization(): Promise<string>;
  /** Forgets this token (the API refused it), so the next call asks for a new one. */
  drop(authorization: string): void;
};

/**
 * OAuth client credentials as Addi takes them (PROVIDERS.md §5): a JSON body with the audience, the client id and its
 * secret, at `{authUrl}oauth/token`. The token is kept until shortly before `expires_in` runs out; calls that start
 * together share one request, and a refused or unreadable answer is not kept.
 */
export const addiTokenSource = (
  settings: Pick<AddiSettings, 'authUrl' | 'audience' | 'clientId' | 'clientSecret' | 'timeoutMs'>,
  deps: { readonly clock: Clock; readonly fetch?: typeof fetch },
): AddiTokenSource => {
  const doFetch = deps.fetch ?? fetch;
  let cached: Token | null = null;
  let inFlight: Promise<Token> | null = null;

  const request = async (): Promise<Token> => {
    let body: unknown;
    try {
      const res = await doFetch(`${baseOf(settings.authUrl)}oauth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept': 'application/json' },
        body: JSON.stringify({
          audience: settings.audience,
          grant_type: 'client_credentials',
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
        }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      if (res.status !== 200) {
        await res.body?.cancel();
        throw new AddiError('auth', `token: Addi answered ${res.status}`, res.status);
      }
      body = await res.json().catch(() => null);
    } catch (e) {
      throw unanswered('token', e);
    }
    const token = readToken(body, deps.clock.now().getTime());
    if (!token) throw new AddiError('auth', 'token: answer without access_token or expires_in', 200);
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
