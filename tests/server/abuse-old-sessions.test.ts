import { describe, expect, it } from 'vitest';
import { SESSION_DAYS } from '../../core/customers/account-rules';
import { MINUTE, accountServer, mailsTo, sessionCookieOf, signedUp } from './support/account-client';

// A session that ended (signed out, the password changed or reset, expired) is a guest's from then on, wherever the
// old cookie or Bearer token is replayed: the API, the account pages, the saved cart, the live channel of the account.
const ctx = accountServer();

const SOCKET = '123456.7890123';

/** Everything an old session could still try, and whether each answered as to a guest. */
const replay = async (auth: { cookie?: string; bearer?: string }, customerId: string) => {
  const headers: Record<string, string> = {};
  if (auth.cookie) headers.cookie = auth.cookie;
  if (auth.bearer) headers.authorization = `Bearer ${auth.bearer}`;
  const account = await ctx.http.get('/account', auth);
  const cart = await ctx.http.put('/cart', { lines: [{ sku: 'CRE-300G', quantity: 1 }] }, auth);
  const profile = await ctx.http.patch('/account', { name: 'Intruso Total' }, auth);
  const page = await ctx.server.get('/micuenta/', { headers });
  const orders = await ctx.server.get('/micuenta/pedidos/', { headers });
  const channel = await ctx.server.get('/api/v1/broadcasting/auth', {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded', 'Origin': 'https://fornido.co' },
    body: new URLSearchParams({ socket_id: SOCKET, channel_name: `private-customer.${customerId}` }).toString(),
  });
  return {
    api: [account.status, cart.status, profile.status],
    pages: [page.status, page.headers.get('location'), orders.status],
    channel: channel.status,
  };
};

const AS_GUEST = {
  api: [401, 401, 401],
  pages: [302, '/cuenta/ingresar/?volver=/micuenta/', 302],
  channel: 403,
};

describe('an ended session replayed', () => {
  it('after signing out: the old cookie and the same token as Bearer are a guest’s', async () => {
    const { cookie, token, account } = await signedUp(ctx.server);
    expect((await replay({ cookie }, account.id)).api).toEqual([200, 200, 200]);
    expect((await ctx.http.post('/auth/sign-out', undefined, { cookie })).status).toBe(204);
    expect(await replay({ cookie }, account.id)).toEqual(AS_GUEST);
    expect(await replay({ bearer: token }, account.id)).toEqual(AS_GUEST);
    // Signing out again with it changes nothing and revives nothing.
    expect((await ctx.http.post('/auth/sign-out', undefined, { cookie })).status).toBe(204);
    expect((await ctx.http.get('/account', { cookie })).status).toBe(401);
  });

  it('after a password change: every other device is a guest, this one stays', async () => {
    const { form, cookie, account } = await signedUp(ctx.server);
    const phone = await ctx.http.post('/auth/sign-in', { email: form.email, password: form.password });
    const other = { cookie: sessionCookieOf(phone.headers), bearer: phone.json.token as string };
    const changed = await ctx.http.post(
      '/account/password',
      { currentPassword: form.password, newPassword: 'NuevaClave2027' },
      { cookie },
    );
    expect(changed.status).toBe(200);
    expect(await replay({ cookie: other.cookie }, account.id)).toEqual(AS_GUEST);
    expect(await replay({ bearer: other.bearer }, account.id)).toEqual(AS_GUEST);
    expect((await ctx.http.get('/account', { cookie })).status).toBe(200);
  });

  it('after a password reset: every device is a guest', async () => {
    const { form, cookie, token, account } = await signedUp(ctx.server);
    expect((await ctx.http.post('/auth/password-reset', { email: form.email })).status).toBe(202);
    const mail = (await mailsTo(ctx.server, form.email)).find((m) => m.template === 'password-reset');
    const resetToken = /\/reset\/password\/\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1];
    const done = await ctx.http.post('/auth/password-reset/confirm', { token: resetToken, password: 'NuevaClave2027' });
    expect(done.status).toBe(200);
    expect(await replay({ cookie }, account.id)).toEqual(AS_GUEST);
    expect(await replay({ bearer: token }, account.id)).toEqual(AS_GUEST);
  });

  it(`after ${SESSION_DAYS} days: the session has expired`, async () => {
    const { cookie, account } = await signedUp(ctx.server);
    ctx.clock.advance(SESSION_DAYS * 24 * 60 * MINUTE - MINUTE);
    expect((await ctx.http.get('/account', { cookie })).status).toBe(200);
    ctx.clock.advance(2 * MINUTE);
    expect(await replay({ cookie }, account.id)).toEqual(AS_GUEST);
  });

  it('a session chosen by someone else (a planted cookie) is never adopted at sign-in', async () => {
    const { form, account } = await signedUp(ctx.server);
    const planted = `fornido_sesion=${'A'.repeat(43)}`;
    const signedIn = await ctx.http.post(
      '/auth/sign-in',
      { email: form.email, password: form.password },
      { cookie: planted },
    );
    expect(signedIn.status).toBe(200);
    expect(sessionCookieOf(signedIn.headers)).not.toBe(planted);
    expect(await replay({ cookie: planted }, account.id)).toEqual(AS_GUEST);
  });
});
