import type { Clock } from '../../../core/shared/ports';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { T } from '../../../adapters/container';
import type { Email } from '../../../core/people/email';
import { aCustomer } from '../../builders/customers';
import { startTestServer, type TestServer } from '../../support/test-server';

/** A clock the test moves by hand. */
export const manualClock = (start = '2026-11-22T12:00:00Z') => {
  let now = new Date(start).getTime();
  const clock: Clock & { advance(ms: number): void } = {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
  };
  return clock;
};

export const MINUTE = 60_000;

export type Auth = {
  readonly cookie?: string;
  readonly bearer?: string;
  readonly origin?: string | null;
  readonly headers?: Record<string, string>;
};

/** JSON calls to the API as a browser on the store's own origin makes them (Origin: the public URL), unless told otherwise. */
export const api = (server: TestServer, base: '/api/v1' | '/api/admin/v1' = '/api/v1') => {
  const call = async (method: string, path: string, body?: unknown, auth: Auth = {}) => {
    const headers: Record<string, string> = { Accept: 'application/json', ...auth.headers };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (auth.origin !== null) headers.Origin = auth.origin ?? 'https://fornido.co';
    if (auth.cookie) headers.Cookie = auth.cookie;
    if (auth.bearer) headers.Authorization = `Bearer ${auth.bearer}`;
    const res = await server.get(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    // The answer as a test reads it: any JSON, which the test's expect() calls check.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
    const json: any = text ? JSON.parse(text) : null;
    return { status: res.status, headers: res.headers, json };
  };
  return {
    get: (path: string, auth?: Auth) => call('GET', path, undefined, auth),
    post: (path: string, body?: unknown, auth?: Auth) => call('POST', path, body, auth),
    put: (path: string, body?: unknown, auth?: Auth) => call('PUT', path, body, auth),
    patch: (path: string, body?: unknown, auth?: Auth) => call('PATCH', path, body, auth),
    delete: (path: string, auth?: Auth) => call('DELETE', path, undefined, auth),
  };
};

/** The `fornido_sesion=…` pair of a Set-Cookie header, ready to send back as a Cookie header. */
export const sessionCookieOf = (headers: Headers): string => {
  const setCookie = headers.get('set-cookie') ?? '';
  const match = /fornido_sesion=([^;]*)/.exec(setCookie);
  if (!match) throw new Error(`No session cookie in: ${setCookie}`);
  return `fornido_sesion=${match[1]}`;
};

let people = 0;

/** A valid sign-up form; each call gets a new email unless given one. */
export const aSignUp = (over: Record<string, unknown> = {}) => {
  people += 1;
  return {
    name: 'Camila Rodríguez',
    email: `camila${people}@correo.co`,
    password: 'Proteina2026',
    privacyConsent: true,
    marketingConsent: false,
    ...over,
  };
};

/** The token of the newest activation link the outbox holds for `email`. */
export const activationTokenFor = async (server: TestServer, email: string): Promise<string> => {
  const mail = (await mailsTo(server, email)).find((m) => m.template === 'account-activation');
  const token = mail && /\/cuenta\/activar\/\?token=([^\s]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`No activation mail to ${email}`);
  return decodeURIComponent(token);
};

/** Signs a new customer up as a shopper does (the form, sent with `auth`, then the mailed activation link) and returns
 * the form, the session token and cookie, and the account. */
export const signedUp = async (server: TestServer, over: Record<string, unknown> = {}, auth: Auth = {}) => {
  const form = aSignUp(over);
  const sent = await api(server).post('/auth/sign-up', form, auth);
  if (sent.status !== 202) throw new Error(`sign-up failed: ${sent.status} ${JSON.stringify(sent.json)}`);
  const token = await activationTokenFor(server, String(form.email).trim().toLowerCase());
  const res = await api(server).post('/auth/activate', { token });
  if (res.status !== 201) throw new Error(`activation failed: ${res.status} ${JSON.stringify(res.json)}`);
  return { form, token: res.json.token as string, cookie: sessionCookieOf(res.headers), account: res.json.account };
};

/** Signs in an account made before activation links existed (its email not yet verified, as such accounts stay until
 * their owner opens a "Verificar mi correo" link), and returns its session cookie. */
export const olderAccount = async (server: TestServer, email: string) => {
  const password = 'Proteina2026';
  const passwordHash = await server.container.get(T.passwordHasher).hash(password);
  await server.container.get(T.customers).create(aCustomer({ email: email as Email, passwordHash }));
  const res = await api(server).post('/auth/sign-in', { email, password });
  if (res.status !== 200 || res.json.account.emailVerified) throw new Error(`sign-in failed: ${res.status}`);
  return { cookie: sessionCookieOf(res.headers) };
};

/**
 * One test server per file with a hand-driven clock (and the configuration `env` overrides); every test starts in
 * fresh rate-limit windows (all requests come from 127.0.0.1). Read `server` and `http` inside tests, after `beforeAll` ran.
 */
export const accountServer = (env?: Readonly<Record<string, string>>) => {
  const clock = manualClock();
  const ctx = { clock } as { clock: typeof clock; server: TestServer; http: ReturnType<typeof api> };
  beforeAll(async () => {
    ctx.server = await startTestServer(undefined, { clock, env });
    ctx.http = api(ctx.server);
  }, 120_000);
  afterAll(() => ctx.server.close());
  beforeEach(() => clock.advance(2 * 60 * MINUTE));
  return ctx;
};

/** The mails the outbox holds for one address, newest first. */
export const mailsTo = (server: TestServer, to: string) => server.container.get(T.mailOutbox).list({ to, limit: 20 });
