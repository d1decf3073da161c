import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pesos } from '../../../core/shared/money';
import { NEQUI_SANDBOX_CREDENTIALS } from '../../../adapters/nequi/sandbox';
import { NEQUI_PRODUCTION_URLS } from '../../../adapters/nequi/settings';
import { startSandbox, type Harness } from './harness';

const JSON_HEADERS = {
  'content-type': 'application/json',
  'accept': 'application/json',
  'x-api-key': 'sandbox-api-key',
};

describe('Nequi client: the exact wire format, against the sandbox on loopback', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startSandbox();
  });
  afterEach(() => h.close());

  const lastBody = () => JSON.parse(h.apiCalls().at(-1)!.body);

  it('exports the production hosts', () => {
    expect(NEQUI_PRODUCTION_URLS).toEqual({
      authUrl: 'https://oauth.nequi.com/oauth2/token',
      apiUrl: 'https://api.nequi.com',
    });
  });

  it('asks for a token with the grant type in the query, Basic authorization and no body', async () => {
    await h.client.generateQr({ value: pesos(15_000) });
    const [token] = h.tokenCalls();
    expect(token.method).toBe('POST');
    expect(token.query).toEqual({ grant_type: 'client_credentials' });
    expect(token.headers.authorization).toBe(
      `Basic ${Buffer.from('fornido-sandbox:sandbox-secret').toString('base64')}`,
    );
    expect(token.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(token.headers.accept).toBe('application/json');
    expect(token.body).toBe('');
  });

  it('generates a QR with the exact envelope, headers and channel PQR03-C001', async () => {
    const { codeQR, messageId } = await h.client.generateQr({
      value: pesos(15_000),
      reference2: 'PED-1001',
      reference3: 'att-1',
    });
    expect(codeQR).toMatch(/^bancadigital-\d+$/);
    const call = h.apiCalls().at(-1)!;
    expect(call.path).toBe('/api/payments/v2/-services-paymentservice-generatecodeqr');
    expect(call.headers).toMatchObject(JSON_HEADERS);
    expect(call.headers.authorization).toMatch(/^Bearer \S+$/);
    expect(JSON.parse(call.body)).toEqual({
      RequestMessage: {
        RequestHeader: {
          Channel: 'PQR03-C001',
          RequestDate: '2026-01-17T21:12:54.123Z',
          MessageID: messageId,
          ClientID: NEQUI_SANDBOX_CREDENTIALS.clientId,
          Destination: {
            ServiceName: 'PaymentsService',
            ServiceOperation: 'generateCodeQR',
            ServiceRegion: 'C001',
            ServiceVersion: '1.2.0',
          },
        },
        RequestBody: {
          any: {
            generateCodeQRRQ: {
              code: 'NIT_1',
              value: '15000',
              reference1: 'reference1',
              reference2: 'PED-1001',
              reference3: 'att-1',
            },
          },
        },
      },
    });
    expect(messageId).toMatch(/^\d{10}$/);
  });

  it('pushes a payment on channel PNP04-C001 and returns the transaction id and the MessageID it used', async () => {
    const { transactionId, messageId } = await h.client.pushPayment({
      phoneNumber: '3001234567',
      value: pesos(600_000),
      reference1: 'Fornido',
    });
    expect(transactionId).toMatch(new RegExp(`^350-fornido-sandbox-\\d{8}-${messageId}$`));
    const body = lastBody();
    expect(h.apiCalls().at(-1)!.path).toBe('/api/payments/v2/-services-paymentservice-unregisteredpayment');
    expect(body.RequestMessage.RequestHeader.Channel).toBe('PNP04-C001');
    expect(body.RequestMessage.RequestHeader.Destination).toEqual({
      ServiceName: 'PaymentsService',
      ServiceOperation: 'unregisteredPayment',
      ServiceRegion: 'C001',
      ServiceVersion: '1.2.0',
    });
    expect(body.RequestMessage.RequestBody.any).toEqual({
      unregisteredPaymentRQ: {
        phoneNumber: '3001234567',
        code: 'NIT_1',
        value: '600000',
        reference1: 'Fornido',
        reference2: '',
        reference3: '',
      },
    });
  });

  it("reads a payment's status on the channel of its kind", async () => {
    const { transactionId } = await h.client.pushPayment({ phoneNumber: '3001234567', value: pesos(20_000) });
    expect(await h.client.paymentStatus({ kind: 'push', code: transactionId })).toMatchObject({
      status: '33',
      value: '20000',
    });
    const body = lastBody();
    expect(h.apiCalls().at(-1)!.path).toBe('/api/payments/v2/-services-paymentservice-getstatuspayment');
    expect(body.RequestMessage.RequestHeader.Channel).toBe('PNP04-C001');
    expect(body.RequestMessage.RequestHeader.Destination).toMatchObject({
      ServiceOperation: 'getStatusPayment',
      ServiceVersion: '1.0.0',
    });
    expect(body.RequestMessage.RequestBody.any).toEqual({ getStatusPaymentRQ: { codeQR: transactionId } });

    const { codeQR } = await h.client.generateQr({ value: pesos(9_900) });
    expect(h.sandbox.approve(codeQR, '3157654321')).toBeNull();
    const paid = await h.client.paymentStatus({ kind: 'qr', code: codeQR });
    expect(paid).toMatchObject({ status: '35', value: '9900', phoneNumber: '3157654321' });
    expect(paid.originMoney).toEqual([{ pocketName: 'Disponible', value: '9900' }]);
    expect(lastBody().RequestMessage.RequestHeader.Channel).toBe('PQR03-C001');
  });

  it('cancels a pending push with cancelUnregisteredPaymentRQ', async () => {
    const { transactionId } = await h.client.pushPayment({ phoneNumber: '3001234567', value: pesos(20_000) });
    await h.client.cancelPush({ phoneNumber: '3001234567', transactionId });
    const body = lastBody();
    expect(h.apiCalls().at(-1)!.path).toBe('/api/payments/v2/-services-paymentservice-cancelunregisteredpayment');
    expect(body.RequestMessage.RequestHeader.Channel).toBe('PNP04-C001');
    expect(body.RequestMessage.RequestHeader.Destination.ServiceOperation).toBe('cancelUnregisteredPayment');
    expect(body.RequestMessage.RequestBody.any).toEqual({
      cancelUnregisteredPaymentRQ: { code: 'NIT_1', phoneNumber: '3001234567', transactionId },
    });
    expect(h.sandbox.payment(transactionId)?.state).toBe('cancelled');
  });

  it("reverses a paid QR with reversionRQ naming the original request's MessageID", async () => {
    const { codeQR, messageId } = await h.client.generateQr({ value: pesos(50_000) });
    h.sandbox.approve(codeQR, '3001234567');
    expect(await h.client.reverse({ kind: 'qr', phoneNumber: '3001234567', value: pesos(50_000), messageId })).toEqual({
      reversed: true,
    });
    const body = lastBody();
    expect(h.apiCalls().at(-1)!.path).toBe('/api/payments/v2/-services-reverseservices-reversetransaction');
    expect(body.RequestMessage.RequestHeader.Channel).toBe('PQR03-C001');
    expect(body.RequestMessage.RequestHeader.Destination).toEqual({
      ServiceName: 'ReverseServices',
      ServiceOperation: 'reverseTransaction',
      ServiceRegion: 'C001',
      ServiceVersion: '1.0.0',
    });
    expect(body.RequestMessage.RequestBody.any).toEqual({
      reversionRQ: { phoneNumber: '3001234567', value: '50000', code: 'NIT_1', messageId, type: 'payment' },
    });
    expect(body.RequestMessage.RequestHeader.MessageID).not.toBe(messageId);
    expect(h.sandbox.payment(codeQR)?.state).toBe('reversed');
  });

  it('gives every call its own MessageID and dates it from the clock in UTC with milliseconds', async () => {
    h.clock.advance(1_234);
    await Promise.all(Array.from({ length: 20 }, () => h.client.generateQr({ value: pesos(1_000) })));
    const headers = h.apiCalls().map((c) => JSON.parse(c.body).RequestMessage.RequestHeader);
    expect(new Set(headers.map((x) => x.MessageID)).size).toBe(20);
    for (const x of headers) expect(x.RequestDate).toBe('2026-01-17T21:12:55.357Z');
  });

  it('uses an injected MessageID generator', async () => {
    const ids = ['0000000001', '0000000002'];
    const other = await startSandbox({ client: { newMessageId: () => ids.shift()! } });
    try {
      expect((await other.client.generateQr({ value: pesos(1_000) })).messageId).toBe('0000000001');
      expect((await other.client.pushPayment({ phoneNumber: '3001234567', value: pesos(1_000) })).messageId).toBe(
        '0000000002',
      );
    } finally {
      await other.close();
    }
  });
});
