import { EpaycoError } from './errors';
import { exchange, httpError, isOk, providerMessage, type HttpContext } from './http';
import { joinUrl } from './settings';

/** Which login a call rides on: the JSON API's (also used by restpagos) or Apify's. */
export type Realm = 'api' | 'apify';

/** Bearer tokens per realm, each asked for once and reused until ePayco refuses it. */
export type Sessions = {
  /** The realm's token: the cached one, or a new login shared by every caller waiting for it. */
  token(realm: Realm): Promise<string>;
  /** Forgets this token (a call was refused with 401/403), so the next `token` logs in again. */
  drop(realm: Realm, token: string): void;
};

/** The credentials and hosts the logins use. */
export type SessionsConfig = {
  readonly http: HttpContext;
  readonly apiHost: string;
  readonly apifyHost: string;
  readonly publicKey: string;
  readonly privateKey: string;
};

const tokenOf = (body: unknown): string | null => {
  if (typeof body !== 'object' || body === null) return null;
  const { bearer_token: bearer, token } = body as Record<string, unknown>;
  if (typeof bearer === 'string' && bearer !== '') return bearer;
  return typeof token === 'string' && token !== '' ? token : null;
};

/** Logins to ePayco (PROVIDERS.md §2): JSON keys to the API, Basic credentials to Apify; never logged. */
export const epaycoSessions = (config: SessionsConfig): Sessions => {
  const cached = new Map<Realm, string>();
  const inFlight = new Map<Realm, Promise<string>>();

  const login = async (realm: Realm): Promise<string> => {
    const { http } = config;
    const basic = Buffer.from(`${config.publicKey}:${config.privateKey}`).toString('base64');
    const [url, init]: [string, RequestInit] =
      realm === 'api'
        ? [
            joinUrl(config.apiHost, '/v1/auth/login'),
            {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ public_key: config.publicKey, private_key: config.privateKey }),
            },
          ]
        : [
            joinUrl(config.apifyHost, '/login'),
            {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', 'Authorization': `Basic ${basic}` },
              body: '{}',
            },
          ];
    const answer = await exchange(http, url, init);
    if (!isOk(answer.status)) {
      const error = httpError(http, 'POST', url, answer);
      throw new EpaycoError(104, http.lang, {
        status: answer.status,
        providerMessage: error.providerMessage ?? undefined,
      });
    }
    const token = tokenOf(answer.body);
    if (token === null) {
      http.logger.error({ provider: 'epayco', method: 'POST', url, realm }, 'ePayco login answered without a token');
      throw new EpaycoError(104, http.lang, { providerMessage: providerMessage(answer.body) ?? undefined });
    }
    cached.set(realm, token);
    return token;
  };

  return {
    token: async (realm) => {
      const known = cached.get(realm);
      if (known !== undefined) return known;
      let pending = inFlight.get(realm);
      if (!pending) {
        pending = login(realm).finally(() => inFlight.delete(realm));
        inFlight.set(realm, pending);
      }
      return pending;
    },
    drop: (realm, token) => {
      if (cached.get(realm) === token) cached.delete(realm);
    },
  };
};
