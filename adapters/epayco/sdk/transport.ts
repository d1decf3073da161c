import type { z } from 'zod';
import { EpaycoError } from './errors';
import { exchange, httpError, isOk, type HttpContext } from './http';
import { englishBody, wireBody, type Fields, type PayloadContext, type PayloadMode } from './payload';
import type { Realm, Sessions } from './session';
import { joinUrl, type EpaycoSettings } from './settings';

/** The `lang` header epayco-sdk-node sends: the SDK's programming language, not the message language. */
export const SDK_LANG_HEADER = 'NODE';

/** The ePayco hosts of the settings: the three APIs and the validation service. */
export type Host = 'api' | 'secure' | 'apify' | 'validation';

/** One SDK call: where it goes and, for a POST, the caller's fields and how they travel. */
export type Call = {
  readonly method: 'GET' | 'POST';
  readonly host: Host;
  /** After the host, without the query. */
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
  /** POST only: the caller's English fields. */
  readonly fields?: Fields;
  /** POST only; `plain` unless said. */
  readonly mode?: PayloadMode;
  /** POST only: add `ip` and `test` (the official SDK skips them on its "card" calls); true unless said. */
  readonly ipAndTest?: boolean;
  /** Send the bearer token; true unless said (validation reads are public). */
  readonly authenticated?: boolean;
};

/** What the transport is built from. */
export type TransportConfig = {
  readonly http: HttpContext;
  readonly hosts: EpaycoSettings['hosts'];
  readonly payload: PayloadContext;
  readonly sessions: Sessions;
};

/** Sends one call and reads ePayco's answer with its schema. */
export type Send = <S extends z.ZodType>(call: Call, schema: S) => Promise<z.output<S>>;

const realmOf = (host: Host): Realm => (host === 'apify' ? 'apify' : 'api');
const refused = (status: number) => status === 401 || status === 403;

/**
 * Calls ePayco with the SDK's headers, logging in first; a 401/403 logs in once more and retries once (the request
 * was refused, so nothing happened). Errors: 105/101 no answer, 104/103/101 an HTTP error status, 101 a bad body.
 */
export const epaycoTransport = (config: TransportConfig): Send => {
  const { http } = config;
  return async (call, schema) => {
    const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
    const base =
      call.host === 'validation' ? (config.hosts.validation ?? config.hosts.secure) : config.hosts[call.host];
    const url = joinUrl(base, call.path) + query;
    const body =
      call.method === 'POST'
        ? JSON.stringify(
            wireBody(
              englishBody(call.fields ?? {}, config.payload, call.ipAndTest ?? true),
              call.mode ?? 'plain',
              config.payload,
            ),
          )
        : undefined;
    const realm = realmOf(call.host);
    const authenticated = call.authenticated ?? true;

    const attempt = async () => {
      const token = authenticated ? await config.sessions.token(realm) : null;
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        'type': 'sdk-jwt',
        'lang': SDK_LANG_HEADER,
      };
      if (token !== null) headers.Authorization = `Bearer ${token}`;
      return { token, answer: await exchange(http, url, { method: call.method, headers, body }) };
    };

    const first = await attempt();
    const { token } = first;
    let { answer } = first;
    if (token !== null && refused(answer.status)) {
      http.logger.warn(
        { provider: 'epayco', method: call.method, url, status: answer.status },
        'ePayco refused the token: logging in again',
      );
      config.sessions.drop(realm, token);
      ({ answer } = await attempt());
    }
    if (!isOk(answer.status)) throw httpError(http, call.method, url, answer);
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      http.logger.error(
        { provider: 'epayco', method: call.method, url, issues },
        'ePayco answered in an unexpected shape',
      );
      throw new EpaycoError(101, http.lang, { cause: parsed.error });
    }
    return parsed.data;
  };
};
