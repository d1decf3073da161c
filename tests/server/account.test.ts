import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { accountServer, sessionCookieOf, signedUp } from './support/account-client';
import { postFrom } from './support/from-address';

const ctx = accountServer();

const anAddress = (over: Record<string, unknown> = {}) => ({
  label: 'Casa',
  recipient: 'Camila Rodríguez',
  line1: 'Calle 45 # 12-34',
  line2: 'Apto 501',
  departmentCode: '05',
  municipalityCode: '05001',
  phone: '300 123 4567',
  notes: 'Portería 24 horas',
  isDefault: false,
  ...over,
});

describe('account', () => {
  it('answers 401 unauthenticated without a session', async () => {
    const res = await ctx.http.get('/account');
    expect(res.status).toBe(401);
    expect(res.json.error).toEqual({ kind: 'unauthenticated', message: 'Inicia sesión para continuar.' });
    expect((await ctx.http.patch('/account', { name: 'Ana' })).status).toBe(401);
  });

  it('updates the profile: document by type (NIT with its check digit), mobile phone, marketing consent', async () => {
    const { cookie } = await signedUp(ctx.server);
    const res = await ctx.http.patch(
      '/account',
      { documentType: 'NIT', documentNumber: '900.123.456-8', phone: '+57 300 123 4567', marketingConsent: true },
      { cookie },
    );
    expect(res.status).toBe(200);
    expect(res.json.account).toMatchObject({
      documentType: 'NIT',
      documentNumber: '900123456-8',
      phone: '3001234567',
      marketingConsent: true,
    });
    const bad = await ctx.http.patch(
      '/account',
      { documentType: 'NIT', documentNumber: '900123456-7', phone: '601 123 4567' },
      { cookie },
    );
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.documentNumber).toContain('dígito de verificación');
    expect(bad.json.error.fields.phone).toContain('celular colombiano');
    const cleared = await ctx.http.patch(
      '/account',
      { documentType: null, documentNumber: null, phone: '' },
      { cookie },
    );
    expect(cleared.json.account).toMatchObject({
      documentType: null,
      documentNumber: null,
      phone: null,
      marketingConsent: true,
    });
  });

  it('changes the password with the current one, keeping this session and ending the others', async () => {
    const { form, cookie } = await signedUp(ctx.server);
    const other = sessionCookieOf(
      (await ctx.http.post('/auth/sign-in', { email: form.email, password: form.password })).headers,
    );
    const wrong = await ctx.http.post(
      '/account/password',
      { currentPassword: 'NoEsLaClave1', newPassword: 'NuevaClave2027' },
      { cookie },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields).toEqual({ currentPassword: 'La contraseña actual no es correcta.' });
    const weak = await ctx.http.post(
      '/account/password',
      { currentPassword: form.password, newPassword: 'corta' },
      { cookie },
    );
    expect(weak.json.error.fields.newPassword).toContain('al menos 10 caracteres');
    const res = await ctx.http.post(
      '/account/password',
      { currentPassword: form.password, newPassword: 'NuevaClave2027' },
      { cookie },
    );
    expect(res.status).toBe(200);
    expect((await ctx.http.get('/account', { cookie })).status).toBe(200);
    expect((await ctx.http.get('/account', { cookie: other })).status).toBe(401);
    const [mail] = await ctx.server.container.get(T.mailOutbox).list({ to: form.email, limit: 1 });
    expect(mail?.template).toBe('password-changed');
  });

  it("counts wrong current passwords against the session's address only, as sign-in does", async () => {
    const { form, cookie } = await signedUp(ctx.server);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await ctx.http.post(
        '/account/password',
        { currentPassword: `NoEsLaClave${i}`, newPassword: 'NuevaClave2027' },
        { cookie },
      );
      expect(wrong.status).toBe(400);
    }
    const refused = await ctx.http.post(
      '/account/password',
      { currentPassword: form.password, newPassword: 'NuevaClave2027' },
      { cookie },
    );
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toContain('inténtalo de nuevo en 15 minutos');
    expect((await ctx.http.post('/auth/sign-in', { email: form.email, password: form.password })).status).toBe(429);
    const elsewhere = await postFrom(
      ctx.server,
      '127.0.0.2',
      '/account/password',
      { currentPassword: form.password, newPassword: 'NuevaClave2027' },
      cookie,
    );
    expect(elsewhere.status).toBe(200);
  });

  it('adds, updates and deletes addresses, keeping at most one default', async () => {
    const { cookie } = await signedUp(ctx.server);
    const first = await ctx.http.post('/account/addresses', anAddress(), { cookie });
    expect(first.status).toBe(201);
    expect(first.json.account.addresses).toEqual([
      expect.objectContaining({
        label: 'Casa',
        isDefault: true,
        departmentName: 'Antioquia',
        municipalityName: 'Medellín',
        phone: '3001234567',
      }),
    ]);
    const second = await ctx.http.post(
      '/account/addresses',
      anAddress({ label: 'Oficina', departmentCode: '11', municipalityCode: '11001', isDefault: true }),
      { cookie },
    );
    expect(
      second.json.account.addresses.map((a: { label: string; isDefault: boolean }) => [a.label, a.isDefault]),
    ).toEqual([
      ['Casa', false],
      ['Oficina', true],
    ]);
    const [casa, oficina] = second.json.account.addresses;
    const updated = await ctx.http.put(
      `/account/addresses/${casa.id}`,
      anAddress({ label: 'Casa de mamá', isDefault: true }),
      { cookie },
    );
    expect(updated.status).toBe(200);
    expect(
      updated.json.account.addresses
        .filter((a: { isDefault: boolean }) => a.isDefault)
        .map((a: { id: string }) => a.id),
    ).toEqual([casa.id]);
    const deleted = await ctx.http.delete(`/account/addresses/${casa.id}`, { cookie });
    expect(deleted.json.account.addresses).toEqual([expect.objectContaining({ id: oficina.id, isDefault: true })]);
    expect((await ctx.http.delete(`/account/addresses/${casa.id}`, { cookie })).status).toBe(404);
  });

  it('refuses an address whose municipality is not in the department (DANE), naming the field', async () => {
    const { cookie } = await signedUp(ctx.server);
    const res = await ctx.http.post(
      '/account/addresses',
      anAddress({ departmentCode: '05', municipalityCode: '11001' }),
      { cookie },
    );
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({
      municipalityCode: 'Elige una ciudad o municipio del departamento seleccionado.',
    });
    const unknown = await ctx.http.post(
      '/account/addresses',
      anAddress({ departmentCode: '42', municipalityCode: '42001' }),
      { cookie },
    );
    expect(unknown.json.error.fields.departmentCode).toBe('Elige el departamento de entrega.');
  });

  it("never touches another customer's address", async () => {
    const ana = await signedUp(ctx.server);
    const beto = await signedUp(ctx.server);
    const [address] = (await ctx.http.post('/account/addresses', anAddress(), { cookie: ana.cookie })).json.account
      .addresses;
    expect(
      (await ctx.http.put(`/account/addresses/${address.id}`, anAddress({ label: 'Robada' }), { cookie: beto.cookie }))
        .status,
    ).toBe(404);
    expect((await ctx.http.delete(`/account/addresses/${address.id}`, { cookie: beto.cookie })).status).toBe(404);
    expect((await ctx.http.get('/account', { cookie: ana.cookie })).json.account.addresses[0].label).toBe('Casa');
  });
});

