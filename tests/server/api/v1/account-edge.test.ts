import { describe, expect, it } from 'vitest';
import { accountServer, signedUp } from '../../support/account-client';

const ctx = accountServer();

// Bodies every form refuses: a guest must still be told to sign in, not which field is wrong.
const BAD = { name: 42, currentPassword: 7, label: [], lines: 'x', documentType: 'XX' };

describe('the account, session and cart endpoints at the edge', () => {
  it('tell a guest to sign in before reading the body of any form of one shopper', async () => {
    const writes = [
      () => ctx.http.patch('/account', BAD),
      () => ctx.http.post('/account/password', BAD),
      () => ctx.http.post('/account/addresses', BAD),
      () => ctx.http.put('/account/addresses/a-1', BAD),
      () => ctx.http.delete('/account/addresses/a-1'),
      () => ctx.http.put('/cart', BAD),
      () => ctx.http.post('/cart/merge', BAD),
    ];
    for (const write of writes) {
      const res = await write();
      expect(res.status).toBe(401);
      expect(res.json.error).toEqual({ kind: 'unauthenticated', message: 'Inicia sesión para continuar.' });
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('read a signed-in shopper’s body and name each wrong field', async () => {
    const { cookie } = await signedUp(ctx.server);
    const res = await ctx.http.post('/account/password', { currentPassword: '', newPassword: 'x' }, { cookie });
    expect(res.status).toBe(400);
    expect(res.json.error.kind).toBe('invalid-input');
    expect(Object.keys(res.json.error.fields)).toEqual(['currentPassword', 'newPassword']);
  });

  it('let no cache keep any answer under /auth, /account or /cart, refusals and unknown addresses included', async () => {
    const answers = [
      await ctx.http.post('/auth/sign-in', { email: 'nadie@correo.co', password: 'Proteina2026' }),
      await ctx.http.post('/auth/sign-up', {}),
      await ctx.http.post('/auth/sign-out'),
      await ctx.http.post('/auth/verify-email', { token: 'x' }),
      await ctx.http.get('/account'),
      await ctx.http.get('/account/no-existe'),
      await ctx.http.post('/cart/quote', { lines: [] }),
      await ctx.http.get('/cart'),
    ];
    expect(answers.map((a) => a.status)).toEqual([401, 400, 204, 400, 401, 404, 200, 401]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});
