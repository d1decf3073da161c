import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRequest, startMercadoPago, type MercadoPagoHarness } from './harness';

// status() and describe(): the attempt's payments read back from the sandbox by the order's external_reference and our
// attempt id (refunds: refunds.test.ts).
let mp: MercadoPagoHarness;
beforeAll(async () => {
  mp = await startMercadoPago();
});
afterAll(() => mp.close());

describe('the status of a MercadoPago attempt', () => {
  it('searches the order payments newest first and stays pending with its checkout link while none was made', async () => {
    const { attempt, request } = await mp.opened();
    const before = mp.sent.length;
    expect(await mp.gateway.status(attempt)).toEqual({
      status: 'pending',
      reference: attempt.id,
      action: attempt.action,
      expiresAt: attempt.expiresAt,
    });
    // The order number is remembered from the preference: one call, the search.
    expect(mp.sent.slice(before).map((c) => [c.method, c.path])).toEqual([
      ['GET', `/v1/payments/search?external_reference=${request.orderNumber}&sort=date_created&criteria=desc`],
    ]);
    expect(mp.sent.at(-1)!.headers).toMatchObject({ authorization: expect.stringMatching(/^Bearer TEST-/) });
  });

  it('is approved with the amount and currency once the shopper pays', async () => {
    const { attempt, preference } = await mp.opened();
    mp.control.pay(preference, 'approved');
    expect(await mp.gateway.status(attempt)).toEqual({
      status: 'approved',
      reference: attempt.id,
      amount: 142_800,
      currency: 'COP',
    });
  });

  it('is rejected with the Spanish words of its status_detail, then approved when a second payment goes through', async () => {
    const { attempt, preference } = await mp.opened();
    mp.control.pay(preference, 'rejected');
    expect(await mp.gateway.status(attempt)).toEqual({
      status: 'rejected',
      reference: attempt.id,
      reason: 'rejected:cc_rejected_insufficient_amount',
      message: 'Tu tarjeta no tiene fondos suficientes. Puedes intentarlo de nuevo o elegir otro medio de pago.',
    });
    mp.control.pay(preference, 'approved');
    mp.control.pay(preference, 'rejected');
    expect(await mp.gateway.status(attempt)).toMatchObject({ status: 'approved' });
  });

  it('waits while the payment is in review, and keeps apart the payments of another attempt of the same order', async () => {
    const first = await mp.opened();
    const second = await mp.gateway.open({ ...aRequest(), orderNumber: first.request.orderNumber, attemptId: 'otro' });
    mp.control.pay(first.preference, 'pending');
    if (second.status !== 'pending') throw new Error('not opened');
    mp.control.pay(second.messageId!, 'approved');
    expect(await mp.gateway.status(first.attempt)).toMatchObject({ status: 'pending', action: first.attempt.action });
  });

  it('reads a preference it does not remember to learn its order, and fails when MercadoPago cannot be asked', async () => {
    const { attempt, preference, request } = await mp.opened();
    mp.control.pay(preference, 'approved');
    const before = mp.sent.length;
    expect(await mp.newGateway().status(attempt)).toMatchObject({ status: 'approved' });
    expect(mp.sent.slice(before).map((c) => c.path)).toEqual([
      `/checkout/preferences/${encodeURIComponent(preference)}`,
      `/v1/payments/search?external_reference=${request.orderNumber}&sort=date_created&criteria=desc`,
    ]);
    mp.control.fail({ kind: 'status', status: 503 });
    expect(await mp.gateway.status(attempt)).toEqual({
      status: 'failed',
      reason: 'gateway-unavailable',
      message:
        'No pudimos comunicarnos con Mercado Pago. Inténtalo de nuevo en unos minutos o elige otro medio de pago.',
    });
  });

  it('is reversed after a refund or a chargeback', async () => {
    const { attempt, preference } = await mp.opened();
    const paid = mp.control.pay(preference, 'approved');
    if (typeof paid === 'string') throw new Error(paid);
    mp.control.settle(String(paid.payment.id), 'charged_back');
    expect(await mp.gateway.status(attempt)).toEqual({ status: 'reversed', reference: attempt.id });
  });
});

describe('what MercadoPago holds about an attempt', () => {
  it('describes the attempt payments for operators', async () => {
    const { attempt, preference } = await mp.opened();
    const paid = mp.control.pay(preference, 'approved');
    if (typeof paid === 'string') throw new Error(paid);
    const facts = await mp.gateway.describe!(attempt);
    expect(facts).toContainEqual(['Preference', preference]);
    expect(facts).toContainEqual([
      `Payment ${paid.payment.id}`,
      expect.stringContaining('approved (accredited), $ 142.800 COP, visa credit_card'),
    ]);
  });
});

describe('withdrawing a MercadoPago attempt', () => {
  it('closes its checkout: the preference expires now, so the page takes no payment for it', async () => {
    const { attempt, preference, request } = await mp.opened();
    await mp.gateway.cancel!(attempt);
    expect(mp.sent.at(-1)).toMatchObject({
      method: 'PUT',
      path: `/checkout/preferences/${encodeURIComponent(preference)}`,
      body: { expires: true, expiration_date_to: '2026-11-22T10:00:00.000-05:00' },
    });
    expect(mp.control.pay(preference, 'approved')).toBe('expired');
    expect(mp.control.payments(request.orderNumber)).toEqual([]);
    mp.control.fail({ kind: 'status', status: 500 });
    await expect(mp.gateway.cancel!(attempt)).rejects.toThrow(/did not close preference/);
  });
});
