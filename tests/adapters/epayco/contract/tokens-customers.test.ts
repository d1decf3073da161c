import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EPAYCO_TEST_CARDS } from '../../../../adapters/epayco/sandbox';
import { buyer } from '../sandbox/harness';
import { expectSameAnswer, FORMAT, startPair, type Pair } from './pair';

// Our SDK and epayco-sdk-node 1.4.4 against one sandbox: the same calls get the same answers.
let pair: Pair;
beforeAll(async () => {
  pair = await startPair();
});
afterAll(() => pair.env.close());

const card = (number: string) => ({
  'card[number]': number,
  'card[exp_year]': '2031',
  'card[exp_month]': '12',
  'card[cvc]': '123',
  'hasCvv': true,
});
const TOKEN_IDS = { id: FORMAT.id, created: FORMAT.iso };

/** Tokenizes a card with each SDK; the answers and each SDK's token. */
const tokenizeBoth = async (number: string) => {
  const ours = await pair.ours.token.create(card(number));
  const official = await pair.official.token.create(card(number));
  return { ours, official, tokens: [String(ours.id), String(official.id)] as const };
};

describe('token create', () => {
  it.each(Object.entries(EPAYCO_TEST_CARDS))('tokenizes the %s test card alike', async (_, number) => {
    const { ours, official } = await tokenizeBoth(number);
    expectSameAnswer(ours, official, TOKEN_IDS);
    expect(ours).toMatchObject({
      success: true,
      object: 'token',
      card: { mask: `${number.slice(0, 6)}******${number.slice(-4)}` },
    });
  });

  it('refuses a number that fails the Luhn check alike', async () => {
    const { ours, official } = await tokenizeBoth('4575623182290327');
    expectSameAnswer(ours, official);
    expect(ours).toMatchObject({ success: false, message: 'El número de la tarjeta no es válido.' });
  });
});

describe('customers', () => {
  const customer = (token: string) => ({
    token_card: token,
    name: 'Juana',
    last_name: 'Pérez',
    email: 'juana@example.com',
    default: true,
    city: 'Medellín',
    address: 'Calle 10 # 43-12',
    phone: '6041234567',
    cell_phone: '3001234567',
    ip: buyer.ip,
  });

  it('creates, reads and lists customers alike', async () => {
    const { tokens } = await tokenizeBoth(EPAYCO_TEST_CARDS.approved);
    const ours = await pair.ours.customers.create(customer(tokens[0]));
    const official = await pair.official.customers.create(customer(tokens[1]));
    expectSameAnswer(ours, official, {
      customerId: FORMAT.id,
      description: /^El cliente fue creado exitosamente con el id: [A-Za-z0-9]{17}$/,
    });
    expect(ours).toMatchObject({
      success: true,
      type: 'Create Customer',
      data: { status: 'Creado', email: 'juana@example.com' },
    });
    const ids = [ours, official].map((a) => String((a.data as { customerId: string }).customerId));

    for (const id of ids) {
      // The same customer read by both: the whole answer is the same, generated ids and dates included.
      const [mine, theirs] = await Promise.all([pair.ours.customers.get(id), pair.official.customers.get(id)]);
      expectSameAnswer(mine, theirs);
      expect(mine.data).toMatchObject({ id_customer: id, name: 'Juana', cards: [{ default: true, franchise: 'VS' }] });
    }
    const [mine, theirs] = await Promise.all([pair.ours.customers.list(), pair.official.customers.list({})]);
    expectSameAnswer(mine, theirs);
    expect((mine.data as { id_customer: string }[]).map((c) => c.id_customer)).toEqual(expect.arrayContaining(ids));
  });

  it('says alike that a customer does not exist', async () => {
    const [mine, theirs] = await Promise.all([pair.ours.customers.get('nadie'), pair.official.customers.get('nadie')]);
    expectSameAnswer(mine, theirs);
    expect(mine).toMatchObject({ success: false, message: 'El cliente no existe' });
  });

  it('refuses a customer with an unknown card token alike', async () => {
    const ours = await pair.ours.customers.create(customer('no-existe'));
    const official = await pair.official.customers.create(customer('no-existe'));
    expectSameAnswer(ours, official);
    expect(ours).toMatchObject({ success: false, message: 'El token de la tarjeta no existe' });
  });
});
