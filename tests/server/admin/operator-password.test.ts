import { describe, expect, it } from 'vitest';
import { T } from '../../../adapters/container';
import { codeNow, enrolledOperator, operatorCookieOf, operatorServer, withCookie } from '../support/operator-client';

const ctx = operatorServer();

/** A second console session of the operator, on another device. */
const signInAgain = async (op: Awaited<ReturnType<typeof enrolledOperator>>, password = op.password) => {
  ctx.clock.advance(31_000);
  const done = await ctx.admin.post('/session', { email: op.email, password, code: codeNow(op.secret, ctx.clock) });
  return done.status === 200 ? operatorCookieOf(done.headers) : null;
};

describe('an operator’s own password', () => {
  it('changes with the current password and the app’s code: other sessions end, this one stays, a mail and the audit say so', async () => {
    const op = await enrolledOperator(ctx, 'manager');
    const other = await signInAgain(op);
    ctx.clock.advance(31_000);
    const changed = await ctx.admin.post(
      '/me/password',
      { currentPassword: op.password, newPassword: 'Pagos2026nueva', code: codeNow(op.secret, ctx.clock) },
      withCookie(op.cookie),
    );
    expect(changed.status).toBe(200);
    expect(changed.json).toEqual({ ended: 1 });
    const [entry] = await ctx.server.container.get(T.operatorAudit).latest(1);
    expect(entry).toMatchObject({
      action: 'operator.password-changed',
      subject: op.email,
      after: { sessionsEnded: 1 },
    });
    expect((await ctx.admin.get('/me', withCookie(op.cookie))).status).toBe(200);
    expect((await ctx.admin.get('/me', withCookie(other!))).status).toBe(401);
    expect(await signInAgain(op)).toBeNull();
    expect(await signInAgain(op, 'Pagos2026nueva')).not.toBeNull();

    const [mail] = await ctx.server.container.get(T.mailOutbox).list({ to: op.email, limit: 5 });
    expect(mail).toMatchObject({
      template: 'operator-password-changed',
      subject: 'Tu contraseña de la consola cambió',
    });
    expect(mail?.text).toMatch(/cambió el .+ \(hora de Colombia\)/);
    expect(mail?.text).toContain('Si no fuiste tú');
  });

  it('refuses a wrong current password, a weak or unchanged new one, and a wrong code, field by field, changing nothing', async () => {
    const op = await enrolledOperator(ctx, 'support');
    const ask = (body: Record<string, string>) => ctx.admin.post('/me/password', body, withCookie(op.cookie));
    const code = () => codeNow(op.secret, ctx.clock);
    const wrong = await ask({ currentPassword: 'no-es-esta-1', newPassword: 'Soporte2026nueva', code: code() });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields).toEqual({ currentPassword: 'La contraseña actual no es correcta.' });
    const weak = await ask({ currentPassword: op.password, newPassword: 'corta1', code: code() });
    expect(weak.json.error.fields.newPassword).toContain('muy corta');
    const same = await ask({ currentPassword: op.password, newPassword: op.password, code: code() });
    expect(same.json.error.fields.newPassword).toBe('La contraseña nueva debe ser distinta de la actual.');
    const badCode = await ask({ currentPassword: op.password, newPassword: 'Soporte2026nueva', code: '000000' });
    expect(badCode.status).toBe(400);
    expect(Object.keys(badCode.json.error.fields)).toEqual(['code']);
    const empty = await ask({});
    expect(empty.status).toBe(400);
    expect(await signInAgain(op)).not.toBeNull();
  });

  it('is limited as a sign-in is: after five wrong tries the right password is refused too', async () => {
    const op = await enrolledOperator(ctx, 'warehouse');
    for (let i = 0; i < 5; i += 1) {
      const wrong = await ctx.admin.post(
        '/me/password',
        { currentPassword: `no-es-esta-${i}`, newPassword: 'Bodega2026nueva', code: '000000' },
        withCookie(op.cookie),
      );
      expect(wrong.status).toBe(400);
    }
    const limited = await ctx.admin.post(
      '/me/password',
      { currentPassword: op.password, newPassword: 'Bodega2026nueva', code: codeNow(op.secret, ctx.clock) },
      withCookie(op.cookie),
    );
    expect(limited.status).toBe(429);
    expect((await ctx.admin.post('/me/password', {}, {})).status).toBe(401);
  });
});
