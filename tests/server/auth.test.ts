import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import {
  MINUTE,
  aSignUp,
  accountServer,
  activationTokenFor,
  mailsTo,
  sessionCookieOf,
  signedUp,
} from './support/account-client';
import { postFrom } from './support/from-address';

const ctx = accountServer();
const { clock } = ctx;

describe('sign-up', () => {
  it('answers a new and an existing email alike: 202, the same message, no session, nothing a stranger can tell apart', async () => {
    const { form: owner } = await signedUp(ctx.server, { name: 'Andrés Gómez' });
    const fresh = aSignUp({ email: 'Camila.Rodriguez@Correo.CO' });
    const taken = aSignUp({ email: owner.email.toUpperCase(), name: 'Otra Persona' });

    const newOne = await ctx.http.post('/auth/sign-up', fresh);
    const existing = await ctx.http.post('/auth/sign-up', taken);

    for (const res of [newOne, existing]) {
      expect(res.status).toBe(202);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(res.json).not.toHaveProperty('token');
      expect(res.json).not.toHaveProperty('account');
    }
    const body = (email: string) => ({
      message: `Te enviamos un correo a ${email} con un enlace para activar tu cuenta. Ábrelo para terminar; hasta entonces no podrás iniciar sesión.`,
    });
    expect(newOne.json).toEqual(body('camila.rodriguez@correo.co'));
    expect(existing.json).toEqual(body(owner.email));
    // No account yet for the new email: its password does not sign in until the link is opened.
    const early = await ctx.http.post('/auth/sign-in', { email: fresh.email, password: fresh.password });
    expect(early.status).toBe(401);
    // The owner is told by mail, and their account is untouched.
    const [notice] = await mailsTo(ctx.server, owner.email);
    expect(notice).toMatchObject({ template: 'sign-up-attempt', subject: 'Ya tienes una cuenta en Fornido' });
    expect(notice.text).toContain('Alguien intentó crear una cuenta en Fornido con tu correo');
    expect(notice.text).toContain('https://fornido.co/cuenta/recuperar/');
    const mine = await ctx.http.post('/auth/sign-in', { email: owner.email, password: owner.password });
    expect(mine.json.account.name).toBe('Andrés Gómez');
  });

  it('creates the account from the mailed link: verified, signed in with the cookie, a token that works as Bearer', async () => {
    const form = aSignUp({ email: 'laura.activa@correo.co', marketingConsent: true });
    expect((await ctx.http.post('/auth/sign-up', form)).status).toBe(202);
    const [mail] = await mailsTo(ctx.server, form.email);
    expect(mail).toMatchObject({ template: 'account-activation', subject: 'Activa tu cuenta de Fornido' });
    expect(mail.text).toMatch(/https:\/\/fornido\.co\/cuenta\/activar\/\?token=[A-Za-z0-9_-]{43}\n/);
    const token = await activationTokenFor(ctx.server, form.email);
    // Opening the link shows its button and creates nothing: a mail scanner that fetches links makes no account.
    const opened = await ctx.server.get(`/cuenta/activar/?token=${token}`);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('Activar mi cuenta');
    expect((await ctx.http.post('/auth/sign-in', { email: form.email, password: form.password })).status).toBe(401);

    const res = await ctx.http.post('/auth/activate', { token });
    expect(res.status).toBe(201);
    expect(res.json.account).toMatchObject({
      name: 'Camila Rodríguez',
      email: 'laura.activa@correo.co',
      marketingConsent: true,
      emailVerified: true,
      addresses: [],
    });
    expect(res.json.claimedOrders).toEqual([]);
    expect(res.json.account.referralCode).toMatch(/^CAMI[2-9A-HJKMNP-Z]{4}$/);
    expect(res.json.account).not.toHaveProperty('passwordHash');
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^fornido_sesion=[A-Za-z0-9_-]{43};/);
    for (const flag of ['HttpOnly', 'SameSite=Lax', 'Path=/', 'Max-Age=2592000', 'Secure'])
      expect(cookie).toContain(flag);
    expect(sessionCookieOf(res.headers)).toBe(`fornido_sesion=${res.json.token}`);
    const me = await ctx.http.get('/account', { bearer: res.json.token, origin: null });
    expect(me.status).toBe(200);
    expect(me.json.account.email).toBe('laura.activa@correo.co');
    expect(me.headers.get('cache-control')).toBe('no-store');

    const [welcome] = await mailsTo(ctx.server, form.email);
    expect(welcome).toMatchObject({ template: 'welcome', subject: 'Te damos la bienvenida a Fornido' });
    expect(welcome.text).toContain(`https://fornido.co/?ref=${res.json.account.referralCode}`);

    const again = await ctx.http.post('/auth/activate', { token });
    expect(again.status).toBe(410);
    expect(again.json.error).toMatchObject({
      kind: 'activation-token-used',
      message: expect.stringContaining('Inicia sesión'),
    });
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('refuses an unknown (400) and an expired (410) activation link in Spanish, creating nothing', async () => {
    const unknown = await ctx.http.post('/auth/activate', { token: 'x'.repeat(43) });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toMatchObject({
      kind: 'activation-token-invalid',
      message: expect.stringContaining('no es válido'),
    });
    const form = aSignUp({ email: 'tarde@correo.co' });
    await ctx.http.post('/auth/sign-up', form);
    const token = await activationTokenFor(ctx.server, form.email);
    clock.advance(24 * 60 * MINUTE);
    const late = await ctx.http.post('/auth/activate', { token });
    expect(late.status).toBe(410);
    expect(late.json.error).toMatchObject({
      kind: 'activation-token-expired',
      message: expect.stringContaining('venció'),
    });
    expect((await ctx.http.post('/auth/activate', {})).status).toBe(400);
  });

  it('refuses a weak password with 400 naming the field and stating the rule', async () => {
    for (const password of ['corta1', 'solamenteletras', '12345678901', 'camila.weak99x']) {
      const res = await ctx.http.post('/auth/sign-up', aSignUp({ email: 'camila.weak@correo.co', password }));
      expect(res.status, password).toBe(400);
      expect(res.json.error.kind).toBe('invalid-input');
      expect(res.json.error.fields.password).toMatch(
        /al menos 10 caracteres, con al menos una letra y un número, sin incluir tu correo/,
      );
    }
  });

  it('refuses an account without consent to the privacy policy, and reports every wrong field', async () => {
    const res = await ctx.http.post('/auth/sign-up', {
      name: '4',
      email: 'no-es-correo',
      password: 'x',
      privacyConsent: false,
      marketingConsent: false,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields).sort()).toEqual(['email', 'name', 'password', 'privacyConsent']);
    expect(res.json.error.fields.privacyConsent).toContain('debes aceptar la política de tratamiento de datos');
  });

  it('records who referred the new customer when the code given at sign-up is valid', async () => {
    const referrer = await signedUp(ctx.server);
    const { account } = await signedUp(ctx.server, { referralCode: referrer.account.referralCode.toLowerCase() });
    const customer = await ctx.server.container.get(T.customers).findById(account.id);
    expect(customer?.referredBy).toBe(referrer.account.id);
  });
});

describe('sign-in', () => {
  it('gives the same 401 answer for an unknown email and a wrong password, and signs in with the right one', async () => {
    const { form } = await signedUp(ctx.server);
    const wrong = await ctx.http.post('/auth/sign-in', { email: form.email, password: 'Equivocada123' });
    const unknown = await ctx.http.post('/auth/sign-in', { email: 'nadie@correo.co', password: 'Equivocada123' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json.error.kind).toBe('invalid-credentials');
    const right = await ctx.http.post('/auth/sign-in', { email: form.email.toUpperCase(), password: form.password });
    expect(right.status).toBe(200);
    expect(right.json.account.email).toBe(form.email);
    expect((await ctx.http.get('/account', { cookie: sessionCookieOf(right.headers) })).status).toBe(200);
  });

  it('refuses an address after 5 wrong passwords for an account, saying in how many minutes, but not the owner elsewhere', async () => {
    const { form } = await signedUp(ctx.server);
    for (let i = 0; i < 5; i += 1)
      expect((await ctx.http.post('/auth/sign-in', { email: form.email, password: `Mala${i}clave99` })).status).toBe(
        401,
      );
    const refused = await ctx.http.post('/auth/sign-in', { email: form.email, password: form.password });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(refused.json.error).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 900 });
    expect(refused.json.error.message).toContain('inténtalo de nuevo en 15 minutos');
    const owner = await postFrom(ctx.server, '127.0.0.2', '/auth/sign-in', {
      email: form.email,
      password: form.password,
    });
    expect(owner.status).toBe(200);
    expect(owner.json.account.email).toBe(form.email);
    clock.advance(10 * MINUTE);
    const later = await ctx.http.post('/auth/sign-in', { email: form.email, password: form.password });
    expect(later.status).toBe(429);
    expect(later.json.error.message).toContain('en 5 minutos');
    clock.advance(5 * MINUTE);
    expect((await ctx.http.post('/auth/sign-in', { email: form.email, password: form.password })).status).toBe(200);
  });

  it('limits sign-in attempts per IP address to 20 per 15 minutes, whatever the accounts', async () => {
    for (let i = 0; i < 20; i += 1)
      expect(
        (await ctx.http.post('/auth/sign-in', { email: `intruso${i}@correo.co`, password: 'Adivina1234' })).status,
      ).toBe(401);
    const res = await ctx.http.post('/auth/sign-in', { email: 'otro@correo.co', password: 'Adivina1234' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('sign-out', () => {
  it('clears the cookie and ends the session', async () => {
    const { cookie, token } = await signedUp(ctx.server);
    const res = await ctx.http.post('/auth/sign-out', undefined, { cookie });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/^fornido_sesion=;.*Expires=Thu, 01 Jan 1970/);
    expect((await ctx.http.get('/account', { cookie })).status).toBe(401);
    expect((await ctx.http.get('/account', { bearer: token })).json.error.kind).toBe('unauthenticated');
  });
});
