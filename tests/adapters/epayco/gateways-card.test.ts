import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epaycoConfirmations } from '../../../adapters/epayco/confirmation';
import { EPAYCO_SANDBOX_CREDENTIALS, EPAYCO_TEST_CARDS } from '../../../adapters/epayco/sandbox';
import { cardDigits, testCardsHint } from '../../../core/payments/sandbox-card';
import { aRequest, attemptFrom, startGateways, type GatewayHarness } from './gateway-harness';

let h: GatewayHarness;
beforeAll(async () => {
  h = await startGateways();
});
afterAll(() => h.env.close());

/** A card tokenized as ePayco.js does in the browser, through our SDK. */
const tokenOf = async (number: string) => {
  const answer = await h.sdk.token.create({
    'card[number]': number,
    'card[exp_year]': '2030',
    'card[exp_month]': '12',
    'card[cvc]': '123',
  });
  if (!answer.success) throw new Error(`not tokenized: ${JSON.stringify(answer)}`);
  return answer.data.id;
};
const REJECTED = 'El banco rechazó la tarjeta. Puedes intentarlo de nuevo o elegir otro medio de pago.';

describe('ePayco card gateway against the sandbox', () => {
  it('names itself: epayco, card, in the sandbox, with its tokenizer', () => {
    expect(h.card).toMatchObject({
      provider: 'epayco',
      method: 'card',
      kind: 'card',
      sandbox: true,
      tokenizer: { provider: 'epayco', key: EPAYCO_SANDBOX_CREDENTIALS.publicKey },
    });
    expect(h.gateways.map((g) => g.method)).toEqual(['card', 'pse', 'cash', 'safetypay']);
  });

  it('approves the card its hint says approves, and rejects the one it says is rejected', async () => {
    const cards = h.card.testCards!;
    expect(testCardsHint(cards)).toBe(
      'la tarjeta 4575 6231 8229 0326 aprueba el pago y la 4151 6115 2758 3283 lo rechaza',
    );
    // As the shopper types them, spaces and all: the browser's tokenizer takes the digits.
    const charge = async (typed: string) =>
      (await h.card.charge(aRequest(), { token: await tokenOf(cardDigits(typed)), installments: 1 })).status;
    expect(await charge(cards.approved)).toBe('approved');
    expect(await charge(cards.declined)).toBe('rejected');
  });

  it('tokenizes each test card', async () => {
    for (const number of Object.values(EPAYCO_TEST_CARDS)) expect(await tokenOf(number)).toMatch(/^\w{10,}$/);
  });

  it('charges the approved card: approved with the amount in pesos and COP, sent as the request has it', async () => {
    const request = aRequest();
    const outcome = await h.card.charge(request, { token: await tokenOf(EPAYCO_TEST_CARDS.approved), installments: 6 });
    expect(outcome).toEqual({ status: 'approved', reference: expect.any(String), amount: 142_800, currency: 'COP' });
    const reference = outcome.status === 'approved' ? outcome.reference : '';
    const tx = h.env.sandbox.control.transaction(reference)!;
    expect(tx).toMatchObject({
      method: 'card',
      invoice: request.orderNumber,
      value: '142800',
      tax: '20733',
      taxBase: '109167',
      currency: 'COP',
      dues: '6',
      ip: '190.25.11.4',
      urlConfirmation: `${h.env.merchant}/confirmacion`,
      confirmationMethod: 'POST',
      customer: { doc_type: 'CC', doc_number: '1020304050', name: 'Camila', last_name: 'Rojas' },
      // Our attempt and order ride in the charge's nested extras, echoed back as x_extra1 and x_extra2.
      extras: { extra1: request.attemptId, extra2: request.orderNumber },
    });
    // The status read back later agrees.
    expect(await h.card.status(attemptFrom(outcome, 'card'))).toEqual(outcome);
  });

  it('sends a confirmation our reader takes as genuine', async () => {
    const request = aRequest();
    const outcome = await h.card.charge(request, { token: await tokenOf(EPAYCO_TEST_CARDS.approved), installments: 1 });
    await h.env.sandbox.control.idle();
    const reference = outcome.status === 'approved' ? outcome.reference : '';
    const sent = h.env.received.find((r) => r.body.x_ref_payco === reference)!;
    expect(sent.body).toMatchObject({
      x_id_invoice: request.orderNumber,
      x_amount: '142800',
      x_cod_transaction_state: '1',
    });
    const reader = epaycoConfirmations(EPAYCO_SANDBOX_CREDENTIALS);
    const notification = { headers: {}, query: {}, body: new URLSearchParams(sent.body).toString() };
    expect(await reader.read(notification)).toEqual({ verdict: 'valid', reference });
  });

  it('charges the rejected card: rejected with a Spanish message, the order left to pay another way', async () => {
    const outcome = await h.card.charge(aRequest(), {
      token: await tokenOf(EPAYCO_TEST_CARDS.rejected),
      installments: 1,
    });
    expect(outcome).toEqual({
      status: 'rejected',
      reference: expect.any(String),
      reason: 'declined',
      message: REJECTED,
    });
    expect(await h.card.status(attemptFrom(outcome, 'card'))).toEqual(outcome);
  });

  it('charges the failing card: rejected as failed', async () => {
    const outcome = await h.card.charge(aRequest(), {
      token: await tokenOf(EPAYCO_TEST_CARDS.failed),
      installments: 1,
    });
    expect(outcome).toMatchObject({ status: 'rejected', reason: 'failed', message: REJECTED });
  });

  it('leaves the pending card pending until the sandbox settles it, then reads it approved', async () => {
    const outcome = await h.card.charge(aRequest(), {
      token: await tokenOf(EPAYCO_TEST_CARDS.pending),
      installments: 1,
    });
    expect(outcome).toEqual({ status: 'pending', reference: expect.any(String), action: null, expiresAt: null });
    const attempt = attemptFrom(outcome, 'card');
    expect(await h.card.status(attempt)).toEqual(outcome);
    h.env.sandbox.control.settle(attempt.reference!, 1);
    expect(await h.card.status(attempt)).toEqual({
      status: 'approved',
      reference: attempt.reference,
      amount: 142_800,
      currency: 'COP',
    });
    // A reversal made on ePayco's side is read as such.
    h.env.sandbox.control.settle(attempt.reference!, 6);
    expect(await h.card.status(attempt)).toEqual({ status: 'reversed', reference: attempt.reference });
  });

  it('refuses a token ePayco never made, charging nothing', async () => {
    const before = h.env.sandbox.control.transactions().length;
    const outcome = await h.card.charge(aRequest(), { token: 'token-inventado', installments: 1 });
    expect(outcome).toMatchObject({
      status: 'rejected',
      reference: null,
      reason: 'card-token-refused',
      message: expect.stringContaining('tarjeta'),
    });
    expect(h.env.sandbox.control.transactions()).toHaveLength(before);
  });

  it('has no status for an attempt without a reference, and fails on a reference ePayco does not know', async () => {
    const outcome = { status: 'pending', reference: 'x', action: null, expiresAt: null } as const;
    expect(await h.card.status(attemptFrom(outcome, 'card', { reference: null }))).toMatchObject({
      status: 'failed',
      reason: 'no-reference',
    });
    expect(await h.card.status(attemptFrom(outcome, 'card', { reference: '999999999' }))).toMatchObject({
      status: 'failed',
    });
  });
});
