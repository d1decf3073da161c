import { describe, expect, it } from 'vitest';
import { PAYMENT_ATTEMPTS, startPayment } from '../../../core/checkout/start-payment';
import { defaultPolicy } from '../../../core/policy/store-policy';
import { scriptedCardGateway } from '../../fakes/payment-gateways';
import { aBuyer, anOrderInput, aSku, checkoutHarness } from './checkout-harness';

const DECLINED = { kind: 'card', token: '4000000000000002', installments: 1 };

/** `count` unpaid orders of one buyer each, to pay with the sandbox card. */
const setUp = async (count = 1) => {
  const card = scriptedCardGateway();
  card.script.starts = 'rejected';
  const h = checkoutHarness([{ ...aSku('WHEY-2LB', 129_900), stock: 50 }], [card], {
    ...defaultPolicy,
    maxOpenOrdersPerIp: 50,
  });
  const numbers: string[] = [];
  for (let i = 0; i < count; i++) {
    const placed = await h.place(
      anOrderInput({
        idempotencyKey: `start-payment-${String(i).padStart(8, '0')}`,
        fingerprint: `pedido-${i}`,
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
    expect((await h.orders.findByNumber(h.numbers[0]))!.payments).toHaveLength(1);
    expect(h.card.script.calls).toEqual([]);
  });

  it(`refuses the attempt after ${PAYMENT_ATTEMPTS.perOrder.limit} on one order in Spanish, logs it, and sends nothing to the gateway`, async () => {
    const h = await setUp();
    const order = h.numbers[0];
    for (let i = 0; i < PAYMENT_ATTEMPTS.perOrder.limit; i++) {
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
    expect((await h.orders.findByNumber(order))!.payments).toHaveLength(1 + PAYMENT_ATTEMPTS.perOrder.limit);
    expect(h.logged).toEqual(['payment attempt refused: too many attempts']);
    h.now.value = new Date(h.now.value.getTime() + 3600_000);
    expect(
      (await h.pay({ orderNumber: order, method: 'sandbox-card', instrument: DECLINED, ip: '198.51.100.99' })).ok,
    ).toBe(true);
  });

  it(`refuses the attempt after ${defaultPolicy.maxPaymentAttemptsPerIp} from one address, across orders`, async () => {
    const h = await setUp(4);
    let made = 0;
    for (const order of h.numbers) {
      for (let i = 0; i < 3 && made < defaultPolicy.maxPaymentAttemptsPerIp; i++, made++) {
        expect(
          (await h.pay({ orderNumber: order, method: 'sandbox-card', instrument: DECLINED, ip: '192.0.2.1' })).ok,
        ).toBe(true);
      }
    }
    expect(
      await h.pay({ orderNumber: h.numbers[3], method: 'sandbox-card', instrument: DECLINED, ip: '192.0.2.1' }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'rate-limited', message: expect.stringContaining('desde tu conexión') },
    });
    expect(
      (await h.pay({ orderNumber: h.numbers[3], method: 'sandbox-card', instrument: DECLINED, ip: '192.0.2.2' })).ok,
    ).toBe(true);
  });
});
