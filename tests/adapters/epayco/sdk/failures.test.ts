import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { EpaycoError } from '../../../../adapters/epayco/sdk/index';
import { PRIVATE_KEY, PUBLIC_KEY, startEpayco, type Harness } from './harness';

const ES_105 = '[105] No de puede obtener comunicación con el servicio';
const ES_101 = '[101] Error de comunicación con el servicio';
const CARD = {
  'card[number]': '4575623182290326',
  'card[exp_year]': '2027',
  'card[exp_month]': '12',
  'card[cvc]': '123',
};

/** A loopback port nothing listens on. */
const closedPort = async () => {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
};

describe('ePayco SDK: failures', () => {
  let h: Harness;
  afterEach(() => h.close());

  it('turns a refused connection into 105 and logs it', async () => {
    const port = await closedPort();
    const dead = `http://127.0.0.1:${port}`;
    h = await startEpayco({ settings: { hosts: { api: dead, secure: dead, apify: dead } } });
    const call = h.epayco.plans.list();
    await expect(call).rejects.toBeInstanceOf(EpaycoError);
    await expect(call).rejects.toMatchObject({ code: 105, lang: 'ES', message: ES_105 });
    expect(h.logger.entries).toEqual([
      {
        level: 'error',
        message: 'ePayco could not be reached',
        fields: expect.objectContaining({ code: 105, cause: 'ECONNREFUSED', url: `${dead}/v1/auth/login` }),
      },
    ]);
  });

  it('turns a timeout into 105, logged, without retrying the call', async () => {
    // The timeout leaves the warm-up's login room on a busy machine; the charge's answer comes far later than it.
    h = await startEpayco({ settings: { timeoutMs: 2_000 } });
    await h.epayco.plans.delete('warm-up');
    h.answer('POST api/payment/v1/charge/create', 200, { success: true }, 20_000);
    await expect(h.epayco.charge.create({} as never)).rejects.toMatchObject({ code: 105, message: ES_105 });
    expect(h.calls()).toHaveLength(2);
    expect(h.logger.entries).toEqual([
      expect.objectContaining({ level: 'error', message: 'ePayco could not be reached' }),
    ]);
  });

  it('logs HTTP 500 as "HTTP error 500 -> Internal Server Error" and surfaces the provider message as 101', async () => {
    h = await startEpayco();
    h.answer('POST api/payment/v1/charge/create', 500, { message: 'Servicio no disponible' });
    const call = h.epayco.charge.create({} as never);
    await expect(call).rejects.toMatchObject({
      code: 101,
      status: 500,
      message: 'Servicio no disponible',
      providerMessage: 'Servicio no disponible',
    });
    expect(h.logger.entries).toEqual([
      {
        level: 'error',
        message: 'HTTP error 500 -> Internal Server Error',
        fields: expect.objectContaining({ status: 500, method: 'POST' }),
      },
    ]);
  });

  it.each([
    ['message', { message: 'm1' }, 'm1'],
    ['errors[0] as text', { errors: ['e1', 'e2'] }, 'e1'],
    ['errors[0] as an object', { errors: [{ codError: 'E1', errorMessage: 'e1 objeto' }] }, 'e1 objeto'],
    ['error', { error: 'e3' }, 'e3'],
    [
      'nothing readable',
      '<html>bad gateway</html>',
      '[103] La información suministrada es erronea, verifique con la documentación',
    ],
  ])('reads the provider message of a 4xx from %s (error 103)', async (_, body, message) => {
    h = await startEpayco();
    h.answer('POST api/v1/tokens', 422, body);
    await expect(h.epayco.token.create(CARD)).rejects.toMatchObject({ code: 103, status: 422, message });
    expect(h.logger.entries.map((e) => e.message)).toEqual(['HTTP error 422 -> Unprocessable Entity']);
  });

  it.each([
    ['an empty body', ''],
    ['a body that is not JSON', '<html>'],
    ['an answer without success', { data: {} }],
    ['a charge without ref_payco', { success: true, data: { estado: 'Aceptada' } }],
  ])('turns %s into 101, logged', async (_, body) => {
    h = await startEpayco();
    h.answer('POST api/payment/v1/charge/create', 200, body);
    await expect(h.epayco.charge.create({} as never)).rejects.toMatchObject({ code: 101, message: ES_101 });
    expect(h.logger.entries.map((e) => [e.level, e.message])).toEqual([
      ['error', 'ePayco answered in an unexpected shape'],
    ]);
  });

  it('fails with 108 when the private key cannot encrypt, before sending anything', async () => {
    h = await startEpayco({ options: { apiKey: PUBLIC_KEY, privateKey: 'not-hex', lang: 'EN', test: true } });
    await expect(h.epayco.pse.create({} as never)).rejects.toMatchObject({
      code: 108,
      message: '[108] Error encrypting the data, please retry the operation',
    });
    expect(h.requests).toEqual([]);
  });

  it('never logs the private key, a token or card data', async () => {
    h = await startEpayco();
    h.answer('POST api/v1/tokens', 500, { message: 'boom' });
    await h.epayco.token.create(CARD).catch(() => undefined);
    h.answer('POST api/v1/tokens', 401, {});
    h.answer('POST api/v1/tokens', 200, { nope: true });
    await h.epayco.token.create(CARD).catch(() => undefined);
    const logged = JSON.stringify(h.logger.entries);
    expect(h.logger.entries.length).toBeGreaterThanOrEqual(3);
    for (const secret of [PRIVATE_KEY, 'api-jwt-1', 'api-jwt-2', '4575623182290326', '"123"'])
      expect(logged).not.toContain(secret);
  });
});
