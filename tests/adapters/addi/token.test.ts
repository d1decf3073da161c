import { afterEach, describe, expect, it } from 'vitest';
import { ADDI_SANDBOX_CREDENTIALS } from '../../../adapters/addi/sandbox';
import { ADDI_HOSTS } from '../../../adapters/addi/settings';
import { addiRequest, startAddi, type Addi } from './harness';

const NOT_OPENED = 'No pudimos abrir tu solicitud de crédito con Addi. Inténtalo de nuevo o elige otro medio de pago.';

describe('Addi: the OAuth token', () => {
  let h: Addi;
  afterEach(() => h.close());

  it('is asked for with a JSON body carrying the audience and the client credentials', async () => {
    h = await startAddi();
    await h.gateway.apply(addiRequest());
    const [call] = h.tokenCalls();
    expect(call).toMatchObject({ method: 'POST', path: '/auth/oauth/token' });
    expect(call.headers['content-type']).toBe('application/json');
    expect(JSON.parse(call.body)).toEqual({
      audience: ADDI_HOSTS.staging.audience,
      grant_type: 'client_credentials',
      client_id: ADDI_SANDBOX_CREDENTIALS.clientId,
      client_secret: ADDI_SANDBOX_CREDENTIALS.clientSecret,
    });
    expect(h.fetched[0].url).toBe(`${h.origin}/sandbox/addi/auth/oauth/token`);
  });

  it('is reused until a minute before expires_in runs out, then asked for again', async () => {
    h = await startAddi({ tokenSeconds: 3_600 });
    await h.gateway.apply(
      addiRequest({ attemptId: 'a-1', buyer: { ...addiRequest().buyer, documentNumber: '111111' } }),
    );
    h.clock.advance((3_600 - 60) * 1000 - 1);
    await h.gateway.apply(
      addiRequest({ attemptId: 'a-2', buyer: { ...addiRequest().buyer, documentNumber: '222222' } }),
    );
    expect(h.tokenCalls()).toHaveLength(1);
    h.clock.advance(1);
    await h.gateway.apply(
      addiRequest({ attemptId: 'a-3', buyer: { ...addiRequest().buyer, documentNumber: '333333' } }),
    );
    expect(h.tokenCalls()).toHaveLength(2);
    const [first, second, third] = h.apiCalls().map((c) => c.headers.authorization);
    expect(first).toMatch(/^Bearer \S+$/);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
  });

  it('is asked for once when several applications start together', async () => {
    h = await startAddi();
    const buyer = addiRequest().buyer;
    await Promise.all(
      ['10001', '10002', '10003', '10004'].map((doc) =>
        h.gateway.apply(addiRequest({ attemptId: `a-${doc}`, buyer: { ...buyer, documentNumber: doc } })),
      ),
    );
    expect(h.tokenCalls()).toHaveLength(1);
    expect(h.apiCalls()).toHaveLength(4);
  });

  it('refused (wrong secret or audience) fails the application, is not kept, and no secret reaches the log', async () => {
    for (const wrong of [{ clientSecret: 'not-the-secret' }, { audience: 'https://api.example.com' }]) {
      h = await startAddi({ settings: wrong });
      expect(await h.gateway.apply(addiRequest())).toEqual({
        status: 'failed',
        reason: 'gateway-unavailable',
        message: NOT_OPENED,
      });
      await h.gateway.apply(addiRequest());
      expect(h.tokenCalls()).toHaveLength(2);
      expect(h.apiCalls()).toHaveLength(0);
      const logged = JSON.stringify(h.logger.entries);
      expect(logged).toContain('token: Addi answered 401');
      expect(logged).not.toContain(h.settings.clientSecret);
      expect(logged).not.toContain(h.settings.clientId);
      await h.close();
    }
    h = await startAddi();
  });

  it('dropped when the API answers 401, and the application sent once more with a new one (401 created nothing)', async () => {
    h = await startAddi();
    h.sandbox.answerNext(401, '{"message":"Unauthorized"}');
    expect(await h.gateway.apply(addiRequest())).toMatchObject({ status: 'pending' });
    expect(h.tokenCalls()).toHaveLength(2);
    expect(h.apiCalls()).toHaveLength(2);
    const [refused, accepted] = h.apiCalls().map((c) => c.headers.authorization);
    expect(accepted).not.toBe(refused);
    // A second 401 in a row is not retried again: the application fails.
    h.sandbox.answerNext(401);
    h.sandbox.answerNext(401);
    expect(await h.gateway.apply(addiRequest({ attemptId: 'a-2' }))).toMatchObject({ status: 'failed' });
    expect(h.apiCalls()).toHaveLength(4);
  });
});
