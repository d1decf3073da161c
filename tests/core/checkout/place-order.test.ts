import { describe, expect, it } from 'vitest';
import { ORDERS_PER_IP, type PlaceOrderInput } from '../../../core/checkout/place-order';
import { defaultPolicy } from '../../../core/policy/store-policy';
import { orderMailDispatch } from '../orders/order-mail-dispatch';
import { aBuyer, anOrderInput, aSku, checkoutHarness } from './checkout-harness';

const whey = { ...aSku('WHEY-2LB', 129_900), stock: 10 };
const KEY = 'checkout-0001-abcdefgh';

const anInput = (over: Partial<PlaceOrderInput> = {}) => anOrderInput({ idempotencyKey: KEY, ...over });

describe('placing an order', () => {
  it('places a guest cash-on-delivery order in Medellín: confirmed, stock reserved, surcharge line, confirmation mailed once', async () => {
    const h = checkoutHarness([whey]);
    const result = await h.place(anInput());
    if (!result.ok) throw new Error(result.error.message);
    const { order } = result.value;
    expect(order).toMatchObject({
      number: 'FO-2026-000001',
      state: 'confirmed',
      customerId: null,
      expiresAt: null,
      paymentMethod: 'cash-on-delivery',
      buyer: {
        name: 'Laura Gómez',
        email: 'laura@example.com',
        documentNumber: '1020304050',
        phone: '3001234567',
        municipalityName: 'Medellín',
        departmentName: 'Antioquia',
      },
      shipping: { method: 'standard', quote: 15_800, charged: 15_800, tracking: null },
      totals: {
        subtotal: 259_800,
        shipping: 15_800,
        codSurcharge: 13_780,
        total: 289_380,
        tax: 41_481,
        taxBase: 218_319,
      },
      payments: [{ method: 'cash-on-delivery', state: 'pending', amount: 289_380 }],
    });
    expect(order.lines).toMatchObject([
      { sku: 'WHEY-2LB', quantity: 2, unitPrice: 129_900, gross: 259_800, weightGrams: 907 },
    ]);
    expect(h.stock.get('WHEY-2LB')).toBe(8);
    expect(h.events.all().map((e) => [e.type, e.orderId, e.orderNumber, e.occurredAt])).toEqual([
      ['placed', order.id, 'FO-2026-000001', h.now.value],
    ]);
    const mails = orderMailDispatch(h);
    await mails.dispatch();
    await mails.dispatch();
    expect(mails.sent.map((m) => [m.template, m.to, m.subject])).toEqual([
      ['order-confirmation', 'laura@example.com', 'Recibimos tu pedido FO-2026-000001'],
    ]);
    expect(mails.sent[0].text).toContain('https://fornido.co/pedido/FO-2026-000001/?firma=firma-FO-2026-000001');
  });

  it('keeps a prepaid order waiting for its payment until PENDING_ORDER_EXPIRY_MINUTES have passed, with no attempt yet', async () => {
    const h = checkoutHarness([whey]);
    const result = await h.place(anInput({ paymentMethod: 'sandbox-card', expectedTotal: 275_600 }));
    expect(result).toMatchObject({
      ok: true,
      value: {
        order: {
          state: 'pending_payment',
          expiresAt: new Date('2026-11-23T15:30:00Z'),
          paymentMethod: 'sandbox-card',
          payments: [],
        },
      },
    });
    const stored = await h.orders.findByNumber('FO-2026-000001');
    expect(stored?.payments).toEqual([]);
    // Its method runs against a sandbox: the confirmation says no real money moves, though nothing was tried yet.
    const mails = orderMailDispatch(h);
    // The confirmation waits a minute for a first payment to state its deadline (core/orders/order-mail.ts); none came.
    await mails.dispatch();
    expect(mails.sent).toEqual([]);
    h.now.value = new Date('2026-11-23T15:01:00Z');
    await mails.dispatch();
    expect(mails.sent.map((m) => m.template)).toEqual(['order-confirmation']);
    expect(mails.sent[0].text).toContain('pago de prueba (modo sandbox)');
  });

  it('names every wrong field of the buyer in Spanish and places nothing', async () => {
    const h = checkoutHarness([whey]);
    const result = await h.place(
      anInput({
        buyer: aBuyer({ email: 'laura@', documentType: '', phone: '6011234567', consent: false, municipalityCode: '' }),
      }),
    );
    expect(result).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-input',
        fields: {
          email: expect.any(String),
          documentType: expect.stringContaining('Elige un tipo'),
          phone: expect.stringContaining('celular'),
          consent: expect.stringContaining('aceptar'),
          municipalityCode: expect.any(String),
        },
      },
    });
    expect(result).not.toMatchObject({ error: { fields: { documentNumber: expect.anything() } } });
    expect(h.stock.get('WHEY-2LB')).toBe(10);
  });

  it('refuses a total other than the one the shopper saw, with the new figures', async () => {
    const h = checkoutHarness([whey]);
    const result = await h.place(anInput({ expectedTotal: 250_000 }));
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'prices-changed', summary: { breakdown: { total: 289_380 } } },
    });
    expect(await h.orders.list({ limit: 10 })).toEqual([]);
    expect(h.events.all()).toEqual([]);
  });

  it('makes one order of the same placement sent 10 times at once', async () => {
    const h = checkoutHarness([whey]);
    const results = await Promise.all(Array.from({ length: 10 }, () => h.place(anInput())));
    const numbers = new Set(results.map((r) => (r.ok ? r.value.order.number : r.error.kind)));
    expect([...numbers]).toEqual(['FO-2026-000001']);
    expect(results.filter((r) => r.ok && !r.value.duplicate)).toHaveLength(1);
    expect(h.stock.get('WHEY-2LB')).toBe(8);
    expect(h.events.all().map((e) => [e.type, e.orderNumber])).toEqual([['placed', 'FO-2026-000001']]);
  });

  it('tells the slower of two buyers of the last units which product ran short, and keeps their cart', async () => {
    const h = checkoutHarness([{ ...whey, stock: 2 }]);
    const [first, second] = await Promise.all([
      h.place(anInput()),
      h.place(anInput({ idempotencyKey: 'checkout-0002-abcdefgh' })),
    ]);
    expect(first.ok).toBe(true);
    expect(second).toMatchObject({
      ok: false,
      error: { kind: 'out-of-stock', shortages: [{ sku: 'WHEY-2LB', requested: 2, available: 0 }] },
    });
    expect(h.stock.get('WHEY-2LB')).toBe(0);
    expect(h.events.all().map((e) => e.type)).toEqual(['placed']);
  });

  it('takes what a signed-in customer bought out of their saved cart, keeping what was added meanwhile', async () => {
    const h = checkoutHarness([whey, { ...aSku('CREA-300G', 89_900), stock: 10 }]);
    await h.carts.save(
      'customer-1',
      {
        lines: [
          { sku: 'WHEY-2LB', quantity: 3 },
          { sku: 'CREA-300G', quantity: 1 },
        ],
        mergeKey: null,
      },
      0,
      h.now.value,
    );
    const result = await h.place(anInput({ customerId: 'customer-1' }));
    expect(result.ok).toBe(true);
    expect((await h.carts.load('customer-1')).lines).toEqual([
      { sku: 'WHEY-2LB', quantity: 1 },
      { sku: 'CREA-300G', quantity: 1 },
    ]);
    await h.place(anInput({ customerId: 'customer-1' }));
    expect((await h.carts.load('customer-1')).lines).toEqual([
      { sku: 'WHEY-2LB', quantity: 1 },
      { sku: 'CREA-300G', quantity: 1 },
    ]);
  });

  it('limits new orders per IP address, telling in Spanish when to try again, and reserves nothing meanwhile', async () => {
    // Caps on open orders out of the way: this is about the rate of new orders.
    const h = checkoutHarness([{ ...whey, stock: 100 }], undefined, {
      ...defaultPolicy,
      maxOpenOrdersPerBuyer: 100,
      maxOpenOrdersPerIp: 100,
    });
    const { limit, windowSeconds } = ORDERS_PER_IP;
    for (let i = 0; i < limit; i++)
      expect((await h.place(anInput({ idempotencyKey: `limit-key-${String(i).padStart(10, '0')}` }))).ok).toBe(true);
    const refused = await h.place(anInput({ idempotencyKey: 'limit-key-over-the-limit' }));
    expect(refused).toMatchObject({
      ok: false,
      error: {
        kind: 'rate-limited',
        retryAfterSeconds: windowSeconds,
        message: expect.stringContaining('Inténtalo de nuevo en 15 minutos'),
      },
    });
    expect(h.stock.get('WHEY-2LB')).toBe(100 - 2 * limit);
    expect((await h.place(anInput({ idempotencyKey: 'limit-key-other-address', ip: '198.51.100.20' }))).ok).toBe(true);
    h.now.value = new Date(h.now.value.getTime() + windowSeconds * 1000);
    expect((await h.place(anInput({ idempotencyKey: 'limit-key-next-window' }))).ok).toBe(true);
  });

  it('refuses a malformed idempotency key or an order over the line limit', async () => {
    const h = checkoutHarness([whey]);
    expect(await h.place(anInput({ idempotencyKey: 'x' }))).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
  });
});
