import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EPAYCO_TEST_CARDS } from '../../../adapters/epayco/sandbox';
import type { PaymentAttempt } from '../../../core/payments/attempt';
import { pesos } from '../../../core/shared/money';
import { aRequest, attemptFrom, deadOrigin, epaycoOver, startGateways, type GatewayHarness } from './gateway-harness';

// ePayco's card refunds (reversals) through our SDK against the sandbox on loopback: the exact Apify request, and what
// the transaction becomes at ePayco. The call itself is *unconfirmed* (adapters/epayco/sdk/refunds.ts).
let h: GatewayHarness;
beforeAll(async () => {
  h = await startGateways();
});
afterAll(() => h.env.close());

/** A card payment of $ 142.800 ePayco approved, as the store recorded its attempt. */
const paidByCard = async (): Promise<PaymentAttempt> => {
  const token = await h.sdk.token.create({
    'card[number]': EPAYCO_TEST_CARDS.approved,
    'card[exp_year]': '2030',
    'card[exp_month]': '12',
    'card[cvc]': '123',
  });
  if (!token.success) throw new Error('not tokenized');
  const outcome = await h.card.charge(aRequest(), { token: token.data.id, installments: 1 });
  return attemptFrom(outcome, 'card', { state: 'approved' });
};
const transaction = (attempt: PaymentAttempt) => h.env.sandbox.control.transaction(attempt.reference!)!;

describe('refunding an ePayco card payment', () => {
  it('says cards refund whole or in part, and PSE, cash and SafetyPay have no refund API', () => {
    expect(h.card.refundTerms).toEqual({ partial: true, withinDays: null });
    for (const gateway of [h.pse, h.cash, h.safetypay]) expect('refund' in gateway).toBe(false);
  });

  it('refunds a part on Apify, keyed by refPayco with our refund id as invoice; the payment stays accepted', async () => {
    const attempt = await paidByCard();
    const outcome = await h.card.refund!(attempt, { amount: pesos(42_800), refundId: 'devolucion-1' });
    const call = h.sent.at(-1)!;
    expect(call.path).toBe('/sandbox/epayco/apify/transaction/reverse');
    expect(call.headers).toMatchObject({
      'content-type': 'application/json',
      'type': 'sdk-jwt',
      'lang': 'NODE',
      'authorization': expect.stringMatching(/^Bearer \S+$/),
    });
    expect(call.body).toEqual({
      refPayco: attempt.reference,
      value: '42800',
      invoice: 'devolucion-1',
      description: 'Devolución devolucion-1',
      extras_epayco: { extra5: 'P44' },
    });
    const [refund] = transaction(attempt).refunds!;
    expect(outcome).toEqual({ status: 'refunded', reference: String(refund.id), amount: 42_800 });
    expect(transaction(attempt)).toMatchObject({ state: 1, refunds: [{ invoice: 'devolucion-1', value: 42_800 }] });
    expect(await h.card.status(attempt)).toMatchObject({ status: 'approved' });
  });

  it('reverses the payment (state 6) once all of it is given back, and says so in its confirmation', async () => {
    const attempt = await paidByCard();
    await h.card.refund!(attempt, { amount: pesos(100_000), refundId: 'parte' });
    expect(await h.card.refund!(attempt, { amount: pesos(42_800), refundId: 'resto' })).toMatchObject({
      status: 'refunded',
      amount: 42_800,
    });
    expect(h.sent.at(-1)!.body).toMatchObject({ value: '42800', invoice: 'resto' });
    expect(transaction(attempt).state).toBe(6);
    expect(await h.card.status(attempt)).toEqual({ status: 'reversed', reference: attempt.reference });
    await h.env.sandbox.control.idle();
    const confirmed = h.env.received.filter((r) => r.body.x_ref_payco === attempt.reference);
    expect(confirmed.map((r) => r.body.x_cod_transaction_state)).toEqual(['1', '6']);
  });

  it('is refused, with the reason, for more than is left, and nothing moves', async () => {
    const attempt = await paidByCard();
    await h.card.refund!(attempt, { amount: pesos(100_000), refundId: 'primera' });
    expect(await h.card.refund!(attempt, { amount: pesos(50_000), refundId: 'segunda' })).toEqual({
      status: 'refused',
      code: 'E005',
      message: 'El valor a reversar supera el saldo de la transacción',
    });
    expect(transaction(attempt)).toMatchObject({ state: 1, refunds: [{ value: 100_000 }] });
  });

  it('refunds once when the same refund is asked twice: the second answer is the first', async () => {
    const attempt = await paidByCard();
    const request = { amount: pesos(142_800), refundId: `fornido-reembolso-${attempt.id}` };
    const first = await h.card.refund!(attempt, request);
    expect(await h.card.refund!(attempt, request)).toEqual(first);
    expect(transaction(attempt).refunds).toHaveLength(1);
    expect(transaction(attempt).state).toBe(6);
  });

  it('throws when ePayco cannot be asked, or the attempt has no ePayco reference', async () => {
    const attempt = await paidByCard();
    const request = { amount: pesos(1_000), refundId: 'sin-respuesta' };
    await expect(h.card.refund!({ ...attempt, reference: null }, request)).rejects.toThrow(/no ePayco reference/);
    const away = epaycoOver(await deadOrigin(), `${h.env.merchant}/confirmacion`);
    await expect(away.card.refund!(attempt, request)).rejects.toThrow();
    expect(transaction(attempt).refunds ?? []).toEqual([]);
  });
});
