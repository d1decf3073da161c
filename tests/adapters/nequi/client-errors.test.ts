import { afterEach, describe, expect, it } from 'vitest';
import { pesos } from '../../../core/shared/money';
import { CONNECT_MESSAGE, NequiError } from '../../../adapters/nequi/errors';
import { startSandbox, type Harness } from './harness';

const PHONE = '3001234567';
const urlOf = (input: string | URL | Request) => (input instanceof Request ? input.url : input.toString());

describe('Nequi client: errors, exactly as the integration guide states them', () => {
  let h: Harness;
  afterEach(() => h.close());

  it('turns a status code other than "0" into "Error {code} = {description}", keeping the code', async () => {
    h = await startSandbox();
    const call = h.client.pushPayment({ phoneNumber: '3999000000', value: pesos(1_000) });
    await expect(call).rejects.toThrow('Error 20-08A = El celular no tiene una cuenta Nequi');
    await expect(call).rejects.toMatchObject({ kind: 'status', code: '20-08A' });
    expect(h.logger.entries).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: 'Error generando notificacion push',
        fields: expect.objectContaining({ code: '20-08A' }),
      }),
    ]);
  });

  it('answers an expired and a cancelled payment with their header codes', async () => {
    h = await startSandbox();
    const a = await h.client.pushPayment({ phoneNumber: PHONE, value: pesos(1_000) });
    h.sandbox.expire(a.transactionId);
    await expect(h.client.paymentStatus({ kind: 'push', code: a.transactionId })).rejects.toThrow(
      'Error 10-454 = La transacción ya caducó',
    );
    const b = await h.client.pushPayment({ phoneNumber: PHONE, value: pesos(1_000) });
    await h.client.cancelPush({ phoneNumber: PHONE, transactionId: b.transactionId });
    await expect(h.client.paymentStatus({ kind: 'push', code: b.transactionId })).rejects.toMatchObject({
      code: '10-455',
      message: 'Error 10-455 = La transacción esta cancelada',
    });
    expect(h.logger.entries.map((x) => x.message)).toEqual([
      'Error verificando el estado del pago por QR',
      'Error verificando el estado del pago por QR',
    ]);
  });

  it('expires a payment after the payment minutes', async () => {
    h = await startSandbox({ sandbox: { paymentMinutes: 5 } });
    const { codeQR } = await h.client.generateQr({ value: pesos(1_000) });
    h.clock.advance(5 * 60_000 - 1);
    expect((await h.client.paymentStatus({ kind: 'qr', code: codeQR })).status).toBe('33');
    h.clock.advance(1);
    await expect(h.client.paymentStatus({ kind: 'qr', code: codeQR })).rejects.toMatchObject({ code: '10-454' });
  });

  it('treats a wrong API key (403) as a connection failure', async () => {
    h = await startSandbox({ settings: { apiKey: 'wrong' } });
    const call = h.client.generateQr({ value: pesos(1_000) });
    await expect(call).rejects.toThrow(CONNECT_MESSAGE);
    await expect(call).rejects.toMatchObject({ kind: 'http', code: '403' });
    expect(h.logger.entries).toEqual([expect.objectContaining({ level: 'error', message: 'Error generando código' })]);
  });

  it.each([
    ['an empty body', 200, ''],
    ['a body that is not JSON', 200, '<html>'],
    ['an answer without a status', 200, '{"ResponseMessage":{}}'],
    ['HTTP 500', 500, '{"message":"Internal server error"}'],
    ['HTTP 502 with an empty body', 502, ''],
  ])('treats %s as a connection failure', async (_, status, body) => {
    h = await startSandbox();
    h.sandbox.answerNext(status, body);
    await expect(h.client.generateQr({ value: pesos(1_000) })).rejects.toThrow(CONNECT_MESSAGE);
  });

  it('reverses: true on "0", false with the code on 2-CCSB000079 and 20-07A, an error on anything else', async () => {
    h = await startSandbox();
    const { transactionId, messageId } = await h.client.pushPayment({ phoneNumber: PHONE, value: pesos(70_000) });
    h.sandbox.approve(transactionId);
    const reversal = { kind: 'push', phoneNumber: PHONE, value: pesos(70_000), messageId } as const;

    h.sandbox.failNext('20-07A', 'Error técnico');
    expect(await h.client.reverse(reversal)).toEqual({ reversed: false, code: '20-07A', description: 'Error técnico' });
    h.sandbox.failNext('3-451', 'Cliente no encontrado');
    await expect(h.client.reverse(reversal)).rejects.toThrow('Error 3-451 = Cliente no encontrado');
    expect(await h.client.reverse(reversal)).toEqual({ reversed: true });
    // Reversed already: Nequi no longer finds a payment to reverse.
    expect(await h.client.reverse(reversal)).toMatchObject({ reversed: false, code: '2-CCSB000079' });
    expect(await h.client.reverse({ ...reversal, messageId: '9999999999' })).toMatchObject({
      reversed: false,
      code: '2-CCSB000079',
    });
    h.sandbox.answerNext(200, '');
    await expect(h.client.reverse(reversal)).rejects.toThrow(CONNECT_MESSAGE);
    expect(h.logger.entries.map((x) => [x.level, x.message])).toEqual([
      ['warn', 'Error generando la reversión del pago por QR'],
      ['warn', 'Error generando la reversión del pago por QR'],
      ['warn', 'Error generando la reversión del pago por QR'],
      ['warn', 'Error generando la reversión del pago por QR'],
      ['error', 'Error generando la reversión del pago por QR'],
    ]);
  });

  it('logs a failed cancellation in Spanish', async () => {
    h = await startSandbox();
    await expect(h.client.cancelPush({ phoneNumber: PHONE, transactionId: 'nope' })).rejects.toMatchObject({
      code: '11-9L',
    });
    expect(h.logger.entries.map((x) => x.message)).toEqual(['Error cancelando la notificación push']);
  });
});

