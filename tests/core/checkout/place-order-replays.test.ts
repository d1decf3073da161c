import { describe, expect, it } from 'vitest';
import { ORDERS_PER_IP, type PlaceOrderInput } from '../../../core/checkout/place-order';
import { defaultPolicy } from '../../../core/policy/store-policy';
import { aBuyer, aSku, checkoutHarness } from './checkout-harness';

const whey = { ...aSku('WHEY-2LB', 129_900), stock: 100 };
const KEY = 'replay-0001-abcdefghij';

const anInput = (over: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
  idempotencyKey: KEY,
  customerId: null,
  ip: '203.0.113.7',
  fingerprint: 'solicitud-de-laura',
  lines: [{ sku: 'WHEY-2LB', quantity: 2 }],
  buyer: aBuyer(),
  shippingMethod: 'standard',
  paymentMethod: 'sandbox-card',
  expectedTotal: 275_600,
  ...over,
});

describe('replaying an idempotency key', () => {
  it('gives a guest retrying the very same request their order back, even past the limit on new orders', async () => {
    const h = checkoutHarness([whey], undefined, {
      ...defaultPolicy,
      maxOpenOrdersPerBuyer: 100,
      maxOpenOrdersPerIp: 100,
    });
    const first = await h.place(anInput());
    if (!first.ok) throw new Error(first.error.message);
    for (let i = 1; i < ORDERS_PER_IP.limit; i++)
      expect((await h.place(anInput({ idempotencyKey: `replay-fill-${String(i).padStart(9, '0')}` }))).ok).toBe(true);
    expect(await h.place(anInput({ idempotencyKey: 'replay-over-the-limit' }))).toMatchObject({
      ok: false,
      error: { kind: 'rate-limited' },
    });
    // The retry is answered before the limit is counted, and is not counted itself.
    for (let i = 0; i < 3; i++)
      expect(await h.place(anInput())).toEqual({ ok: true, value: { order: first.value.order, duplicate: true } });
  });

  it('tells anyone else who sends the key only that it is taken: no name, document or link of the order', async () => {
    const h = checkoutHarness([whey]);
    expect((await h.place(anInput())).ok).toBe(true);
    const stranger = aBuyer({ name: 'Otra Persona', email: 'otra@example.com', documentNumber: '99887766' });
    for (const replay of [
      anInput({ fingerprint: 'otra-solicitud', buyer: stranger }),
      anInput({ fingerprint: 'otra-solicitud', ip: '198.51.100.9' }),
      anInput({ customerId: 'customer-9' }),
    ]) {
      const result = await h.place(replay);
      expect(result).toEqual({
        ok: false,
        error: {
          kind: 'idempotency-conflict',
          message: expect.stringContaining('Revisa tu correo por si ya quedó hecho'),
        },
      });
      expect(JSON.stringify(result)).not.toMatch(/Laura|1020304050|FO-2026/);
    }
    expect(await h.orders.list({ limit: 10 })).toHaveLength(1);
  });

  it('binds a signed-in customer’s key to the customer, whatever the request looks like', async () => {
    const h = checkoutHarness([whey]);
    const first = await h.place(anInput({ customerId: 'customer-1', fingerprint: 'a' }));
    expect(await h.place(anInput({ customerId: 'customer-1', fingerprint: 'b' }))).toMatchObject({
      ok: true,
      value: { duplicate: true, order: { id: first.ok && first.value.order.id } },
    });
    expect(await h.place(anInput({ customerId: null, fingerprint: 'a' }))).toMatchObject({
      ok: false,
      error: { kind: 'idempotency-conflict' },
    });
  });
});

describe('open unpaid orders', () => {
  it('refuses a buyer’s fourth open order in Spanish, saying how to go on, and reserves nothing', async () => {
    const h = checkoutHarness([whey]);
    for (let i = 0; i < 3; i++)
      expect(
        (await h.place(anInput({ idempotencyKey: `open-order-${String(i).padStart(10, '0')}`, ip: `198.51.100.${i}` })))
          .ok,
      ).toBe(true);
    const refused = await h.place(anInput({ idempotencyKey: 'open-order-fourth-one', ip: '198.51.100.99' }));
    expect(refused).toMatchObject({ ok: false, error: { kind: 'too-many-open-orders' } });
    expect(!refused.ok && refused.error.message).toBe(
      'Ya tienes 3 pedidos sin pagar. Paga alguno con el enlace de su correo de confirmación o espera a que venzan: los pedidos sin pagar se cancelan a los 30 minutos. Si son contraentrega, escríbenos desde la página de contacto para cambiarlos.',
    );
    expect(h.stock.get('WHEY-2LB')).toBe(100 - 3 * 2);
    // Half an hour later the three have expired for the count, and the buyer can order again.
    h.now.value = new Date(h.now.value.getTime() + 30 * 60_000 + 1);
    expect((await h.place(anInput({ idempotencyKey: 'open-order-after-expiry' }))).ok).toBe(true);
  });

  it('refuses the open orders of one address over MAX_OPEN_ORDERS_PER_IP, whoever the buyers are', async () => {
    const h = checkoutHarness([whey], undefined, { ...defaultPolicy, maxOpenOrdersPerIp: 2 });
    const someone = (i: number) =>
      aBuyer({ email: `persona${i}@example.com`, documentNumber: `5000000${i}`, phone: `311 000 000${i}` });
    for (let i = 0; i < 2; i++)
      expect(
        (await h.place(anInput({ idempotencyKey: `open-by-ip-${String(i).padStart(10, '0')}`, buyer: someone(i) }))).ok,
      ).toBe(true);
    expect(await h.place(anInput({ idempotencyKey: 'open-by-ip-third-buyer', buyer: someone(3) }))).toMatchObject({
      ok: false,
      error: { kind: 'too-many-open-orders', message: expect.stringContaining('desde tu conexión') },
    });
  });
});
