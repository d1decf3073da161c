import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outcomeOfRefund } from '../../../adapters/mercadopago/refunds';
import { MERCADOPAGO_SANDBOX_CREDENTIALS } from '../../../adapters/mercadopago/sandbox';
import { pesos } from '../../../core/shared/money';
import { startMercadoPago, type MercadoPagoHarness } from './harness';

// The store's MercadoPago client refunding against the sandbox on loopback: the exact requests it sends, and what the
// payment becomes at MercadoPago.
let mp: MercadoPagoHarness;
beforeAll(async () => {
  mp = await startMercadoPago();
});
afterAll(() => mp.close());

/** An attempt the shopper paid on MercadoPago's page, with its payment's id there. */
const paidAttempt = async () => {
  const { attempt, preference } = await mp.opened();
  const paid = mp.control.pay(preference, 'approved');
  if (typeof paid === 'string') throw new Error(paid);
  return { attempt, paymentId: String(paid.payment.id), total: paid.payment.amount };
};
const paymentAt = (id: string) => mp.control.payment(id)!.payment;

describe('refunding a MercadoPago payment', () => {
  it('refunds a part with its amount under the refund id as idempotency key; the payment stays approved', async () => {
    const { attempt, paymentId, total } = await paidAttempt();
    const outcome = await mp.gateway.refund!(attempt, { amount: pesos(40_000), refundId: 'devolucion-1' });
    expect(mp.sent.at(-1)).toEqual({
      method: 'POST',
      path: `/v1/payments/${paymentId}/refunds`,
      headers: {
        'authorization': `Bearer ${MERCADOPAGO_SANDBOX_CREDENTIALS.accessToken}`,
        'accept': 'application/json',
        'content-type': 'application/json',
        'x-idempotency-key': 'devolucion-1',
      },
      body: { amount: 40_000 },
    });
    const refund = paymentAt(paymentId).refunds[0];
    expect(outcome).toEqual({ status: 'refunded', reference: String(refund.id), amount: 40_000 });
    expect(paymentAt(paymentId)).toMatchObject({ status: 'approved', statusDetail: 'partially_refunded' });
    // Still paid for the store: what is left was not given back.
    expect(await mp.gateway.status(attempt)).toMatchObject({ status: 'approved', amount: total });
    // Operators read what was given back (`fornido payments show`).
    expect(await mp.gateway.describe!(attempt)).toContainEqual([
      `Payment ${paymentId}`,
      expect.stringContaining('approved (partially_refunded), $ 142.800 COP, refunded $ 40.000, visa'),
    ]);
    expect(await mp.gateway.refundStatus!(attempt, String(refund.id))).toEqual(outcome);
    expect(mp.sent.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/payments/${paymentId}/refunds/${refund.id}`,
      body: null,
    });
  });

  it('refunds the whole payment without an amount, as MercadoPago takes a total refund; the payment becomes refunded', async () => {
    const { attempt, paymentId, total } = await paidAttempt();
    const outcome = await mp.gateway.refund!(attempt, {
      amount: pesos(total),
      refundId: `fornido-reembolso-${attempt.id}`,
    });
    expect(mp.sent.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/payments/${paymentId}/refunds`,
      headers: { 'x-idempotency-key': `fornido-reembolso-${attempt.id}` },
      body: {},
    });
    expect(outcome).toMatchObject({ status: 'refunded', amount: total });
    expect(paymentAt(paymentId)).toMatchObject({ status: 'refunded', statusDetail: 'refunded' });
    expect(await mp.gateway.status(attempt)).toMatchObject({ status: 'reversed' });
  });

  it('is refused, with MercadoPago’s cause, for more than is left, and nothing moves', async () => {
    const { attempt, paymentId } = await paidAttempt();
    await mp.gateway.refund!(attempt, { amount: pesos(100_000), refundId: 'devolucion-a' });
    expect(await mp.gateway.refund!(attempt, { amount: pesos(50_000), refundId: 'devolucion-b' })).toEqual({
      status: 'refused',
      code: 'refund_amount_exceeds',
      message: `The refund amount exceeds the available balance (refund of payment ${paymentId})`,
    });
    expect(mp.sent.at(-1)).toMatchObject({
      body: { amount: 50_000 },
      headers: { 'x-idempotency-key': 'devolucion-b' },
    });
    expect(paymentAt(paymentId)).toMatchObject({ status: 'approved', statusDetail: 'partially_refunded' });
    expect(paymentAt(paymentId).refunds.map((r) => r.amount)).toEqual([100_000]);
  });

  it('refunds once when the same refund is asked twice (a retry, a double click): the second answer is the first', async () => {
    const { attempt, paymentId } = await paidAttempt();
    const request = { amount: pesos(12_800), refundId: 'devolucion-doble' };
    const first = await mp.gateway.refund!(attempt, request);
    const again = await mp.gateway.refund!(attempt, request);
    expect(again).toEqual(first);
    expect(mp.sent.at(-1)).toMatchObject({
      body: { amount: 12_800 },
      headers: { 'x-idempotency-key': 'devolucion-doble' },
    });
    expect(paymentAt(paymentId).refunds.map((r) => r.amount)).toEqual([12_800]);
    // A whole refund retried after the payment became refunded is the same refund too.
    const whole = { amount: pesos(142_800), refundId: 'devolucion-total' };
    const other = await paidAttempt();
    const made = await mp.gateway.refund!(other.attempt, whole);
    expect(await mp.gateway.refund!(other.attempt, whole)).toEqual(made);
    expect(paymentAt(other.paymentId).refunds).toHaveLength(1);
  });

  it('refunds what is left of a payment partly refunded at MercadoPago when the store gives all of it back', async () => {
    const { attempt, paymentId, total } = await paidAttempt();
    const part = await fetch(`${mp.apiUrl}/v1/payments/${paymentId}/refunds`, {
      method: 'POST',
      headers: {
        'Authorization': `Bearer ${MERCADOPAGO_SANDBOX_CREDENTIALS.accessToken}`,
        'X-Idempotency-Key': 'fuera',
      },
      body: JSON.stringify({ amount: 10_000 }),
    });
    expect(part.status).toBe(201);
    expect(await mp.gateway.refund!(attempt, { amount: pesos(total), refundId: 'todo' })).toMatchObject({
      status: 'refunded',
      amount: total - 10_000,
    });
    expect(paymentAt(paymentId).refunds.map((r) => r.amount)).toEqual([10_000, total - 10_000]);
  });

  it('says what it may refund, refuses an attempt with no approved payment, and throws when MercadoPago does not answer', async () => {
    expect(mp.gateway.refundTerms).toEqual({ partial: true, withinDays: 180 });
    const { attempt, preference } = await mp.opened();
    const request = { amount: pesos(1_000), refundId: 'sin-pago' };
    expect(await mp.gateway.refund!(attempt, request)).toEqual({
      status: 'refused',
      code: 'no-approved-payment',
      message: 'MercadoPago holds no approved payment for it.',
    });
    const paid = mp.control.pay(preference, 'approved');
    if (typeof paid === 'string') throw new Error(paid);
    mp.control.fail({ kind: 'status', status: 500, on: '/refunds' });
    await expect(mp.gateway.refund!(attempt, request)).rejects.toThrow(/did not answer the refund/);
    mp.control.fail({ kind: 'drop', on: '/search' });
    await expect(mp.gateway.refund!(attempt, request)).rejects.toThrow(/could not be asked/);
    expect(paymentAt(String(paid.payment.id))).toMatchObject({ status: 'approved', refunds: [] });
  });
});

describe("a MercadoPago refund's status in the store's words", () => {
  const asked = { amount: pesos(5_000), refundId: 'r' };
  const refund = (status: string, amount: number | null = 5_000) => ({ id: '77', status, amount });
  it('is made when approved, on its way while in process or unknown, refused when rejected or cancelled', () => {
    expect(outcomeOfRefund(refund('approved'), asked)).toEqual({ status: 'refunded', reference: '77', amount: 5_000 });
    expect(outcomeOfRefund(refund('in_process'), asked)).toEqual({ status: 'pending', reference: '77', amount: 5_000 });
    expect(outcomeOfRefund(refund('otro_estado'), asked)).toMatchObject({ status: 'pending' });
    expect(outcomeOfRefund(refund('rejected'), asked)).toEqual({
      status: 'refused',
      code: 'refund-rejected',
      message: 'MercadoPago rejected refund 77.',
    });
    expect(outcomeOfRefund(refund('cancelled'), asked)).toMatchObject({ status: 'refused', code: 'refund-cancelled' });
    // An amount it does not tell is the one asked.
    expect(outcomeOfRefund(refund('approved', null), asked)).toMatchObject({ amount: 5_000 });
  });
});
