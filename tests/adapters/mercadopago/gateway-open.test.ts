import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCADOPAGO_SANDBOX_CREDENTIALS } from '../../../adapters/mercadopago/sandbox';
import { pesos } from '../../../core/shared/money';
import { aRequest, startMercadoPago, type MercadoPagoHarness } from './harness';

// open(): the preference as it leaves the store and reaches the sandbox on loopback, and every way creating it fails.
let mp: MercadoPagoHarness;
beforeAll(async () => {
  mp = await startMercadoPago();
});
afterAll(() => mp.close());

const NOT_OPENED = 'No pudimos abrir el pago con Mercado Pago. Inténtalo de nuevo o elige otro medio de pago.';

describe('opening a MercadoPago payment', () => {
  it('posts the preference with the bearer token, a stable idempotency key, COP whole pesos and the order expiry', async () => {
    const { request, outcome, preference } = await mp.opened();
    const call = mp.sent.at(-1)!;
    expect(call).toMatchObject({
      method: 'POST',
      path: '/checkout/preferences',
      headers: {
        'authorization': `Bearer ${MERCADOPAGO_SANDBOX_CREDENTIALS.accessToken}`,
        'content-type': 'application/json',
        'x-idempotency-key': `fornido-preferencia-${request.attemptId}`,
      },
    });
    expect(call.body).toEqual({
      items: [
        {
          id: 'P01-2LB-CHOC',
          title: 'Proteína Whey 2 lb Chocolate',
          quantity: 1,
          currency_id: 'COP',
          unit_price: 129_900,
        },
        { id: 'P09-SHAKER', title: 'Mezclador', quantity: 1, currency_id: 'COP', unit_price: 3_900 },
        { id: 'envio', title: 'Envío', quantity: 1, currency_id: 'COP', unit_price: 9_000 },
      ],
      payer: {
        name: 'Camila',
        surname: 'Rojas',
        email: 'camila@correo.co',
        identification: { type: 'CC', number: '1020304050' },
        phone: { area_code: '57', number: '3001234567' },
      },
      back_urls: { success: request.returnUrl, pending: request.returnUrl, failure: request.returnUrl },
      auto_return: 'approved',
      notification_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/webhook$/),
      external_reference: request.orderNumber,
      metadata: { attempt_id: request.attemptId },
      statement_descriptor: 'FORNIDO',
      expires: true,
      expiration_date_from: '2026-11-22T10:00:00.000-05:00',
      expiration_date_to: '2026-11-22T12:00:00.000-05:00',
    });
    expect(outcome).toEqual({
      status: 'pending',
      reference: request.attemptId,
      action: {
        kind: 'redirect',
        url: `https://fornido.co/sandbox/mercadopago/checkout/v1/redirect/?pref_id=${encodeURIComponent(preference)}`,
      },
      expiresAt: request.orderExpiresAt,
      messageId: preference,
    });
    expect(mp.control.preference(preference)).toMatchObject({ externalReference: request.orderNumber });
  });

  it('makes one preference however often the same attempt is opened again', async () => {
    const { request, preference } = await mp.opened();
    const again = await mp.gateway.open(request);
    expect(again).toMatchObject({ status: 'pending', messageId: preference });
  });

  it('sends one item for the whole order when the gift credit makes the lines add up to more', async () => {
    const { request } = await mp.opened({ amount: pesos(122_800), giftCredit: pesos(20_000) });
    expect((mp.sent.at(-1)!.body as { items: unknown }).items).toEqual([
      { id: request.orderNumber, title: request.description, quantity: 1, currency_id: 'COP', unit_price: 122_800 },
    ]);
  });

  it.each([
    ['a server error', { kind: 'status', status: 500 } as const, 'gateway-refused-internal_server_error'],
    ['a refusal', { kind: 'status', status: 400 } as const, 'gateway-refused-bad_request'],
    ['a dropped connection', { kind: 'drop' } as const, 'gateway-unavailable'],
  ])('fails with the Spanish message on %s, leaving the order to another method', async (_, fault, reason) => {
    mp.control.fail(fault);
    const outcome = await mp.gateway.open(aRequest());
    expect(outcome).toEqual({ status: 'failed', reason, message: NOT_OPENED });
  });

  it('gives up after its time-out', async () => {
    const slow = await startMercadoPago({ timeoutMs: 150 });
    try {
      // MercadoPago answers far later than the time-out: giving up at it shows even on a busy machine.
      slow.control.fail({ kind: 'delay', ms: 20_000 });
      const started = Date.now();
      const outcome = await slow.gateway.open(aRequest());
      expect(outcome).toEqual({ status: 'failed', reason: 'gateway-unavailable', message: NOT_OPENED });
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      await slow.close();
    }
  });

  it('fails on a refused access token, and never writes the token in a log line', async () => {
    const wrong = await startMercadoPago({ accessToken: 'APP_USR-0000-secreto-que-no-se-escribe' });
    try {
      const outcome = await wrong.gateway.open(aRequest());
      expect(outcome).toMatchObject({ status: 'failed', reason: 'gateway-refused-unauthorized', message: NOT_OPENED });
      expect(wrong.logger.entries.length).toBeGreaterThan(0);
      expect(JSON.stringify(wrong.logger.entries)).not.toContain('secreto');
    } finally {
      await wrong.close();
    }
  });

  it('answers failed for a body it cannot read as a preference', async () => {
    const request = aRequest({ returnUrl: 'no es una url' });
    const outcome = await mp.gateway.open(request);
    expect(outcome).toMatchObject({
      status: 'failed',
      reason: 'gateway-refused-invalid_back_urls',
      message: NOT_OPENED,
    });
  });
});
