import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_METHODS } from '../../../../adapters/epayco/sdk';
import { expectSameAnswer, FORMAT, startPair, type Pair } from './pair';
import { LOOKUP_IDS, RESTPAGOS_IDS, restpagosPayment } from './restpagos-fixtures';

// Cash at the six networks and SafetyPay (both SDKs on Apify's path, as epayco-sdk-node 1.4.4 posts it).
let pair: Pair;
beforeAll(async () => {
  pair = await startPair();
});
afterAll(() => pair.env.close());

/** A day 20 days ahead in Bogotá: ePayco takes an end_date from today to 30 days ahead. */
const END_DATE = new Date(Date.now() - 5 * 3_600_000 + 20 * 86_400_000).toISOString().slice(0, 10);

const VOUCHER_IDS = {
  ...RESTPAGOS_IDS,
  pin: /^\d{8}$/,
  text_response: /^Paga en .+ con el PIN \d{8} antes de \d{4}-\d{2}-\d{2} 23:59:59$/,
};

describe('cash', () => {
  it.each(CASH_METHODS)('creates a %s voucher alike and reads each back alike', async (method) => {
    const voucher = (invoice: string) => ({ ...restpagosPayment(pair.env.merchant, invoice), end_date: END_DATE });
    const ours = await pair.ours.cash.create(method, voucher(`FOR-${method}`));
    const official = await pair.official.cash.create(method, voucher(`FOR-${method}`));
    expectSameAnswer(ours, official, VOUCHER_IDS);
    expect(ours).toMatchObject({
      success: true,
      title_response: 'Transacción generada',
      data: {
        factura: `FOR-${method}`,
        valor: 129900,
        estado: 'Pendiente',
        cod_respuesta: 3,
        fechaexpiracion: `${END_DATE} 23:59:59`,
      },
    });
    const refs = [ours, official].map((a) => String((a.data as { ref_payco: string }).ref_payco));
    for (const ref of refs) {
      const [mine, theirs] = await Promise.all([pair.ours.cash.get(ref), pair.official.cash.get(ref)]);
      expectSameAnswer(mine, theirs);
      expect(mine.data).toMatchObject({ x_ref_payco: ref, x_response: 'Pendiente', x_amount: '129900' });
    }
    const [mine, theirs] = await Promise.all([pair.ours.cash.get(refs[0]), pair.official.cash.get(refs[1])]);
    expectSameAnswer(mine, theirs, { ...LOOKUP_IDS, pin: VOUCHER_IDS.pin });
  });

  it('refuses a network it does not know alike, before any call (error 109)', async () => {
    const input = { ...restpagosPayment(pair.env.merchant, 'FOR-X'), end_date: END_DATE };
    const theirs = (() => {
      try {
        void pair.official.cash.create('bitcoin', input);
        return null;
      } catch (e) {
        return e as Error;
      }
    })();
    // The official SDK throws at once; ours rejects its promise with the same catalogue message.
    await expect(pair.ours.cash.create('bitcoin' as never, input)).rejects.toThrow(theirs?.message ?? 'no error');
  });
});

describe('SafetyPay', () => {
  it('creates a payment alike, with the page to send the shopper to', async () => {
    const payment = (invoice: string) => ({
      cash: '1',
      end_date: '2031-01-20',
      ...restpagosPayment(pair.env.merchant, invoice),
    });
    const ours = await pair.ours.safetypay.create(payment('FOR-SP'));
    const official = await pair.official.safetypay.create(payment('FOR-SP'));
    expectSameAnswer(ours, official, {
      refPayco: FORMAT.ref,
      transactionId: FORMAT.digits,
      urlPayment: new RegExp(`^${pair.env.origin}/sandbox/epayco/safetypay/\\?ref=\\d+$`),
    });
    expect(ours).toMatchObject({
      success: true,
      titleResponse: 'Transacción creada',
      data: { invoice: 'FOR-SP', status: 'Pendiente', value: 129900, codResponse: 3 },
    });
  });
});
