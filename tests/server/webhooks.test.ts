import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { receiveNotification } from '../../core/checkout/receive-notification';
import { REFUSED_NOTIFICATIONS } from '../../core/checkout/refused-notifications';
import { gatewayRegistry } from '../../core/payments/gateways';
import type { HostedCheckoutGateway, PaymentOutcome } from '../../core/payments/ports';
import { pesos } from '../../core/shared/money';
import { startTestServer, type TestServer } from '../support/test-server';

// A provider that sends webhooks ("fakepay"): its signature is the header `x-firma: buena`, the body names the
// payment, and the payment's status is whatever the test sets, as read from the provider again.
let providerSays: PaymentOutcome = { status: 'pending', reference: null, action: null, expiresAt: null };
const fakepay: HostedCheckoutGateway = {
  kind: 'hosted-checkout',
  provider: 'fakepay',
  method: 'mercadopago',
  sandbox: true,
  open: () => Promise.resolve(providerSays),
  status: () => Promise.resolve(providerSays),
  notifications: {
    read: ({ headers, body }) => {
      const parsed = JSON.parse(body) as { data?: { id?: unknown } };
      const reference = typeof parsed.data?.id === 'string' ? parsed.data.id : null;
      return Promise.resolve({ verdict: headers['x-firma'] === 'buena' ? 'valid' : 'invalid', reference });
    },
  },
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(undefined, {
    rebind: (c) => {
      const upkeep = c.get(T.paymentUpkeep);
      c.rebind(T.paymentUpkeep).toConstantValue({
        ...upkeep,
        receiveNotification: receiveNotification({
          orders: c.get(T.orderStore),
          attempts: c.get(T.paymentAttempts),
          notifications: c.get(T.notificationLog),
          limiter: c.get(T.rateLimiter),
          payments: gatewayRegistry([fakepay], { cashOnDelivery: false }),
          clock: c.get(T.clock),
          logger: c.get(T.logger),
        }),
      });
    },
  });
});
afterAll(() => server.close());

