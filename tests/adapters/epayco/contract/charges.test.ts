import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EPAYCO_TEST_CARDS } from '../../../../adapters/epayco/sandbox';
import { buyer } from '../sandbox/harness';
import { expectSameAnswer, FORMAT, startPair, type Pair } from './pair';

// Card charges: each SDK charges its own token with the same data, then both read each charge back.
let pair: Pair;
beforeAll(async () => {
  pair = await startPair();
});
afterAll(() => pair.env.close());

const tokenize = async (number: string) =>
  String(
    (
      await pair.ours.token.create({
        'card[number]': number,
        'card[exp_year]': '2031',
        'card[exp_month]': '12',
        'card[cvc]': '123',
      })
    ).id,
  );
const charge = (token: string, bill: string) => ({
  token_card: token,
  customer_id: '',
  ...buyer,
  bill,
  description: 'Creatina 300 g',
  value: '116000',
  tax: '16000',
  tax_base: '100000',
  currency: 'COP',
  dues: '1',
  url_response: `${pair.env.merchant}/respuesta`,
  url_confirmation: `${pair.env.merchant}/confirmacion`,
  method_confirmation: 'POST',
  extras: { extra1: 'pedido-1' },
});
/** What the sandbox makes up for each payment: its references, ids, authorization (approved only) and dates. */
const PAYMENT_IDS = {
  ref_payco: FORMAT.ref,
  transactionID: FORMAT.digits,
  recibo: FORMAT.digits,
  autorizacion: /^(\d{6})$/,
  fecha: FORMAT.datetime,
};
const LOOKUP_IDS = {
  ...PAYMENT_IDS,
  x_ref_payco: FORMAT.ref,
  x_transaction_id: FORMAT.digits,
  x_approval_code: /^\d{6}$/,
  x_signature: /^[0-9a-f]{64}$/,
  x_fecha_transaccion: FORMAT.datetime,
  x_transaction_date: FORMAT.datetime,
  text_response: /^Transacción \d+: (Aceptada|Rechazada|Pendiente)$/,
};

describe('charge create and get', () => {
  it.each([
    ['approved', EPAYCO_TEST_CARDS.approved, 'Aceptada', 1],
    ['rejected', EPAYCO_TEST_CARDS.rejected, 'Rechazada', 2],
    ['pending', EPAYCO_TEST_CARDS.pending, 'Pendiente', 3],
  ] as const)('charges the %s card alike and reads it back alike', async (_, number, estado, code) => {
    const ours = await pair.ours.charge.create(charge(await tokenize(number), `OR-${code}`));
    const official = await pair.official.charge.create(charge(await tokenize(number), `OR-${code}`));
    expectSameAnswer(ours, official, PAYMENT_IDS);
    expect(ours).toMatchObject({
      success: true,
      type: 'Create payment',
      object: 'payment',
      data: { estado, cod_respuesta: code, valor: 116000, factura: `OR-${code}`, moneda: 'COP' },
    });
    const refs = [ours, official].map((a) => String((a.data as { ref_payco: string }).ref_payco));
    expect(refs[0]).not.toBe(refs[1]);

    for (const ref of refs) {
      // One charge read by both SDKs: the same answer, field for field.
      const [mine, theirs] = await Promise.all([pair.ours.charge.get(ref), pair.official.charge.get(ref)]);
      expectSameAnswer(mine, theirs);
      expect(mine.data).toMatchObject({ x_ref_payco: ref, estado, x_cod_transaction_state: String(code) });
    }
    // And the two charges read back alike, but for their made-up ids.
    const [mine, theirs] = await Promise.all([pair.ours.charge.get(refs[0]), pair.official.charge.get(refs[1])]);
    expectSameAnswer(mine, theirs, LOOKUP_IDS);
  });

  it('refuses an unknown token alike', async () => {
    const ours = await pair.ours.charge.create(charge('nope', 'OR-9'));
    const official = await pair.official.charge.create(charge('nope', 'OR-9'));
    expectSameAnswer(ours, official);
    expect(ours).toMatchObject({ success: false, message: 'El token de la tarjeta no existe' });
  });
});