describe('Nequi client: timeouts and the one retry of the status read', () => {
  let h: Harness;
  afterEach(() => h.close());

  // The harness's time-out (2 s) leaves the calls that must succeed (the token's, the first QR) room on a busy machine;
  // Nequi's slow answers come far later than it.
  it('abandons a slow payment creation with a timeout and never retries it', async () => {
    h = await startSandbox();
    await h.client.generateQr({ value: pesos(1_000) }); // the token, fetched before Nequi turns slow
    h.sandbox.slowNext(20_000, 2);
    // Both at once, so the test waits for one time-out, not two.
    const [push, qr] = await Promise.allSettled([
      h.client.pushPayment({ phoneNumber: PHONE, value: pesos(1_000) }),
      h.client.generateQr({ value: pesos(1_000) }),
    ]);
    expect(push).toMatchObject({ status: 'rejected', reason: { message: CONNECT_MESSAGE, kind: 'timeout' } });
    expect(qr).toMatchObject({ status: 'rejected', reason: { kind: 'timeout' } });
    expect(h.apiCalls()).toHaveLength(3);
  });

  it('asks for a status again, once, with a new MessageID, when the first read timed out', async () => {
    h = await startSandbox();
    const { codeQR } = await h.client.generateQr({ value: pesos(1_000) });
    h.sandbox.slowNext(20_000);
    expect((await h.client.paymentStatus({ kind: 'qr', code: codeQR })).status).toBe('33');
    const reads = h.apiCalls().slice(1);
    expect(reads).toHaveLength(2);
    const [a, b] = reads.map((r) => JSON.parse(r.body).RequestMessage.RequestHeader.MessageID);
    expect(a).not.toBe(b);
    expect(h.logger.entries).toEqual([]);
  });

  it('gives up on a status read after the one retry', async () => {
    h = await startSandbox();
    await h.client.generateQr({ value: pesos(1_000) });
    h.sandbox.clearRequests();
    h.sandbox.slowNext(20_000, 3);
    await expect(h.client.paymentStatus({ kind: 'qr', code: 'bancadigital-1' })).rejects.toMatchObject({
      kind: 'timeout',
    });
    expect(h.apiCalls()).toHaveLength(2);
  });

  it('does not retry a status read that Nequi answered, even with an error', async () => {
    h = await startSandbox();
    h.sandbox.answerNext(500, '');
    await expect(h.client.paymentStatus({ kind: 'qr', code: 'x' })).rejects.toMatchObject({ kind: 'http' });
    await expect(h.client.paymentStatus({ kind: 'qr', code: 'x' })).rejects.toMatchObject({ code: '11-9L' });
    expect(h.apiCalls()).toHaveLength(2);
  });

  it('retries a status read once after a network failure', async () => {
    h = await startSandbox();
    let statusCalls = 0;
    const flaky: typeof fetch = (input, init) => {
      if (urlOf(input).includes('getstatuspayment') && statusCalls++ === 0) {
        return Promise.reject(new TypeError('fetch failed'));
      }
      return fetch(input, init);
    };
    const other = await startSandbox({ client: { fetch: flaky } });
    try {
      const { codeQR } = await other.client.generateQr({ value: pesos(1_000) });
      expect((await other.client.paymentStatus({ kind: 'qr', code: codeQR })).status).toBe('33');
      expect(statusCalls).toBe(2);
      await expect(other.client.pushPayment({ phoneNumber: PHONE, value: pesos(1) })).resolves.toBeTruthy();
    } finally {
      await other.close();
    }
  });

  it('reports a network failure of a payment creation without retrying it', async () => {
    let calls = 0;
    h = await startSandbox({
      client: {
        fetch: (input, init) =>
          urlOf(input).includes('oauth2')
            ? fetch(input, init)
            : (calls++, Promise.reject(new TypeError('fetch failed'))),
      },
    });
    await expect(h.client.generateQr({ value: pesos(1_000) })).rejects.toSatisfy(
      (e) => e instanceof NequiError && e.kind === 'network' && e.message === CONNECT_MESSAGE,
    );
    expect(calls).toBe(1);
  });
});