const post = (provider: string, body: string, headers: Record<string, string> = {}) =>
  server.get(`/api/v1/webhooks/${provider}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });

/** The order `number`, given an attempt at fakepay under `reference`, waiting for the shopper. */
const anOrderPaidAtFakepay = async (number: string, reference: string) => {
  const orders = server.container.get(T.orderStore);
  const placed = (await orders.findByNumber(number))!;
  const attempts = server.container.get(T.paymentAttempts);
  const attempt = await attempts.add(placed.id, {
    method: 'mercadopago',
    provider: 'fakepay',
    amount: placed.totals.total,
    at: new Date(),
  });
  await orders.changePayment({
    attemptId: attempt.id,
    from: 'created',
    to: 'pending',
    at: new Date(),
    order: null,
    details: { reference },
  });
  return placed;
};

describe('providers’ notifications', () => {
  it('has no address for a provider that is not configured or sends none, and stores nothing', async () => {
    for (const provider of ['nequi', 'constructor', '__proto__', 'desconocido']) {
      const res = await post(provider, '{}');
      expect(res.status).toBe(404);
      expect((await res.json()).error.kind).toBe('not-found');
    }
    expect(await server.container.get(T.notificationLog).list({ limit: 10 })).toEqual([]);
  });

  it('stores a notification with its verdict before answering (a refused one as a digest), and applies only what the provider says', async () => {
    const price = await server.get('/api/v1/checkout/price', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Origin': 'https://fornido.co' },
      body: JSON.stringify({
        lines: [{ sku: 'P05-2LB-CHOC', quantity: 1 }],
        destination: { departmentCode: '05', municipalityCode: '05001' },
        shippingMethod: 'standard',
        paymentMethod: 'card',
      }),
    });
    const total = ((await price.json()) as { totals: { total: number } }).totals.total;
    const placed = await server.get('/api/v1/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Origin': 'https://fornido.co' },
      body: JSON.stringify({
        idempotencyKey: 'webhook-test-000001',
        lines: [{ sku: 'P05-2LB-CHOC', quantity: 1 }],
        buyer: {
          name: 'Laura Gómez',
          email: 'laura.webhook@correo.co',
          documentType: 'CC',
          documentNumber: '1020304050',
          phone: '300 123 4567',
          line1: 'Calle 10 # 43-20',
          line2: '',
          notes: '',
          consent: true,
          departmentCode: '05',
          municipalityCode: '05001',
        },
        shippingMethod: 'standard',
        paymentMethod: 'card',
        expectedTotal: total,
      }),
    });
    expect(placed.status).toBe(201);
    const placedOrder = (await placed.json()) as { order: { number: string } };
    const order = await anOrderPaidAtFakepay(placedOrder.order.number, 'FP-123');
    const forged = '{"data":{"id":"FP-123"},"status":"approved"}';

    providerSays = { status: 'approved', reference: 'FP-123', amount: pesos(total), currency: 'COP' };
    const refused = await post('fakepay', forged, { 'x-firma': 'falsa' });
    expect(refused.status).toBe(401);
    expect((await server.container.get(T.orderStore).findById(order.id))!.state).toBe('pending_payment');

    const genuine = await post('fakepay', forged, { 'x-firma': 'buena' });
    expect(genuine.status).toBe(200);
    expect((await server.container.get(T.orderStore).findById(order.id))!.state).toBe('paid');

    const [second, first] = await server.container.get(T.notificationLog).list({ provider: 'fakepay', limit: 10 });
    expect(first).toMatchObject({
      verdict: 'invalid',
      reference: 'FP-123',
      result: 'ignored: invalid signature',
      kept: 'digest',
      notification: { body: forged, headers: { 'content-type': 'application/json' } },
    });
    expect(second).toMatchObject({
      verdict: 'valid',
      result: `${order.number}: pending → approved`,
      kept: 'whole',
      notification: { body: forged, headers: expect.objectContaining({ 'x-firma': 'buena' }) },
    });
  });

  it('answers 400 to a notification naming no payment and 404 to a payment never made, changing nothing; a GET is read too', async () => {
    const before = (await server.container.get(T.notificationLog).list({ limit: 50 })).length;
    const unnamed = await post('fakepay', '{"data":{}}', { 'x-firma': 'buena' });
    expect([unnamed.status, (await unnamed.json()).result]).toEqual([400, 'no-reference']);
    const unknown = await post('fakepay', '{"data":{"id":"FP-NUNCA"}}', { 'x-firma': 'buena' });
    expect([unknown.status, (await unknown.json()).result]).toEqual([404, 'unknown-reference']);
    const byGet = await server.get('/api/v1/webhooks/fakepay', { headers: { 'x-firma': 'falsa' } });
    expect(byGet.status).toBe(401);
    const kept = await server.container.get(T.notificationLog).list({ limit: 50 });
    expect(kept.length - before).toBe(3);
    expect(kept[0]).toMatchObject({ verdict: 'invalid', notification: { body: '' } });
  });

  it('answers 400 to a reference of 4 KB (401 when its signature fails too), storing it without the reference', async () => {
    // Random text as a prober sends it (a fixed pseudo-random sequence: repeated text would compress into the index):
    // longer than any provider's reference, and more than an index entry can hold.
    let x = 307_962_994;
    const long = Array.from({ length: 4_000 }, () => {
      x = (x * 48_271) % 2_147_483_647;
      return String.fromCharCode(0x21 + (x % 90));
    }).join('');
    const body = JSON.stringify({ data: { id: long } });
    const valid = await post('fakepay', body, { 'x-firma': 'buena' });
    expect([valid.status, (await valid.json()).result]).toEqual([400, 'invalid-reference']);
    const forged = await post('fakepay', body, { 'x-firma': 'falsa' });
    expect([forged.status, (await forged.json()).result]).toEqual([401, 'invalid-signature']);
    const [second, first] = await server.container.get(T.notificationLog).list({ limit: 2 });
    expect(first).toMatchObject({ verdict: 'valid', reference: null, result: expect.stringMatching(/longer than/) });
    expect(second).toMatchObject({ verdict: 'invalid', reference: null });
  });

  it('keeps a refused 62 KB notification as a digest of its first characters, with its size and SHA-256', async () => {
    const body = JSON.stringify({ data: { id: 'FP-NADA' }, relleno: 'x'.repeat(62_000) });
    const res = await post('fakepay', body, { 'x-firma': 'falsa', 'x-signature': 'ts=1,v1=0' });
    expect(res.status).toBe(401);
    const kept = (await server.container.get(T.notificationLog).find((await res.json()).received))!;
    expect(kept).toMatchObject({
      kept: 'digest',
      body: { bytes: body.length, sha256: createHash('sha256').update(body).digest('hex') },
      notification: { headers: { 'content-type': 'application/json', 'x-signature': 'ts=1,v1=0' } },
    });
    expect(kept.notification.body.length).toBeLessThan(300);
    expect(body.startsWith(kept.notification.body.slice(0, -1))).toBe(true);
  });

  it('answers 429, storing nothing, to refused notifications past the limit of one address; genuine ones pass', async () => {
    const log = server.container.get(T.notificationLog);
    const statuses: number[] = [];
    for (let i = 0; i <= REFUSED_NOTIFICATIONS.perAddress.limit; i += 1)
      statuses.push((await post('fakepay', '{"data":{"id":"FP-NADA"}}', { 'x-firma': 'falsa' })).status);
    expect(statuses.at(-1)).toBe(429);
    const stored = (await log.list({ limit: 100 })).length;
    const refused = await post('fakepay', '{"data":{"id":"FP-NADA"}}', { 'x-firma': 'falsa' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await log.list({ limit: 100 })).length).toBe(stored);
    // The provider's own notification of a payment still gets through, and is kept.
    providerSays = { status: 'pending', reference: 'FP-123', action: null, expiresAt: null };
    expect((await post('fakepay', '{"data":{"id":"FP-123"}}', { 'x-firma': 'buena' })).status).toBe(200);
    expect((await log.list({ limit: 100 })).length).toBe(stored + 1);
  });
});
