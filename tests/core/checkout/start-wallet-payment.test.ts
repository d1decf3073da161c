import { describe, expect, it } from 'vitest';
import { paymentHarness, PREPAID_TOTAL } from './payment-harness';

const PHONE = { kind: 'wallet-push', phone: '+57 300 123 4567' };
const IP = '203.0.113.7';

describe('starting a Nequi payment', () => {
  it('sends a push to the phone: the attempt waits with the push, its expiry and reference recorded', async () => {
    const h = paymentHarness();
    h.nequi.script.expiresAt = new Date('2026-11-23T15:05:00Z');
    const order = await h.order();
    const started = await h.pay({ orderNumber: order.number, method: 'nequi', instrument: PHONE, ip: IP });
    expect(started).toMatchObject({
      ok: true,
      value: {
        outcome: { status: 'pending' },
        order: { state: 'pending_payment' },
        attempt: {
          method: 'nequi',
          provider: 'nequi',
          state: 'pending',
          amount: PREPAID_TOTAL,
          action: { kind: 'push', phone: '3001234567' },
          expiresAt: new Date('2026-11-23T15:05:00Z'),
          reference: expect.stringMatching(/^NEQUI-/),
          providerMessageId: expect.stringMatching(/^MSG-NEQUI-/),
        },
      },
    });
    expect(h.nequi.script.requests).toMatchObject([
      { orderNumber: order.number, amount: PREPAID_TOTAL, returnUrl: `http://tienda/pedido/${order.number}/?firma=x` },
    ]);
  });

  it('shows a QR to scan when the shopper chooses it', async () => {
    const h = paymentHarness();
    const order = await h.order();
    const started = await h.pay({
      orderNumber: order.number,
      method: 'nequi',
      instrument: { kind: 'wallet-qr' },
      ip: IP,
    });
    expect(started).toMatchObject({
      ok: true,
      value: { attempt: { state: 'pending', action: { kind: 'qr', data: expect.stringMatching(/^QR-/) } } },
    });
    expect(h.nequi.script.calls.map((c) => c.op)).toEqual(['qr']);
  });

  it('fails the attempt when Nequi cannot be reached, and leaves the order waiting for another try', async () => {
    const h = paymentHarness();
    h.nequi.script.starts = 'throws';
    const order = await h.order();
    const started = await h.pay({ orderNumber: order.number, method: 'nequi', instrument: PHONE, ip: IP });
    expect(started).toMatchObject({
      ok: true,
      value: {
        outcome: { status: 'failed', message: expect.stringContaining('elige otro medio de pago') },
        order: { state: 'pending_payment' },
        attempt: { state: 'failed', reason: 'gateway-unavailable' },
      },
    });
    expect(h.logged).toEqual(['payment start failed']);
    h.nequi.script.starts = 'pending';
    expect(await h.pay({ orderNumber: order.number, method: 'nequi', instrument: PHONE, ip: IP })).toMatchObject({
      ok: true,
      value: { attempt: { state: 'pending' } },
    });
  });

  it('fails a push Nequi answers with a reference another attempt holds (a reset sandbox), to be withdrawn, never a 500', async () => {
    const h = paymentHarness();
    const first = await h.push(await h.order());
    const { reference } = (await h.deps.attempts.find(first))!.attempt;
    h.nequi.script.reference = reference;
    h.nequi.script.expiresAt = new Date('2026-11-23T15:10:00Z');
    const order = await h.order();
    const started = await h.pay({ orderNumber: order.number, method: 'nequi', instrument: PHONE, ip: IP });
    expect(started).toMatchObject({
      ok: true,
      value: {
        outcome: {
          status: 'failed',
          message: expect.stringContaining('Inténtalo de nuevo o elige otro medio de pago'),
        },
        order: { state: 'pending_payment' },
        attempt: {
          state: 'failed',
          reason: 'gateway-unanswered',
          reference: null,
          providerMessageId: `MSG-${reference}`,
          action: { kind: 'push', phone: '3001234567' },
        },
      },
    });
    expect(h.logged).toEqual([expect.stringContaining(`with reference ${reference}, which attempt ${first}`)]);
    expect((await h.deps.attempts.findByReference('nequi', reference!))!.attempt.id).toBe(first);
  });

  it('refuses a card for Nequi without storing an attempt or calling anyone', async () => {
    const h = paymentHarness();
    const order = await h.order();
    const card = { kind: 'card', token: '4242424242424242', installments: 1 };
    expect(await h.pay({ orderNumber: order.number, method: 'nequi', instrument: card, ip: IP })).toEqual({
      ok: false,
      error: { kind: 'payment-method-unavailable', message: 'Ese medio de pago no está disponible para este pedido.' },
    });
    expect((await h.reread(order)).payments).toEqual([]);
    expect(h.nequi.script.calls).toEqual([]);
  });

  it('asks for a Colombian mobile in Spanish when the phone is not one', async () => {
    const h = paymentHarness();
    const order = await h.order();
    const landline = { kind: 'wallet-push', phone: '604 444 5555' };
    expect(await h.pay({ orderNumber: order.number, method: 'nequi', instrument: landline, ip: IP })).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-input',
        fields: { phone: 'Escribe un celular colombiano de 10 dígitos que empiece por 3 (ejemplo: 300 123 4567).' },
      },
    });
    expect((await h.reread(order)).payments).toEqual([]);
  });

  it('refuses a method that has no gateway configured, and an order that no longer waits', async () => {
    const h = paymentHarness();
    const order = await h.order();
    expect(
      await h.pay({ orderNumber: order.number, method: 'pse', instrument: { kind: 'bank-transfer' }, ip: IP }),
    ).toMatchObject({ ok: false, error: { kind: 'payment-method-unavailable' } });
    const card = { kind: 'card', token: '4242424242424242', installments: 1 };
    expect(await h.pay({ orderNumber: order.number, method: 'sandbox-card', instrument: card, ip: IP })).toMatchObject({
      ok: true,
      value: { order: { state: 'paid' }, attempt: { state: 'approved' } },
    });
    expect(await h.pay({ orderNumber: order.number, method: 'nequi', instrument: PHONE, ip: IP })).toMatchObject({
      ok: false,
      error: { kind: 'not-payable' },
    });
  });
});
