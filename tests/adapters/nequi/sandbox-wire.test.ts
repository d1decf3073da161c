import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pesos } from '../../../core/shared/money';
import { nequiClient } from '../../../adapters/nequi/client';
import { nequiSandboxSettings } from '../../../adapters/nequi/sandbox';
import { startSandbox, type Harness } from './harness';

const QR_PATH = '/api/payments/v2/-services-paymentservice-generatecodeqr';

const envelope = (over: { header?: Record<string, unknown>; fields?: Record<string, unknown>; rq?: string } = {}) => ({
  RequestMessage: {
    RequestHeader: {
      Channel: 'PQR03-C001',
      RequestDate: '2026-01-17T21:12:54.123Z',
      MessageID: '1234567890',
      ClientID: 'fornido-sandbox',
      Destination: {
        ServiceName: 'PaymentsService',
        ServiceOperation: 'generateCodeQR',
        ServiceRegion: 'C001',
        ServiceVersion: '1.2.0',
      },
      ...over.header,
    },
    RequestBody: { any: { [over.rq ?? 'generateCodeQRRQ']: { code: 'NIT_1', value: '15000', ...over.fields } } },
  },
});

describe('Nequi sandbox: checks requests as the real host does', () => {
  let h: Harness;
  let base: string;
  let bearer: string;
  beforeEach(async () => {
    h = await startSandbox();
    base = `${h.origin}${h.sandbox.path}`;
    const res = await fetch(`${base}/oauth2/token?grant_type=client_credentials`, {
      method: 'POST',
      headers: {
        'Authorization': `Basic ${Buffer.from('fornido-sandbox:sandbox-secret').toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
    });
    const token = await res.json();
    expect(token).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600 });
    bearer = `Bearer ${token.access_token}`;
  });
  afterEach(() => h.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'Authorization': bearer,
        'x-api-key': 'sandbox-api-key',
        'Content-Type': 'application/json',
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const statusOf = async (res: Response) => {
    expect(res.status).toBe(200);
    const json = await res.json();
    return { code: json.ResponseMessage.ResponseHeader.Status.StatusCode, any: json.ResponseMessage.ResponseBody.any };
  };

  it('refuses a token without Basic credentials or the grant type (401)', async () => {
    const basic = `Basic ${Buffer.from('fornido-sandbox:sandbox-secret').toString('base64')}`;
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const noGrant = await fetch(`${base}/oauth2/token`, { method: 'POST', headers: { Authorization: basic, ...form } });
    expect(noGrant.status).toBe(401);
    const wrong = await fetch(`${base}/oauth2/token?grant_type=client_credentials`, {
      method: 'POST',
      headers: { Authorization: 'Basic eDp5', ...form },
    });
    expect(wrong.status).toBe(401);
  });

  it('answers 403 Forbidden for a wrong path, API key or token, and 401 for an expired token', async () => {
    for (const res of [
      await post('/api/payments/v2/-services-paymentservice-nothing', envelope()),
      await post(QR_PATH, envelope(), { 'x-api-key': 'wrong' }),
      await post(QR_PATH, envelope(), { Authorization: 'Bearer nope' }),
    ]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Forbidden' });
    }
    h.clock.advance(3600 * 1000);
    expect((await post(QR_PATH, envelope())).status).toBe(401);
  });

  it('answers a good request with the response envelope, echoing the header', async () => {
    const json = await (await post(QR_PATH, envelope())).json();
    expect(json).toEqual({
      ResponseMessage: {
        ResponseHeader: {
          Channel: 'PQR03-C001',
          ResponseDate: '2026-01-17T21:12:54.123Z',
          Status: { StatusCode: '0', StatusDesc: 'SUCCESS' },
          MessageID: '1234567890',
          ClientID: 'fornido-sandbox',
          Destination: {
            ServiceName: 'PaymentsService',
            ServiceOperation: 'generateCodeQR',
            ServiceRegion: 'C001',
            ServiceVersion: '1.2.0',
          },
        },
        ResponseBody: { any: { generateCodeQRRS: { codeQR: expect.stringMatching(/^bancadigital-\d{10}$/) } } },
      },
    });
  });

  it.each([
    ['a body that is not JSON', '{'],
    ['a key cased differently', JSON.stringify({ requestMessage: envelope().RequestMessage })],
    ['the wrong channel for a QR', envelope({ header: { Channel: 'PNP04-C001' } })],
    ['a date without milliseconds', envelope({ header: { RequestDate: '2026-01-17T21:12:54Z' } })],
    [
      'another region',
      envelope({
        header: { Destination: { ...envelope().RequestMessage.RequestHeader.Destination, ServiceRegion: 'C002' } },
      }),
    ],
    [
      'the wrong service version',
      envelope({
        header: { Destination: { ...envelope().RequestMessage.RequestHeader.Destination, ServiceVersion: '1.0.0' } },
      }),
    ],
    ['the wrong operation key', envelope({ rq: 'generateCodeQRRq' })],
    ['a number for value', envelope({ fields: { value: 15000 } })],
    ['an unknown field', envelope({ fields: { amount: '1' } })],
  ])('answers %s with 11-17L and an empty body', async (_, body) => {
    expect(await statusOf(await post(QR_PATH, body))).toEqual({ code: '11-17L', any: {} });
  });

  it('answers bad parameters with 20-05A, an unknown client with 3-451 and an unknown merchant with 11-9L', async () => {
    expect((await statusOf(await post(QR_PATH, envelope({ fields: { value: '15.000' } })))).code).toBe('20-05A');
    expect((await statusOf(await post(QR_PATH, envelope({ fields: { value: '0' } })))).code).toBe('20-05A');
    expect((await statusOf(await post(QR_PATH, envelope({ header: { ClientID: 'other' } })))).code).toBe('3-451');
    expect((await statusOf(await post(QR_PATH, envelope({ fields: { code: 'NIT_2' } })))).code).toBe('11-9L');
  });

  it('answers a push to a phone starting with 3998 slowly, and one starting with 3999 with 20-08A', async () => {
    const slow = await startSandbox({ sandbox: { slowMs: 150 } });
    try {
      const started = Date.now();
      await slow.client.pushPayment({ phoneNumber: '3998000000', value: pesos(1_000) });
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
      await expect(slow.client.pushPayment({ phoneNumber: '3999000000', value: pesos(1_000) })).rejects.toMatchObject({
        code: '20-08A',
      });
    } finally {
      await slow.close();
    }
  });

  it('keeps payments apart by id and messageId, even for ids like "__proto__"', async () => {
    expect(
      (
        await statusOf(
          await post(
            '/api/payments/v2/-services-paymentservice-getstatuspayment',
            envelope({
              rq: 'getStatusPaymentRQ',
              header: {
                Destination: {
                  ServiceName: 'PaymentsService',
                  ServiceOperation: 'getStatusPayment',
                  ServiceRegion: 'C001',
                  ServiceVersion: '1.0.0',
                },
              },
              fields: { code: undefined, value: undefined, codeQR: '__proto__' },
            }),
          ),
        )
      ).code,
    ).toBe('11-9L');
  });
});

describe('Nequi sandbox on its own loopback port', () => {
  it('serves the same payments as the mounted router', async () => {
    const h = await startSandbox();
    const loopback = await h.sandbox.listen();
    try {
      const client = nequiClient(nequiSandboxSettings(loopback.url, { timeoutMs: 2_000 }), {
        clock: h.clock,
        logger: h.logger,
      });
      const { codeQR } = await client.generateQr({ value: pesos(1_000) });
      expect(loopback.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sandbox\/nequi$/);
      expect(h.sandbox.approve(codeQR)).toBeNull();
      expect((await h.client.paymentStatus({ kind: 'qr', code: codeQR })).status).toBe('35');
    } finally {
      await loopback.close();
      await h.close();
    }
  });
});
