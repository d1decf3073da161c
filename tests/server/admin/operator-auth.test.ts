import { describe, expect, it } from 'vitest';
import { T } from '../../../adapters/container';
import { adminOperatorEndpoints, OPEN_ADMIN_ENDPOINTS } from '../../../contract/admin-operators';
import { requestOf, sendsQuery } from '../../../contract/endpoint';
import { MINUTE, sessionCookieOf, signedUp } from '../support/account-client';
import { codeNow, enrolledOperator, operatorCookieOf, operatorServer, withCookie } from '../support/operator-client';

const ctx = operatorServer();

const open = new Set<string>(OPEN_ADMIN_ENDPOINTS);
const guarded = Object.entries(adminOperatorEndpoints).filter(([name]) => !open.has(name));

const call = (e: (typeof guarded)[number][1], auth: Parameters<typeof ctx.admin.get>[1]) => {
  const { path } = requestOf(e, { id: 'x' });
  const at = path.slice('/api/admin/v1'.length);
  if (sendsQuery(e)) return e.method === 'GET' ? ctx.admin.get(at, auth) : ctx.admin.delete(at, auth);
  return e.method === 'PATCH' ? ctx.admin.patch(at, { role: 'support' }, auth) : ctx.admin.post(at, {}, auth);
};

describe('enrolment', () => {
  it('shows the same secret on every visit, wants a strong password and the app’s code, then signs in with 10 recovery codes', async () => {
    const { server, admin, clock } = ctx;
    const { T } = await import('../../../adapters/container');
    const { databaseActor } = await import('../../../core/operators/operator');
    const invited = await server.container
      .get(T.operators)
      .inviteOperator(databaseActor('root'), { email: 'Duena@Fornido.co', name: 'Laura Dueña', role: 'owner' });
    if (!invited.ok) throw new Error('not invited');
    expect(invited.value.link).toMatch(/^https:\/\/fornido\.co\/admin\/alta\/\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(invited.value.link).searchParams.get('token') ?? '';
    const first = await admin.get(`/enrolment?token=${token}`);
    const again = await admin.get(`/enrolment?token=${token}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.json.operator).toMatchObject({ email: 'duena@fornido.co', role: 'owner', status: 'invited' });
    expect(first.json.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(again.json.secret).toBe(first.json.secret);
    expect(first.json.uri).toBe(
      `otpauth://totp/Fornido%3Aduena%40fornido.co?secret=${first.json.secret}&issuer=Fornido&algorithm=SHA1&digits=6&period=30`,
    );
    const secret: string = first.json.secret;

    const weak = await admin.post('/enrolment', { token, password: 'corta1', code: codeNow(secret, clock) });
    expect(weak.status).toBe(400);
    expect(weak.json.error.fields.password).toContain('muy corta');
    const wrong = await admin.post('/enrolment', { token, password: 'Fornido2026dueña', code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.kind).toBe('wrong-code');

    const done = await admin.post('/enrolment', { token, password: 'Fornido2026dueña', code: codeNow(secret, clock) });
    expect(done.status).toBe(201);
    expect(done.json.operator.status).toBe('active');
    expect(done.json.recoveryCodes).toHaveLength(10);
    for (const code of done.json.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const cookies = done.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).toMatch(/Secure/);
    }
    expect(cookies.map((c) => /Path=([^;]+)/.exec(c)?.[1]).sort()).toEqual(['/admin/', '/api/admin/']);
    const me = await admin.get('/me', withCookie(operatorCookieOf(done.headers)));
    expect(me.json).toMatchObject({ name: 'Laura Dueña <duena@fornido.co>', role: 'owner' });
    expect(me.json.permissions).toContain('operators.manage');

    const reused = await admin.post('/enrolment', {
      token,
      password: 'Fornido2026dueña',
      code: codeNow(secret, clock),
    });
    expect(reused.status).toBe(410);
    expect(reused.json.error.kind).toBe('enrolment-used');
    expect((await admin.get(`/enrolment?token=${token}`)).status).toBe(410);
    expect((await admin.get('/enrolment?token=no-es-un-token')).status).toBe(400);
  });

  it('refuses a link past its 72 hours', async () => {
    const { T } = await import('../../../adapters/container');
    const { databaseActor } = await import('../../../core/operators/operator');
    const invited = await ctx.server.container
      .get(T.operators)
      .inviteOperator(databaseActor('root'), { email: 'tarde@fornido.co', name: 'Llega Tarde', role: 'support' });
    if (!invited.ok) throw new Error('not invited');
    ctx.clock.advance(72 * 60 * MINUTE + MINUTE);
    const token = new URL(invited.value.link).searchParams.get('token') ?? '';
    const late = await ctx.admin.get(`/enrolment?token=${token}`);
    expect(late.status).toBe(410);
    expect(late.json.error).toMatchObject({ kind: 'enrolment-expired' });
  });
});

describe('sign-in', () => {
  it('takes a password and a code, each code once in its window, a recovery code once', async () => {
    const op = await enrolledOperator(ctx, 'warehouse');
    const code = codeNow(op.secret, ctx.clock);
    const first = await ctx.admin.post('/session', { email: op.email, password: op.password, code });
    expect(first.status).toBe(200);
    expect(first.json.operator.role).toBe('warehouse');
    expect((await ctx.admin.get('/me', withCookie(operatorCookieOf(first.headers)))).status).toBe(200);
    // The same code again, still inside its 30 seconds: refused, with the one message for every failure.
    const replay = await ctx.admin.post('/session', { email: op.email, password: op.password, code });
    expect(replay.status).toBe(401);
    expect(replay.json.error.message).toBe('El correo, la contraseña o el código no son correctos.');
    const noCode = await ctx.admin.post('/session', { email: op.email, password: op.password, code: '123456' });
    expect(noCode.status).toBe(401);

    const recovery = op.recoveryCodes[0].toUpperCase().replace('-', ' ');
    const rescued = await ctx.admin.post('/session', { email: op.email, password: op.password, code: recovery });
    expect(rescued.status).toBe(200);
    const twice = await ctx.admin.post('/session', { email: op.email, password: op.password, code: recovery });
    expect(twice.status).toBe(401);
  });

  it('is limited per account and address as the shoppers’ sign-in is, and a shopper’s password never opens it', async () => {
    const op = await enrolledOperator(ctx, 'support');
    const shopper = await signedUp(ctx.server, { email: op.email, password: 'Compras2026x' });
    expect(shopper.form.email).toBe(op.email);
    const asShopper = await ctx.admin.post('/session', {
      email: op.email,
      password: 'Compras2026x',
      code: codeNow(op.secret, ctx.clock),
    });
    expect(asShopper.status).toBe(401);
    for (let i = 0; i < 4; i += 1) {
      const wrong = await ctx.admin.post('/session', { email: op.email, password: 'no-es-esta-1', code: '000000' });
      expect(wrong.status).toBe(401);
    }
    const limited = await ctx.admin.post('/session', {
      email: op.email,
      password: op.password,
      code: codeNow(op.secret, ctx.clock),
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The shoppers' sign-in of the same e-mail is counted apart.
    const shop = await ctx.shop.post('/auth/sign-in', { email: op.email, password: 'Compras2026x' });
    expect(shop.status).toBe(200);
  });
});

describe('every endpoint behind the sign-in', () => {
  it('refuses no session, a shopper’s session (cookie or Bearer), and another site', async () => {
    const shopper = await signedUp(ctx.server);
    const shopperSignIn = await ctx.shop.post('/auth/sign-in', {
      email: shopper.form.email,
      password: shopper.form.password,
    });
    const shopperCookie = sessionCookieOf(shopperSignIn.headers);
    const owner = await enrolledOperator(ctx, 'owner');
    for (const [name, e] of guarded) {
      const none = await call(e, {});
      expect([name, none.status, none.json?.error?.kind]).toEqual([name, 401, 'unauthenticated']);
      expect([name, (await call(e, { cookie: shopperCookie })).status]).toEqual([name, 401]);
      expect([name, (await call(e, { bearer: shopperSignIn.json.token })).status]).toEqual([name, 401]);
      const crossSite = await call(e, withCookie(owner.cookie, { headers: { 'Sec-Fetch-Site': 'cross-site' } }));
      expect([name, crossSite.status, crossSite.json.error.kind]).toEqual([name, 403, 'csrf']);
    }
    // A write with the console's cookie from another origin (an older browser without Sec-Fetch-Site).
    const forged = await ctx.admin.post(
      '/operators',
      { email: 'intruso@fornido.co', name: 'Intruso', role: 'owner' },
      withCookie(owner.cookie, { origin: 'https://evil.example' }),
    );
    expect(forged.status).toBe(403);
  });

  it('mails the invitation to the operator invited: who invites, the role, and the one-time link the owner also sees', async () => {
    const owner = await enrolledOperator(ctx, 'owner');
    const invited = await ctx.admin.post(
      '/operators',
      { email: 'Bodega.Norte@Fornido.co', name: 'Bodega Norte', role: 'warehouse' },
      withCookie(owner.cookie),
    );
    expect(invited.status).toBe(201);
    expect(invited.json.mailed).toBe(true);
    const [mail] = await ctx.server.container.get(T.mailOutbox).list({ to: 'bodega.norte@fornido.co', limit: 5 });
    expect(mail).toMatchObject({ template: 'operator-invitation', subject: 'Tu acceso a la consola de Fornido' });
    expect(mail?.text).toContain(`te invitó a la consola de operadores de Fornido como Bodega.`);
    expect(mail?.text).toContain(`Activa tu acceso: ${invited.json.link}`);
    expect(mail?.html).toContain('Activar mi acceso');
  });

  it('refuses a role without the permission, in the use case', async () => {
    const warehouse = await enrolledOperator(ctx, 'warehouse');
    const listed = await ctx.admin.get('/operators', withCookie(warehouse.cookie));
    expect(listed.status).toBe(403);
    expect(listed.json.error).toMatchObject({ kind: 'forbidden', permission: 'operators.manage' });
    const invite = await ctx.admin.post(
      '/operators',
      { email: 'otro@fornido.co', name: 'Otro', role: 'owner' },
      withCookie(warehouse.cookie),
    );
    expect(invite.status).toBe(403);
    expect((await ctx.admin.get('/settings', withCookie(warehouse.cookie))).status).toBe(403);
  });

  it('shows an owner the policy in use, each value with its variable and origin', async () => {
    const owner = await enrolledOperator(ctx, 'owner');
    const settings = await ctx.admin.get('/settings', withCookie(owner.cookie));
    expect(settings.status).toBe(200);
    expect(settings.json).toContainEqual({
      variable: 'CONTRAENTREGA_LESS_THAN',
      label: 'Contraentrega para pedidos menores a',
      value: '$ 500.000',
      source: 'default',
    });
  });
});

describe('personal access tokens', () => {
  it('are shown once, act with the operator’s role as Bearer, and stop at once when revoked', async () => {
    const owner = await enrolledOperator(ctx, 'owner');
    const made = await ctx.admin.post('/tokens', { name: 'Script de despachos' }, withCookie(owner.cookie));
    expect(made.status).toBe(201);
    expect(made.json.token).toMatch(/^fop_[A-Za-z0-9_-]{43}$/);
    const bearer = { bearer: made.json.token, origin: null };
    expect((await ctx.admin.get('/operators', bearer)).status).toBe(200);
    const listed = await ctx.admin.get('/tokens', withCookie(owner.cookie));
    expect(listed.json).toEqual([expect.objectContaining({ name: 'Script de despachos', revokedAt: null })]);
    expect(JSON.stringify(listed.json)).not.toContain(made.json.token.slice(4));
    expect(listed.json[0].lastUsedAt).not.toBeNull();
    const revoked = await ctx.admin.delete(`/tokens/${made.json.view.id}`, withCookie(owner.cookie));
    expect(revoked.status).toBe(200);
    expect((await ctx.admin.get('/operators', bearer)).status).toBe(401);
    expect((await ctx.admin.delete(`/tokens/${made.json.view.id}`, withCookie(owner.cookie))).status).toBe(404);
  });
});

describe('sessions', () => {
  it('end after 12 idle hours, at sign-out, everywhere at once, and when the operator is disabled', async () => {
    const owner = await enrolledOperator(ctx, 'owner');
    const warehouse = await enrolledOperator(ctx, 'warehouse');
    ctx.clock.advance(11 * 60 * MINUTE);
    expect((await ctx.admin.get('/me', withCookie(owner.cookie))).status).toBe(200);
    ctx.clock.advance(11 * 60 * MINUTE);
    expect((await ctx.admin.get('/me', withCookie(owner.cookie))).status).toBe(200);
    expect((await ctx.admin.get('/me', withCookie(warehouse.cookie))).status).toBe(401);

    const again = await ctx.admin.post('/session', {
      email: warehouse.email,
      password: warehouse.password,
      code: codeNow(warehouse.secret, ctx.clock),
    });
    const phone = withCookie(operatorCookieOf(again.headers));
    ctx.clock.advance(31_000);
    const desk = await ctx.admin.post('/session', {
      email: warehouse.email,
      password: warehouse.password,
      code: codeNow(warehouse.secret, ctx.clock),
    });
    const everywhere = await ctx.admin.post('/session/everywhere', {}, withCookie(operatorCookieOf(desk.headers)));
    expect(everywhere.json).toEqual({ ended: 2 });
    expect((await ctx.admin.get('/me', phone)).status).toBe(401);

    const out = await ctx.admin.delete('/session', withCookie(owner.cookie));
    expect(out.status).toBe(204);
    expect((await ctx.admin.get('/me', withCookie(owner.cookie))).status).toBe(401);
  });

  it('a disabled operator’s sessions and tokens stop at once; the last owner cannot be disabled', async () => {
    const owner = await enrolledOperator(ctx, 'owner');
    const support = await enrolledOperator(ctx, 'support');
    const token = await ctx.admin.post('/tokens', { name: 'CLI' }, withCookie(support.cookie));
    const list = await ctx.admin.get('/operators', withCookie(owner.cookie));
    const id: string = list.json.find((o: { email: string }) => o.email === support.email).id;
    const disabled = await ctx.admin.post(`/operators/${id}/disable`, {}, withCookie(owner.cookie));
    expect(disabled.json.status).toBe('disabled');
    expect((await ctx.admin.get('/me', withCookie(support.cookie))).status).toBe(401);
    expect((await ctx.admin.get('/me', { bearer: token.json.token })).status).toBe(401);
    type Listed = { id: string; email: string; role: string; status: string };
    const owners: Listed[] = (await ctx.admin.get('/operators', withCookie(owner.cookie))).json.filter(
      (o: Listed) => o.role === 'owner' && o.status === 'active',
    );
    for (const other of owners.filter((o) => o.email !== owner.email))
      expect((await ctx.admin.post(`/operators/${other.id}/disable`, {}, withCookie(owner.cookie))).status).toBe(200);
    const me = owners.find((o) => o.email === owner.email)?.id ?? '';
    const self = await ctx.admin.post(`/operators/${me}/disable`, {}, withCookie(owner.cookie));
    expect(self.status).toBe(409);
    expect(self.json.error.kind).toBe('last-owner');
  });
});