describe('CSRF', () => {
  it('refuses a cookie-authenticated write without an Origin or from another origin with 403', async () => {
    const { cookie } = await signedUp(ctx.server);
    for (const origin of [null, 'https://evil.example', 'null']) {
      const res = await ctx.http.patch('/account', { marketingConsent: true }, { cookie, origin });
      expect(res.status, String(origin)).toBe(403);
      expect(res.json.error.kind).toBe('csrf');
    }
    const viaReferer = await ctx.http.patch(
      '/account',
      { marketingConsent: true },
      { cookie, origin: null, headers: { Referer: 'https://evil.example/pagina' } },
    );
    expect(viaReferer.status).toBe(403);
  });

  it('accepts the store origin, the request host, a same-origin Referer, and Bearer writes without Origin', async () => {
    const { cookie, token } = await signedUp(ctx.server);
    expect(
      (await ctx.http.patch('/account', { marketingConsent: true }, { cookie, origin: 'https://fornido.co' })).status,
    ).toBe(200);
    expect(
      (await ctx.http.patch('/account', { marketingConsent: true }, { cookie, origin: ctx.server.url })).status,
    ).toBe(200);
    expect(
      (
        await ctx.http.patch(
          '/account',
          { marketingConsent: true },
          { cookie, origin: null, headers: { Referer: `${ctx.server.url}/cuenta/` } },
        )
      ).status,
    ).toBe(200);
    expect(
      (await ctx.http.patch('/account', { marketingConsent: false }, { bearer: token, origin: null })).status,
    ).toBe(200);
    expect(
      (await ctx.http.patch('/account', { marketingConsent: false }, { bearer: token, origin: 'https://evil.example' }))
        .status,
    ).toBe(200);
  });

  it('refuses a sign-in posted from another site (no signing a victim into an attacker account)', async () => {
    const res = await ctx.http.post(
      '/auth/sign-in',
      { email: 'a@correo.co', password: 'Cualquiera123' },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
  });
});
