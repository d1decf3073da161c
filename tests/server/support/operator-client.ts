import { afterAll, beforeAll, beforeEach } from 'vitest';
import { T, type AppContainer } from '../../../adapters/container';
import { nodeOneTimePasswords } from '../../../adapters/security/totp';
import { databaseActor } from '../../../core/operators/operator';
import type { Role } from '../../../core/operators/roles';
import { stepAt } from '../../../core/operators/second-factor';
import type { Clock } from '../../../core/shared/ports';
import { startTestServer, type TestServer } from '../../support/test-server';
import { api, manualClock, MINUTE, type Auth } from './account-client';

/** The `fornido_operador=…` pair of a Set-Cookie header, ready to send back. */
export const operatorCookieOf = (headers: Headers): string => {
  const match = /fornido_operador=([^;]*)/.exec(headers.get('set-cookie') ?? '');
  if (!match) throw new Error(`No operator cookie in: ${headers.get('set-cookie')}`);
  return `fornido_operador=${match[1]}`;
};

/** The code an authenticator app shows now for a secret. */
export const codeNow = (secret: string, clock: Clock): string =>
  nodeOneTimePasswords.codeAt(secret, stepAt(clock.now()));

export type OperatorServer = {
  readonly clock: ReturnType<typeof manualClock>;
  server: TestServer;
  admin: ReturnType<typeof api>;
  shop: ReturnType<typeof api>;
};

/** A test server (with `env` on top of the tests' configuration, and bindings replaced by `rebind`) with a clock the
 * test moves, and JSON calls to the operators' API and the shoppers'. */
export const operatorServer = (
  env?: Record<string, string>,
  rebind?: (container: AppContainer) => void,
): OperatorServer => {
  const ctx = { clock: manualClock() } as OperatorServer;
  beforeAll(async () => {
    ctx.server = await startTestServer(undefined, { clock: ctx.clock, ...(env ? { env } : {}), rebind });
    ctx.admin = api(ctx.server, '/api/admin/v1');
    ctx.shop = api(ctx.server);
  }, 120_000);
  afterAll(() => ctx.server.close());
  // Each test starts in a time step of its own, far from the last one's codes.
  beforeEach(() => ctx.clock.advance(2 * 60 * MINUTE));
  return ctx;
};

let people = 0;

/** An operator invited (by the `fornido` command's actor) and enrolled through the API: their console cookie, password,
 * second factor's secret and recovery codes. */
export const enrolledOperator = async (ctx: OperatorServer, role: Role, over: { readonly email?: string } = {}) => {
  people += 1;
  const email = over.email ?? `operador${people}@fornido.co`;
  const invited = await ctx.server.container
    .get(T.operators)
    .inviteOperator(databaseActor('root'), { email, name: `Operador ${people}`, role });
  if (!invited.ok) throw new Error(invited.error.message);
  const token = new URL(invited.value.link).searchParams.get('token') ?? '';
  const shown = await ctx.admin.get(`/enrolment?token=${token}`);
  const secret: string = shown.json.secret;
  const password = 'Bodega2026segura';
  const done = await ctx.admin.post('/enrolment', { token, password, code: codeNow(secret, ctx.clock) });
  if (done.status !== 201) throw new Error(JSON.stringify(done.json));
  // The enrolment used this time step's code: the next sign-in needs a later one.
  ctx.clock.advance(31_000);
  const recoveryCodes: string[] = done.json.recoveryCodes;
  return { email, password, secret, token, recoveryCodes, cookie: operatorCookieOf(done.headers) };
};

export const withCookie = (cookie: string, over: Auth = {}): Auth => ({ cookie, ...over });
