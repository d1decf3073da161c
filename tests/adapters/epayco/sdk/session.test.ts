import { afterEach, describe, expect, it } from 'vitest';
import { EpaycoError } from '../../../../adapters/epayco/sdk/index';
import { PRIVATE_KEY, PUBLIC_KEY, sdkHeaders, startEpayco, type Harness } from './harness';

const LOGIN = 'POST api/v1/auth/login';

describe('ePayco SDK: login and token reuse', () => {
  let h: Harness;
  afterEach(() => h.close());

  it('logs in with the keys as JSON, then reuses the token on every call', async () => {
    h = await startEpayco();
    await h.epayco.customers.get('c1');
    await h.epayco.plans.delete('p1');
    h.answer('GET secure/restpagos/pse/transactioninfomation.json', 200, {
      success: true,
      data: { ref_payco: 1, estado: 'Pendiente' },
    });
    await h.epayco.pse.get('7788');
    const [login] = h.logins();
    expect(h.logins()).toHaveLength(1);
    expect(login).toMatchObject({ method: 'POST', host: 'api', path: '/v1/auth/login', rawQuery: '' });
    expect(login.body).toEqual({ public_key: PUBLIC_KEY, private_key: PRIVATE_KEY });
    expect(login.headers['content-type']).toBe('application/json');
    expect(login.headers.authorization).toBeUndefined();
    for (const call of h.calls()) expect(call.headers.authorization).toBe('Bearer api-jwt-1');
  });

  it('reads the token from `token` when `bearer_token` is missing', async () => {
    h = await startEpayco();
    h.answer(LOGIN, 200, { token: 'plain-token' });
    await h.epayco.plans.delete('p1');
    expect(h.calls()[0].headers.authorization).toBe('Bearer plain-token');
  });

  it('logs in once for calls that start together', async () => {
    h = await startEpayco();
    h.answer(LOGIN, 200, { bearer_token: 'slow-token' }, 150);
    await Promise.all(Array.from({ length: 8 }, (_, i) => h.epayco.plans.delete(`p${i}`)));
    expect(h.logins()).toHaveLength(1);
    expect(h.calls()).toHaveLength(8);
    expect(new Set(h.calls().map((c) => c.headers.authorization))).toEqual(new Set(['Bearer slow-token']));
  });

  it('logs in again once and retries once when a call is refused with 401', async () => {
    h = await startEpayco();
    await h.epayco.plans.delete('p1');
    h.answer('POST api/recurring/v1/plan/create', 401, { message: 'Token expired' });
    h.answer('POST api/recurring/v1/plan/create', 200, { success: true, data: { id_plan: 'p2' } });
    const answer = await h.epayco.plans.create({
      id_plan: 'p2',
      name: 'n',
      description: 'd',
      amount: 1,
      currency: 'COP',
      interval: 'month',
      interval_count: 1,
      trial_days: 0,
    });
    expect(answer).toMatchObject({ data: { id_plan: 'p2' } });
    expect(h.logins()).toHaveLength(2);
    const [, refused, retried] = h.calls();
    expect(refused.headers).toMatchObject(sdkHeaders('api-jwt-1'));
    expect(retried.headers).toMatchObject(sdkHeaders('api-jwt-2'));
    expect(retried.raw).toBe(refused.raw);
    expect(h.logger.entries.map((e) => [e.level, e.message])).toEqual([
      ['warn', 'ePayco refused the token: logging in again'],
    ]);
    // The new token is kept.
    await h.epayco.plans.delete('p3');
    expect(h.logins()).toHaveLength(2);
    expect(h.calls()[3].headers.authorization).toBe('Bearer api-jwt-2');
  });

  it('gives up with error 104 and the provider message when the retry is refused too (403)', async () => {
    h = await startEpayco({ options: { apiKey: PUBLIC_KEY, privateKey: PRIVATE_KEY, lang: 'EN', test: true } });
    h.answer(`GET api/recurring/v1/plans/${PUBLIC_KEY}/`, 403, { message: 'Forbidden' });
    h.answer(`GET api/recurring/v1/plans/${PUBLIC_KEY}/`, 403, { message: 'Forbidden' });
    const call = h.epayco.plans.list();
    await expect(call).rejects.toBeInstanceOf(EpaycoError);
    await expect(call).rejects.toMatchObject({ code: 104, lang: 'EN', status: 403, message: 'Forbidden' });
    expect(h.calls()).toHaveLength(2);
    expect(h.logins()).toHaveLength(2);
    expect(h.logger.entries.at(-1)).toMatchObject({ level: 'error', message: 'HTTP error 403 -> Forbidden' });
  });

  it('fails a refused login with 104 in the SDK language, for every waiting caller, and tries again next time', async () => {
    h = await startEpayco();
    h.answer(LOGIN, 401, { status: false, error: 'Credenciales inválidas' });
    const calls = [h.epayco.plans.delete('a'), h.epayco.plans.delete('b')];
    for (const call of calls)
      await expect(call).rejects.toMatchObject({
        code: 104,
        lang: 'ES',
        status: 401,
        message: 'Credenciales inválidas',
      });
    expect(h.logins()).toHaveLength(1);
    expect(h.calls()).toEqual([]);
    expect(h.logger.entries).toEqual([
      expect.objectContaining({ level: 'error', message: 'HTTP error 401 -> Unauthorized' }),
    ]);
    await h.epayco.plans.delete('c');
    expect(h.logins()).toHaveLength(2);
  });

  it('fails a login answered without a token with the catalogue 104', async () => {
    h = await startEpayco();
    h.answer(LOGIN, 200, { status: false });
    await expect(h.epayco.plans.delete('a')).rejects.toMatchObject({
      code: 104,
      message: '[104] El servicio no se puede autenticar, verifique su llave pública',
    });
  });
});
