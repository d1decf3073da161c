import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSameAnswer, startPair, type Pair } from './pair';
import { LOOKUP_IDS, RESTPAGOS_IDS, restpagosPayment } from './restpagos-fixtures';

// PSE: our SDK and the official one encrypt alike, so the sandbox opens both debits and answers them the same.
let pair: Pair;
beforeAll(async () => {
  pair = await startPair();
});
afterAll(() => pair.env.close());

describe('PSE', () => {
  it('lists the same banks', async () => {
    const [ours, official] = await Promise.all([pair.ours.pse.banks(), pair.official.bank.getBanks()]);
    expectSameAnswer(ours, official);
    expect(ours).toMatchObject({ success: true, title_response: 'Bancos' });
    expect(ours.data).toContainEqual({ bankCode: '1022', bankName: 'BANCO UNION COLOMBIANO' });
    expect(ours.data).toEqual((official.data as unknown[]).map((b) => ({ ...(b as object) })));
  });

  it('creates a debit alike and reads each back alike by its transactionID', async () => {
    const ours = await pair.ours.pse.create({ bank: '1022', ...restpagosPayment(pair.env.merchant, 'FOR-PSE-1') });
    const official = await pair.official.bank.create({
      bank: '1022',
      ...restpagosPayment(pair.env.merchant, 'FOR-PSE-1'),
    });
    const urlbanco = new RegExp(`^${pair.env.origin}/sandbox/pse/\\?ref=\\d+$`);
    expectSameAnswer(ours, official, { ...RESTPAGOS_IDS, urlbanco });
    expect(ours).toMatchObject({
      success: true,
      title_response: 'Transacción creada',
      data: {
        factura: 'FOR-PSE-1',
        valor: 129900,
        estado: 'Pendiente',
        cod_respuesta: 3,
        franquicia: 'PSE',
        banco: 'BANCO UNION COLOMBIANO',
        extras: { extra1: 'pedido-7' },
      },
    });
    const transactions = [ours, official].map((a) => String((a.data as { transactionID: string }).transactionID));
    for (const id of transactions) {
      const [mine, theirs] = await Promise.all([pair.ours.pse.get(id), pair.official.bank.get(id)]);
      expectSameAnswer(mine, theirs);
      expect(mine).toMatchObject({ success: true, data: { transactionID: id, estado: 'Pendiente' } });
    }
    const [mine, theirs] = await Promise.all(
      transactions.map((id, i) => (i === 0 ? pair.ours.pse.get(id) : pair.official.bank.get(id))),
    );
    expectSameAnswer(mine, theirs, { ...LOOKUP_IDS, urlbanco });
  });

  it('lists what is missing alike', async () => {
    const ours = await pair.ours.pse.create({ bank: '0', value: 'mucho', ip: '190.0.2.10' } as never);
    const official = await pair.official.bank.create({ bank: '0', value: 'mucho', ip: '190.0.2.10' });
    expectSameAnswer(ours, official);
    expect(ours).toMatchObject({ success: false, title_response: 'Error' });
  });

  it('says alike that a debit does not exist', async () => {
    const [mine, theirs] = await Promise.all([pair.ours.pse.get('999'), pair.official.bank.get('999')]);
    expectSameAnswer(mine, theirs);
    expect(mine).toMatchObject({ success: false, text_response: 'La transacción no existe' });
  });
});
