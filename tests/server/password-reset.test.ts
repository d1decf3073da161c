import { describe, expect, it } from 'vitest';
import { MINUTE, accountServer, mailsTo, signedUp } from './support/account-client';

const ctx = accountServer();
const { clock } = ctx;

const requestReset = (email: string) => ctx.http.post('/auth/password-reset', { email });
const newestResetToken = async (email: string) => {
  const mail = (await mailsTo(ctx.server, email)).find((m) => m.template === 'password-reset');
  expect(mail?.html).toMatch(/href="https:\/\/fornido\.co\/reset\/password\/\?token=[A-Za-z0-9_-]{43}"/);
  return /\/reset\/password\/\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1];
};

describe('password reset', () => {
  it('answers 202 with the same body for a known and an unknown email, and mails only the known one', async () => {
    const { form } = await signedUp(ctx.server);
    const known = await requestReset(form.email);
    const unknown = await requestReset('nadie.aqui@correo.co');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.json).toEqual(unknown.json);
    expect(known.json.message).toContain('Si hay una cuenta con ese correo');
    expect((await mailsTo(ctx.server, form.email)).map((m) => m.template)).toEqual([
      'password-reset',
      'welcome',
      'account-activation',
    ]);
    expect(await mailsTo(ctx.server, 'nadie.aqui@correo.co')).toEqual([]);
  });

  it('sets the new password once, ends every session, and refuses the link the second time with 410', async () => {
    const { form, token: session } = await signedUp(ctx.server);
    await requestReset(form.email);
    const token = await newestResetToken(form.email);
    const done = await ctx.http.post('/auth/password-reset/confirm', { token, password: 'NuevaClave2027' });
    expect(done.status).toBe(200);
    expect(done.json.message).toContain('tu contraseña cambió');
    expect((await ctx.http.get('/account', { bearer: session })).status).toBe(401);
    expect((await ctx.http.post('/auth/sign-in', { email: form.email, password: form.password })).status).toBe(401);
    expect((await ctx.http.post('/auth/sign-in', { email: form.email, password: 'NuevaClave2027' })).status).toBe(200);
    expect((await mailsTo(ctx.server, form.email))[0]).toMatchObject({
      template: 'password-changed',
      subject: 'Tu contraseña de Fornido cambió',
    });
    const again = await ctx.http.post('/auth/password-reset/confirm', { token, password: 'OtraClave20288' });
    expect(again.status).toBe(410);
    expect(again.json.error.kind).toBe('reset-token-used');
  });

  it('lets the owner who mistyped five times sign in from the same address right after resetting the password', async () => {
    const { form } = await signedUp(ctx.server);
    for (let i = 0; i < 5; i++)
      expect((await ctx.http.post('/auth/sign-in', { email: form.email, password: `Olvidada${i}2026` })).status).toBe(
        401,
      );
    expect((await ctx.http.post('/auth/sign-in', { email: form.email, password: form.password })).status).toBe(429);
    await requestReset(form.email);
    const done = await ctx.http.post('/auth/password-reset/confirm', {
      token: await newestResetToken(form.email),
      password: 'Recuperada2027',
    });
    expect(done.status).toBe(200);
    expect((await ctx.http.post('/auth/sign-in', { email: form.email, password: 'Recuperada2027' })).status).toBe(200);
  });

  it('refuses a link older than 1 hour with 410 reset-token-expired', async () => {
    const { form } = await signedUp(ctx.server);
    await requestReset(form.email);
    const token = await newestResetToken(form.email);
    clock.advance(61 * MINUTE);
    const res = await ctx.http.post('/auth/password-reset/confirm', { token, password: 'NuevaClave2027' });
    expect(res.status).toBe(410);
    expect(res.json.error).toMatchObject({ kind: 'reset-token-expired', message: expect.stringContaining('1 hora') });
  });

  it('refuses an unknown token with 400, and a weak password without using the link up', async () => {
    const unknown = await ctx.http.post('/auth/password-reset/confirm', {
      token: 'a'.repeat(43),
      password: 'NuevaClave2027',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.kind).toBe('reset-token-invalid');
    const { form } = await signedUp(ctx.server, { email: 'valentina.mora@correo.co' });
    await requestReset(form.email);
    const token = await newestResetToken(form.email);
    const weak = await ctx.http.post('/auth/password-reset/confirm', { token, password: 'valentina.mora2026' });
    expect(weak.status).toBe(400);
    expect(weak.json.error.fields.password).toContain('no puede contener tu correo');
    expect((await ctx.http.post('/auth/password-reset/confirm', { token, password: 'NuevaClave2027' })).status).toBe(
      200,
    );
  });

  it('an older link stops working once the password changed with a newer one', async () => {
    const { form } = await signedUp(ctx.server);
    await requestReset(form.email);
    const older = await newestResetToken(form.email);
    clock.advance(MINUTE);
    await requestReset(form.email);
    const newer = await newestResetToken(form.email);
    expect(newer).not.toBe(older);
    expect(
      (await ctx.http.post('/auth/password-reset/confirm', { token: newer, password: 'NuevaClave2027' })).status,
    ).toBe(200);
    expect(
      (await ctx.http.post('/auth/password-reset/confirm', { token: older, password: 'OtraClave20288' })).json.error
        .kind,
    ).toBe('reset-token-used');
  });

  it('counts one mailbox once, however its accounts spell it: no fourth mail within the hour', async () => {
    const spellings = ['lucia.mesa@gmail.com', 'lucia.mesa+tienda@gmail.com', 'luciamesa+otra@googlemail.com'];
    for (const email of spellings) await signedUp(ctx.server, { email });
    for (const email of [...spellings, 'LuciaMesa@gmail.com', spellings[0]])
      expect((await requestReset(email)).status).toBe(202);
    const mailed = await Promise.all(spellings.map(async (email) => (await mailsTo(ctx.server, email)).length));
    // Each account got its activation and welcome mails; three reset links went out in all, not four.
    expect(mailed.reduce((a, b) => a + b, 0)).toBe(spellings.length * 2 + 3);
  });

  it('mails at most 3 links an hour to one address, answering the same, and limits requests per IP', async () => {
    const { form } = await signedUp(ctx.server);
    for (let i = 0; i < 4; i += 1) expect((await requestReset(form.email)).status).toBe(202);
    expect((await mailsTo(ctx.server, form.email)).filter((m) => m.template === 'password-reset')).toHaveLength(3);
    for (let i = 0; i < 6; i += 1) await requestReset(`otra${i}@correo.co`);
    const limited = await requestReset('una-mas@correo.co');
    expect(limited.status).toBe(429);
    expect(limited.json.error.message).toMatch(/inténtalo de nuevo en \d+ minutos/);
  });
});
