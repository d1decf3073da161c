import { describe, expect, it } from 'vitest';
import { pesos } from '../../../core/shared/money';
import { nequiClient } from '../../../adapters/nequi/client';
import { nequiSandboxSettings } from '../../../adapters/nequi/sandbox';
import { recordingLogger, testClock } from './harness';

/** A Nequi that answers the token, then every API call with `rs` under the operation's key. */
const stubbed = (rsKey: string, rs: unknown, token: Record<string, unknown> = {}) => {
  const fetchStub: typeof fetch = async (input) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (url.includes('oauth2')) {
      return Response.json({ access_token: 'abc', token_type: 'Bearer', expires_in: 3600, ...token });
    }
    return Response.json({
      ResponseMessage: {
        ResponseHeader: { Status: { StatusCode: '0', StatusDesc: 'SUCCESS' } },
        ResponseBody: { any: { [rsKey]: rs } },
      },
    });
  };
  return nequiClient(nequiSandboxSettings('http://nequi.test', { timeoutMs: 1_000 }), {
    fetch: fetchStub,
    clock: testClock(),
    logger: recordingLogger(),
  });
};

describe('Nequi client: answers in the variants Nequi is known to send', () => {
  it.each([
    [{ codeQR: 'bancadigital-1' }, 'bancadigital-1'],
    [{ qrValue: 'bancadigital-2', transactionId: 'T2' }, 'bancadigital-2'],
    [{ transactionId: 'T3' }, 'T3'],
  ])('reads the QR code from %j', async (rs, code) => {
    expect((await stubbed('generateCodeQRRS', rs).generateQr({ value: pesos(1) })).codeQR).toBe(code);
  });

  it('refuses a QR answer without any code', async () => {
    await expect(stubbed('generateCodeQRRS', {}).generateQr({ value: pesos(1) })).rejects.toThrow(
      'Unable to connect to the provider, please check the information sent.',
    );
  });

  it('reads originMoney as an array or a single object, and numbers as text', async () => {
    const one = { name: 'Bolsillo', value: '100' };
    const a = await stubbed('getStatusPaymentRS', { status: '35', value: 100, originMoney: one }).paymentStatus({
      kind: 'qr',
      code: 'x',
    });
    expect(a).toMatchObject({ status: '35', value: '100', originMoney: [one], phoneNumber: null });
    const b = await stubbed('getStatusPaymentRS', { status: '35', originMoney: [one, one] }).paymentStatus({
      kind: 'qr',
      code: 'x',
    });
    expect(b.originMoney).toEqual([one, one]);
  });

  it('uses the token type Nequi names in the Authorization header', async () => {
    const seen: string[] = [];
    const client = nequiClient(nequiSandboxSettings('http://nequi.test', { timeoutMs: 1_000 }), {
      clock: testClock(),
      logger: recordingLogger(),
      fetch: async (input, init) => {
        const url = input instanceof Request ? input.url : input.toString();
        if (url.includes('oauth2'))
          return Response.json({ access_token: 'abc', token_type: 'bearer', expires_in: '60' });
        seen.push(new Headers(init?.headers).get('authorization') ?? '');
        return Response.json({
          ResponseMessage: {
            ResponseHeader: { Status: { StatusCode: '0', StatusDesc: 'SUCCESS' } },
            ResponseBody: { any: { generateCodeQRRS: { codeQR: 'q' } } },
          },
        });
      },
    });
    await client.generateQr({ value: pesos(1) });
    expect(seen).toEqual(['bearer abc']);
  });
});
