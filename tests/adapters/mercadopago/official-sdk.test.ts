import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import MercadoPagoConfig, { Payment, PaymentRefund, Preference, WebhookSignatureValidator } from 'mercadopago';
import { AppConfig } from 'mercadopago/dist/utils/config';
import { MERCADOPAGO_SANDBOX_CREDENTIALS } from '../../../adapters/mercadopago/sandbox';
import { signatureOf } from '../../../adapters/mercadopago/signature';
import { paymentAnswer, preferenceAnswer } from '../../../adapters/mercadopago/wire';
import { startMercadoPago, type MercadoPagoHarness } from './harness';

// The contract: the official `mercadopago` SDK, pointed at the sandbox, creates a preference, reads and searches the
// payment made on the checkout page, refunds it, and accepts the sandbox's webhook signatures. The SDK reaches only
// its own `AppConfig.BASE_URL`; it is pointed at the sandbox for this file (vitest gives each file its own modules).
let mp: MercadoPagoHarness;
let sdkBase: string;
const config = new MercadoPagoConfig({
  accessToken: MERCADOPAGO_SANDBOX_CREDENTIALS.accessToken,
  options: { timeout: 5_000 },
});
const writable = AppConfig as unknown as { BASE_URL: string };

beforeAll(async () => {
  mp = await startMercadoPago();
  sdkBase = writable.BASE_URL;
  writable.BASE_URL = mp.apiUrl;
});
afterAll(async () => {
  writable.BASE_URL = sdkBase;
  await mp.close();
});

describe('the official mercadopago SDK against the sandbox', () => {
  it('creates a preference, and reads, searches and refunds the payment made for it', async () => {
    const created = await new Preference(config).create({
      body: {
        items: [
          { id: 'P01-2LB-CHOC', title: 'Proteína Whey 2 lb', quantity: 2, currency_id: 'COP', unit_price: 129_900 },
        ],
        back_urls: {
          success: 'https://fornido.co/ok/',
          failure: 'https://fornido.co/no/',
          pending: 'https://fornido.co/ya/',
        },
        auto_return: 'approved',
        external_reference: 'FO-2026-SDK001',
        notification_url: 'https://fornido.co/api/v1/webhooks/mercadopago',
        metadata: { attempt_id: 'intento-sdk' },
      },
      requestOptions: { idempotencyKey: 'sdk-pref-1' },
    });
    expect(created.api_response.status).toBe(201);
    expect(created).toMatchObject({
      external_reference: 'FO-2026-SDK001',
      site_id: 'MCO',
      items: [{ unit_price: 129_900 }],
    });
    expect(created.init_point).toMatch(
      /^https:\/\/fornido\.co\/sandbox\/mercadopago\/checkout\/v1\/redirect\/\?pref_id=/,
    );
    expect(created.sandbox_init_point).toBe(created.init_point);
    // What our client reads of it, read from the same answer.
    expect(preferenceAnswer.safeParse(created).success).toBe(true);

    const paid = mp.control.pay(created.id!, 'approved');
    if (typeof paid === 'string') throw new Error(paid);
    const read = await new Payment(config).get({ id: paid.payment.id });
    expect(read).toMatchObject({
      id: paid.payment.id,
      status: 'approved',
      status_detail: 'accredited',
      currency_id: 'COP',
      transaction_amount: 259_800,
      external_reference: 'FO-2026-SDK001',
      metadata: { attempt_id: 'intento-sdk' },
      payment_type_id: 'credit_card',
      order: { type: 'mercadopago' },
    });
    expect(paymentAnswer.safeParse(read).success).toBe(true);

    const found = await new Payment(config).search({ options: { external_reference: 'FO-2026-SDK001' } });
    expect(found.paging).toMatchObject({ total: 1 });
    expect(found.results?.map((p) => p.id)).toEqual([paid.payment.id]);

    const refund = await new PaymentRefund(config).create({ payment_id: paid.payment.id, body: {} });
    expect(refund).toMatchObject({ payment_id: paid.payment.id, amount: 259_800, status: 'approved' });
    expect((await new Payment(config).get({ id: paid.payment.id })).status).toBe('refunded');
  });

  it('refuses a wrong access token as MercadoPago does: the SDK throws its authentication error', async () => {
    const wrong = new MercadoPagoConfig({ accessToken: 'APP_USR-no-vale', options: { timeout: 5_000 } });
    await expect(new Payment(wrong).get({ id: 1 })).rejects.toMatchObject({ status: 401 });
  });

  it('accepts the signature of the sandbox webhooks, and ours over an upper-case data.id', async () => {
    const { preference } = await mp.opened();
    const paid = mp.control.pay(preference, 'pending');
    if (typeof paid === 'string') throw new Error(paid);
    await mp.control.idle();
    const got = mp.received.find((r) => r.query['data.id'] === String(paid.payment.id))!;
    const secret = MERCADOPAGO_SANDBOX_CREDENTIALS.webhookSecret;
    expect(() =>
      WebhookSignatureValidator.validate({
        xSignature: got.headers['x-signature'],
        xRequestId: got.headers['x-request-id'],
        dataId: got.query['data.id'],
        secret,
      }),
    ).not.toThrow();
    const v1 = signatureOf(secret, { dataId: 'ORDTST01K9', requestId: 'req-1', ts: '1764000000' });
    expect(() =>
      WebhookSignatureValidator.validate({
        xSignature: `ts=1764000000,v1=${v1}`,
        xRequestId: 'req-1',
        dataId: 'ORDTST01K9',
        secret,
      }),
    ).not.toThrow();
  });
});
