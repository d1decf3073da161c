import { afterEach, describe, expect, it } from 'vitest';
import { pesos } from '../../../core/shared/money';
import { AUTH_MESSAGE, CONNECT_MESSAGE, NequiError } from '../../../adapters/nequi/errors';
import { startSandbox, testClock, type Harness } from './harness';

describe('Nequi client: the OAuth token', () => {
  let h: Harness;
  afterEach(() => h.close());

  it('is reused until a minute before it expires, then asked for again', async () => {
    h = await startSandbox();
    await h.client.generateQr({ value: pesos(1_000) });
    h.clock.advance((3600 - 60) * 1000 - 1);
    await h.client.generateQr({ value: pesos(1_000) });
    expect(h.tokenCalls()).toHaveLength(1);
    h.clock.advance(1);
    await h.client.generateQr({ value: pesos(1_000) });
    expect(h.tokenCalls()).toHaveLength(2);
    const [first, second, third] = h.apiCalls().map((c) => c.headers.authorization);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
  });

  it('is asked for once when many calls start together', async () => {
    h = await startSandbox();
    await Promise.all(Array.from({ length: 10 }, () => h.client.generateQr({ value: pesos(1_000) })));
    expect(h.tokenCalls()).toHaveLength(1);
    expect(h.apiCalls()).toHaveLength(10);
  });

  it('accepts expires_in written as text', async () => {
    h = await startSandbox({ sandbox: { expiresInAsText: true } });
    await h.client.generateQr({ value: pesos(1_000) });
    h.clock.advance(3_000_000);
    await h.client.generateQr({ value: pesos(1_000) });
    expect(h.tokenCalls()).toHaveLength(1);
  });

  it("fails with the guide's auth message, once for every caller waiting on it, and logs the operation", async () => {
    h = await startSandbox({ settings: { clientSecret: 'wrong' } });
    const calls = Array.from({ length: 3 }, () => h.client.generateQr({ value: pesos(1_000) }));
    for (const call of calls) {
      await expect(call).rejects.toSatisfy((e) => e instanceof NequiError && e.kind === 'auth');
      await expect(call).rejects.toThrow(AUTH_MESSAGE);
    }
    expect(h.tokenCalls()).toHaveLength(1);
    expect(h.apiCalls()).toHaveLength(0);
    expect(h.logger.entries.map((x) => [x.level, x.message])).toEqual(
      Array.from({ length: 3 }, () => ['error', 'Error generando código']),
    );
    // A failed token is not cached: the next call asks again.
    await expect(h.client.generateQr({ value: pesos(1_000) })).rejects.toThrow(AUTH_MESSAGE);
    expect(h.tokenCalls()).toHaveLength(2);
  });

  it('fails with the auth message when the token endpoint cannot be reached', async () => {
    h = await startSandbox({ settings: { authUrl: 'http://127.0.0.1:9/oauth2/token' } });
    await expect(h.client.generateQr({ value: pesos(1_000) })).rejects.toThrow(AUTH_MESSAGE);
  });

  it('is dropped when the API answers 401, so the next call gets a new one', async () => {
    const clientClock = testClock();
    h = await startSandbox({ client: { clock: clientClock } });
    await h.client.generateQr({ value: pesos(1_000) });
    h.clock.advance(2 * 3600 * 1000); // the sandbox's token expired; the client's clock says it has not
    const refused = h.client.generateQr({ value: pesos(1_000) });
    await expect(refused).rejects.toThrow(CONNECT_MESSAGE);
    await expect(refused).rejects.toMatchObject({ kind: 'http', code: '401' });
    await h.client.generateQr({ value: pesos(1_000) });
    expect(h.tokenCalls()).toHaveLength(2);
  });
});
