import { describe, expect, it } from 'vitest';
import { startPayment } from '../../../core/checkout/start-payment';
import { defaultPolicy, type StorePolicy } from '../../../core/policy/store-policy';
import { scriptedCardGateway } from '../../fakes/payment-gateways';
import { aBuyer, anOrderInput, aSku, checkoutHarness } from './checkout-harness';

const DECLINED = { kind: 'card', token: '4000000000000002', installments: 1 };

const PER_ORDER = defaultPolicy.maxPaymentAttemptsPerOrder;

/** `count` unpaid orders, of one buyer each unless `buyerOf` says whose each is, to pay with the sandbox card. */
const setUp = async (count = 1, policy: Partial<StorePolicy> = {}, buyerOf = (n: number) => n) => {
  const card = scriptedCardGateway();
  card.script.starts = 'rejected';
  const h = checkoutHarness([{ ...aSku('WHEY-2LB', 129_900), stock: 50 }], [card], {
    ...defaultPolicy,
    maxOpenOrdersPerIp: 50,
    ...policy,
  });
  const numbers: string[] = [];
  for (let n = 0; n < count; n++) {
    const i = buyerOf(n);
    const placed = await h.place(
      anOrderInput({
        idempotencyKey: `start-payment-${String(n).padStart(8, '0')}`,
        fingerprint: `pedido-${n}`,
        lines: [{ sku: 'WHEY-2LB', quantity: 1 }],
        buyer: aBuyer({
          email: `comprador${i}@example.com`,
          documentNumber: `4000000${i}`,
          phone: `312 000 00${String(i).padStart(2, '0')}`,
        }),
        paymentMethod: 'sandbox-card',
        expectedTotal: 142_800,
      }),
    );
    if (!placed.ok) throw new Error(placed.error.message);
    numbers.push(placed.value.order.number);
  }
  const pay = startPayment({
    ...h.deps,
    returnUrl: async () => 'http://tienda/pedido/',
  });
  return { ...h, card, numbers, pay };
};

describe('starting a payment', () => {
  it('never takes a name of Object.prototype for a payment method, and stores no attempt for it', async () => {
    const h = await setUp();
    for (const method of ['constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty', 'card', 'nequi']) {
      const result = await h.pay({ orderNumber: h.numbers[0], method, instrument: DECLINED, ip: '203.0.113.7' });
      expect(result, method).toMatchObject({ ok: false, error: { kind: 'payment-method-unavailable' } });
    }
    expect((await h.orders.findByNumber(h.numbers[0]))!.payments).toEqual([]);
    expect(h.card.script.calls).toEqual([]);
  });

  it(`refuses the attempt after ${PER_ORDER} on one order in Spanish, logs it, and sends nothing to the gateway`, async () => {
    const h = await setUp();
    const order = h.numbers[0];
    for (let i = 0; i < PER_ORDER; i++) {
      expect(
        await h.pay({ orderNumber: order, method: 'sandbox-card', instrument: DECLINED, ip: `198.51.100.${i}` }),
      ).toMatchObject({ ok: true, value: { outcome: { status: 'rejected' } } });
    }
    const refused = await h.pay({
      orderNumber: order,
      method: 'sandbox-card',
      instrument: DECLINED,
      ip: '198.51.100.99',
    });
    expect(refused).toEqual({
      ok: false,
      error: {
        kind: 'rate-limited',
        retryAfterSeconds: 3600,
        message:
          'Este pedido ya tuvo demasiados intentos de pago. Por tu seguridad, inténtalo de nuevo en 60 minutos o escríbenos desde la página de contacto.',
      },
    });
    expect((await h.orders.findByNumber(order))!.payments).toHaveLength(PER_ORDER);
    expect(h.logged).toEqual(['payment attempt refused: too many attempts']);
    h.now.value = new Date(h.now.value.getTime() + 3600_000);
    expect(
      (await h.pay({ orderNumber: order, method: 'sandbox-card', instrument: DECLINED, ip: '198.51.100.99' })).ok,
    ).toBe(true);
  });

  it('refuses a buyer after their own attempts across orders, saying so, while another buyer at their address pays', async () => {
    const h = await setUp(4, {}, (n) => (n < 3 ? 0 : 1));
    const pay = (order: string, ip: string) =>
      h.pay({ orderNumber: order, method: 'sandbox-card', instrument: DECLINED, ip });
    for (let i = 0; i < defaultPolicy.maxPaymentAttemptsPerBuyer; i++)
      expect((await pay(h.numbers[i % 3], `198.51.100.${i}`)).ok).toBe(true);
    expect(await pay(h.numbers[2], '198.51.100.50')).toEqual({
      ok: false,
      error: {
        kind: 'rate-limited',
        retryAfterSeconds: 3600,
        message:
          'Hiciste demasiados intentos de pago en la última hora. Por tu seguridad, inténtalo de nuevo en 60 minutos o escríbenos desde la página de contacto.',
      },
    });
    expect((await pay(h.numbers[3], '198.51.100.50')).ok).toBe(true);
  });

  it('counts one address (an IPv6 /64) across buyers only up to its far looser ceiling, without blaming the shopper', async () => {
    const h = await setUp(5, { maxPaymentAttemptsPerIp: 12 });
    const pay = (order: string, ip: string) =>
      h.pay({ orderNumber: order, method: 'sandbox-card', instrument: DECLINED, ip });
    for (let i = 0; i < 12; i++) expect((await pay(h.numbers[i % 4], `2001:db8:1:2::${i + 1}`)).ok).toBe(true);
    const refused = await pay(h.numbers[4], '2001:db8:1:2:ffff::9');
    expect(refused).toMatchObject({
      ok: false,
      error: {
        kind: 'rate-limited',
        message: expect.stringMatching(/^Recibimos demasiados intentos de pago desde la red que estás usando/),
      },
    });
    expect(!refused.ok && refused.error.message).not.toMatch(/hiciste/i);
    expect(h.logged.at(-1)).toBe('payment attempt refused: too many attempts');
    expect((await pay(h.numbers[4], '2001:db8:1:3::1')).ok).toBe(true);
  });
});
