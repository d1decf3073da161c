import { describe, expect, it } from 'vitest';
import { sandboxCardGateway } from '../../../adapters/payments/sandbox-card-gateway';
import { startPayment } from '../../../core/checkout/start-payment';
import { gatewayRegistry } from '../../../core/payments/gateways';
import type { CardGateway } from '../../../core/payments/ports';
import { aBuyer, aSku, checkoutHarness } from '../../core/checkout/checkout-harness';

const setUp = async () => {
  const h = checkoutHarness([{ ...aSku('WHEY-2LB', 129_900), stock: 5 }], [sandboxCardGateway()]);
  const placed = await h.place({
    idempotencyKey: 'sandbox-card-00000001',
    customerId: null,
    ip: '203.0.113.7',
    fingerprint: 'misma-solicitud',
    lines: [{ sku: 'WHEY-2LB', quantity: 1 }],
    buyer: aBuyer(),
    shippingMethod: 'standard',
    paymentMethod: 'sandbox-card',
    expectedTotal: 142_800,
  });
  if (!placed.ok) throw new Error(placed.error.message);
  const pay = startPayment({
    ...h.deps,
    returnUrl: async () => 'http://tienda/pedido/FO-2026-000001/?firma=x',
  });
  return { ...h, order: placed.value.order, pay };
};

describe('paying with the sandbox card', () => {
  it('approves 4242 4242 4242 4242: the order is paid and its approval written for the mail', async () => {
    const h = await setUp();
    const paid = await h.pay({
      ip: '203.0.113.7',
      orderNumber: h.order.number,
      method: 'sandbox-card',
      instrument: { kind: 'card', token: '4242424242424242', installments: 1 },
    });
    expect(paid).toMatchObject({
      ok: true,
      value: {
        outcome: { status: 'approved' },
        order: { state: 'paid' },
        attempt: { state: 'approved', amount: 142_800 },
      },
    });
    expect(h.events.all().map((e) => e.type)).toEqual(['placed', 'payment-approved']);
    expect(
      await h.pay({
        ip: '203.0.113.7',
        orderNumber: h.order.number,
        method: 'sandbox-card',
        instrument: { kind: 'card', token: '4242424242424242', installments: 1 },
      }),
    ).toMatchObject({ ok: false, error: { kind: 'not-payable' } });
  });

  it('rejects 4000 0000 0000 0002 with a Spanish reason and lets the shopper try again', async () => {
    const h = await setUp();
    const declined = await h.pay({
      ip: '203.0.113.7',
      orderNumber: h.order.number,
      method: 'sandbox-card',
      instrument: { kind: 'card', token: '4000000000000002', installments: 1 },
    });
    expect(declined).toMatchObject({
      ok: true,
      value: {
        outcome: { status: 'rejected', message: expect.stringContaining('rechazó') },
        order: { state: 'pending_payment' },
      },
    });
    const retried = await h.pay({
      ip: '203.0.113.7',
      orderNumber: h.order.number,
      method: 'sandbox-card',
      instrument: { kind: 'card', token: '4242424242424242', installments: 1 },
    });
    expect(retried).toMatchObject({ ok: true, value: { order: { state: 'paid' } } });
    expect((await h.orders.findById(h.order.id))!.payments.map((p) => p.state)).toEqual(['rejected', 'approved']);
    expect(h.events.all().map((e) => e.type)).toEqual(['placed', 'payment-rejected', 'payment-approved']);
  });

  it("sends the gateway the order's figures and its signed page to return to", async () => {
    const h = await setUp();
    const gateway = sandboxCardGateway();
    const seen: Parameters<typeof gateway.charge>[0][] = [];
    const spied: CardGateway = {
      ...gateway,
      charge: (request, card) => (seen.push(request), gateway.charge(request, card)),
    };
    const pay = startPayment({
      ...h.deps,
      payments: gatewayRegistry([spied], { cashOnDelivery: true }),
      returnUrl: async (order) => `http://tienda/pedido/${order.number}/?firma=abc`,
    });
    await pay({
      ip: '203.0.113.7',
      orderNumber: h.order.number,
      method: 'sandbox-card',
      instrument: { kind: 'card', token: '4242424242424242', installments: 1 },
    });
    expect(seen).toMatchObject([
      { orderNumber: h.order.number, amount: 142_800, returnUrl: `http://tienda/pedido/${h.order.number}/?firma=abc` },
    ]);
  });

  it('refuses methods without a gateway and missing card data', async () => {
    const h = await setUp();
    const card = { kind: 'card', token: '4242424242424242', installments: 1 };
    expect(
      await h.pay({ ip: '203.0.113.7', orderNumber: h.order.number, method: 'nequi', instrument: card }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'payment-method-unavailable' },
    });
    expect(
      await h.pay({
        ip: '203.0.113.7',
        orderNumber: h.order.number,
        method: 'sandbox-card',
        instrument: { kind: 'card' },
      }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
    expect(
      await h.pay({ ip: '203.0.113.7', orderNumber: 'FO-2026-000099', method: 'sandbox-card', instrument: card }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'order-not-found' },
    });
  });
});
