import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Pusher's signatures (protocol 7 and the REST API v1.0), shared by the trigger client, the channel authorizer and
 * the embedded server that checks both: one implementation, so what one side signs the other accepts. */

/** The Pusher app live updates go through: its id, public key and secret (hosted Pusher's from PUSHER_*, or the
 * embedded endpoint's, made on first start and kept in the database so every start and the CLI share it). */
export type RealtimeApp = {
  readonly appId: string;
  readonly key: string;
  readonly secret: () => Promise<string>;
};

/** What a channel's authorization answers (Pusher's format): `auth`, and for a presence channel the member's data
 * exactly as signed. */
export type ChannelSignature = { readonly auth: string; readonly channel_data?: string };

const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text, 'utf8').digest('hex');

/** Equal strings, compared in constant time. */
export const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The `auth` of a private or presence subscription: `<key>:HMAC_SHA256_hex(secret, "<socket_id>:<channel>[:<channel_data>]")`. */
export const channelAuth = (
  app: { readonly key: string; readonly secret: string },
  socketId: string,
  channel: string,
  channelData?: string,
): string =>
  `${app.key}:${hmacHex(app.secret, channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`)}`;

export const bodyMd5 = (body: string): string => createHash('md5').update(body, 'utf8').digest('hex');

/** The text a REST request signs: method, path and every query parameter but the signature, sorted by key, `k=v`
 * joined by `&` (values as sent, not encoded again). */
const stringToSign = (method: string, path: string, params: ReadonlyMap<string, string>): string => {
  const query = [...params.entries()]
    .filter(([k]) => k !== 'auth_signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return `${method.toUpperCase()}\n${path}\n${query}`;
};

/** The query of a signed REST request: `auth_key`, `auth_timestamp` (seconds), `auth_version=1.0`, `body_md5` when
 * there is a body, and `auth_signature` over all of them. */
export const signedQuery = (
  app: { readonly key: string; readonly secret: string },
  request: { readonly method: string; readonly path: string; readonly body: string; readonly timestamp: number },
): URLSearchParams => {
  const params = new Map<string, string>([
    ['auth_key', app.key],
    ['auth_timestamp', String(request.timestamp)],
    ['auth_version', '1.0'],
  ]);
  if (request.body !== '') params.set('body_md5', bodyMd5(request.body));
  params.set('auth_signature', hmacHex(app.secret, stringToSign(request.method, request.path, params)));
  return new URLSearchParams([...params.entries()]);
};

/** Why a REST request's signature is refused, or null when it is good. */
export type SignatureProblem = 'missing' | 'unknown-key' | 'stale' | 'body-md5' | 'signature';

/** Checks a REST request as Pusher does: the key, the timestamp within `windowSeconds` of `nowSeconds`, the body's
 * MD5 when there is a body, and the signature over method, path and the other parameters. */
export const checkSignedRequest = (
  app: { readonly key: string; readonly secret: string },
  request: {
    readonly method: string;
    readonly path: string;
    readonly query: ReadonlyMap<string, string>;
    readonly body: string;
  },
  nowSeconds: number,
  windowSeconds = 600,
): SignatureProblem | null => {
  const { query } = request;
  const key = query.get('auth_key');
  const timestamp = query.get('auth_timestamp');
  const signature = query.get('auth_signature');
  if (!key || !timestamp || !signature || query.get('auth_version') !== '1.0') return 'missing';
  if (!sameText(key, app.key)) return 'unknown-key';
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > windowSeconds) return 'stale';
  if (request.body !== '' && !sameText(query.get('body_md5') ?? '', bodyMd5(request.body))) return 'body-md5';
  const expected = hmacHex(app.secret, stringToSign(request.method, request.path, query));
  return sameText(signature, expected) ? null : 'signature';
};

/** The `user_id` a customer has on a presence channel: stable for them (several tabs count once), meaningless to the
 * others watching (never their customer id). */
export const presenceUserId = (secret: string, customerId: string): string =>
  hmacHex(secret, `presence-member:${customerId}`).slice(0, 20);
