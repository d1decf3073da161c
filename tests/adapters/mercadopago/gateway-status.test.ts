import { MERCADOPAGO_SANDBOX_CREDENTIALS } from '../../../adapters/mercadopago/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRequest, startMercadoPago, type MercadoPagoHarness } from './harness';

// status(), reverse() and describe(): the attempt's payments read back from the sandbox by the order's
// external_reference and our attempt id, and the refund.
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

describe('refunding a MercadoPago payment', () => {
  it('reads a payment partly refunded at MercadoPago as still paid, and refunds the rest when the store reverses it', async () => {
    const { attempt, preference } = await mp.opened();
    const paid = mp.control.pay(preference, 'approved');
    if (typeof paid === 'string') throw new Error(paid);
    const id = String(paid.payment.id);
    const part = await fetch(`${mp.apiUrl}/v1/payments/${id}/refunds`, {
      method: 'POST',
      headers: {
        'Authorization': `Bearer ${MERCADOPAGO_SANDBOX_CREDENTIALS.accessToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ amount: 10_000 }),
    });
    expect(part.status).toBe(201);
    expect(await mp.gateway.status(attempt)).toMatchObject({ status: 'approved', amount: paid.payment.amount });
    expect(await mp.gateway.reverse!(attempt)).toEqual({ reversed: true });
    const refunds = mp.control.payment(id)!.payment.refunds.map((r) => r.amount);
    expect(refunds).toEqual([10_000, paid.payment.amount - 10_000]);
    expect(await mp.gateway.status(attempt)).toMatchObject({ status: 'reversed' });
  });

  it('refunds the approved payment in full with a stable idempotency key, once', async () => {
    const { attempt, preference } = await mp.opened();
    const paid = mp.control.pay(preference, 'approved');
    if (typeof paid === 'string') throw new Error(paid);
    expect(await mp.gateway.reverse!(attempt)).toEqual({ reversed: true });
    const refund = mp.sent.at(-1)!;
    expect(refund).toMatchObject({
      method: 'POST',
      path: `/v1/payments/${paid.payment.id}/refunds`,
      headers: { 'x-idempotency-key': `fornido-reembolso-${attempt.id}` },
      body: {},
    });
    expect(mp.control.payment(String(paid.payment.id))?.payment).toMatchObject({ status: 'refunded' });
    expect(await mp.gateway.status(attempt)).toMatchObject({ status: 'reversed' });
    // Asked again (its first answer lost): no second refund is made.
    expect(await mp.gateway.reverse!(attempt)).toEqual({ reversed: true });
    expect(mp.control.payment(String(paid.payment.id))?.payment.refunds).toHaveLength(1);
  });

  it('answers MercadoPago refusal in plain English, and throws when MercadoPago does not answer', async () => {
    const { attempt, preference } = await mp.opened();
    expect(await mp.gateway.reverse!(attempt)).toEqual({
      reversed: false,
      code: 'no-approved-payment',
      message: 'MercadoPago holds no approved payment for it.',
    });
    const paid = mp.control.pay(preference, 'approved');
    if (typeof paid === 'string') throw new Error(paid);
    mp.control.fail({ kind: 'status', status: 400, on: '/refunds' });
    expect(await mp.gateway.reverse!(attempt)).toEqual({
      reversed: false,
      code: 'bad_request',
      message: `bad_request (payment ${paid.payment.id})`,
    });
    mp.control.fail({ kind: 'status', status: 500, on: '/refunds' });
    await expect(mp.gateway.reverse!(attempt)).rejects.toThrow(/did not answer the refund/);
    mp.control.fail({ kind: 'drop', on: '/search' });
    await expect(mp.gateway.reverse!(attempt)).rejects.toThrow(/could not be asked/);
    expect(mp.control.payment(String(paid.payment.id))?.payment.status).toBe('approved');
  });

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
