import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EPAYCO_TEST_CARDS } from '../../../../adapters/epayco/sandbox';
import { buyer, officialSdk, type OfficialSdk, startSandbox } from './harness';

let env: Awaited<ReturnType<typeof startSandbox>>;
let sdk: OfficialSdk;
beforeAll(async () => {
  env = await startSandbox();
  sdk = officialSdk(env.origin);
});
afterAll(() => env.close());

const tokenFor = async (number: string) => {
  const answer = await sdk.token.create({
    'card[number]': number,
    'card[exp_year]': '2031',
    'card[exp_month]': '12',
    'card[cvc]': '123',
    'hasCvv': true,
  });
  return answer;
};

describe('the official SDK against the sandbox JSON API', () => {
  it('tokenizes a test card and refuses a bad number', async () => {
    const token = await tokenFor(EPAYCO_TEST_CARDS.approved);
    expect(token).toMatchObject({ status: true, success: true, object: 'token', card: { mask: '457562******0326' } });
    expect(token.id).toMatch(/^[A-Za-z0-9]{17}$/);
    const bad = await tokenFor('4575623182290327');
    expect(bad).toMatchObject({ status: false, message: 'El número de la tarjeta no es válido.' });
  });
});

describe('customers, plans and subscriptions', () => {
  it('creates, reads, lists and edits a customer with its card', async () => {
    const token = await tokenFor(EPAYCO_TEST_CARDS.approved);
    const created = await sdk.customers.create({
      token_card: token.id,
      name: 'Juana',
      last_name: 'Pérez',
      email: 'juana@example.com',
      default: true,
      city: 'Medellín',
      address: 'Calle 10',
      phone: '6041234567',
      cell_phone: '3001234567',
      ip: buyer.ip,
    });
    expect(created).toMatchObject({ status: true, success: true, type: 'Create Customer', object: 'customer' });
    const id = (created.data as { customerId: string }).customerId;
    const found = await sdk.customers.get(id);
    expect(found.data).toMatchObject({
      id_customer: id,
      email: 'juana@example.com',
      cards: [{ token: token.id, default: true }],
    });
    const list = await sdk.customers.list({});
    expect((list.data as { id_customer: string }[]).map((c) => c.id_customer)).toContain(id);
    const edited = await sdk.customers.update(id, { city: 'Bogotá', ip: buyer.ip });
    expect(edited.data).toMatchObject({ city: 'Bogotá' });
    const missing = await sdk.customers.get('nobody');
    expect(missing).toMatchObject({ status: false, message: 'El cliente no existe' });
  });

  it('creates and reads plans, subscribes, charges the subscription and cancels it', async () => {
    const plan = await sdk.plans.create({
      id_plan: 'proteina-mensual',
      name: 'Proteína cada mes',
      description: 'Un tarro de proteína al mes',
      amount: 129900,
      currency: 'cop',
      interval: 'month',
      interval_count: 1,
      trial_days: 0,
      ip: buyer.ip,
    });
    expect(plan).toMatchObject({
      status: true,
      type: 'Create Plan',
      data: { id_plan: 'proteina-mensual', amount: '129900' },
    });
    expect(
      await sdk.plans.create({ id_plan: 'proteina-mensual', name: 'x', amount: 1, interval: 'month', ip: buyer.ip }),
    ).toMatchObject({ status: false });
    expect((await sdk.plans.get('proteina-mensual')).data).toMatchObject({
      name: 'Proteína cada mes',
      status: 'active',
    });
    expect((await sdk.plans.list()).data).toHaveLength(1);

    const token = await tokenFor(EPAYCO_TEST_CARDS.approved);
    const customer = await sdk.customers.create({
      token_card: token.id,
      name: 'Ana',
      email: 'ana@example.com',
      ip: buyer.ip,
    });
    const customerId = (customer.data as { customerId: string }).customerId;
    const sub = await sdk.subscriptions.create({
      id_plan: 'proteina-mensual',
      customer: customerId,
      token_card: token.id,
      doc_type: 'CC',
      doc_number: '5234567',
      url_confirmation: `${env.merchant}/confirmacion`,
      method_confirmation: 'POST',
      ip: buyer.ip,
    });
    expect(sub).toMatchObject({
      status: true,
      type: 'Create Subscription',
      object: 'subscription',
      data: { status: 'active' },
    });
    const subId = sub.id as string;
    expect((await sdk.subscriptions.get(subId)).data).toMatchObject({
      id: subId,
      idPlan: 'proteina-mensual',
      customer: customerId,
    });
    expect((await sdk.subscriptions.list()).data).toHaveLength(1);
    const charged = await sdk.subscriptions.charge({
      id_plan: 'proteina-mensual',
      customer: customerId,
      token_card: token.id,
      doc_type: 'CC',
      doc_number: '5234567',
      ip: buyer.ip,
    });
    expect(charged).toMatchObject({
      status: true,
      object: 'payment',
      data: { estado: 'Aceptada', valor: 129900, cod_respuesta: 1 },
    });
    const cancelled = await sdk.subscriptions.cancel(subId);
    expect(cancelled).toMatchObject({ status: true, data: { status: 'canceled' } });
    expect((await sdk.plans.delete('proteina-mensual')).status).toBe(true);
    expect((await sdk.plans.get('proteina-mensual')).status).toBe(false);
  });
});

describe('card charges', () => {
  const charge = async (number: string, bill: string) => {
    const token = await tokenFor(number);
    return sdk.charge.create({
      token_card: token.id,
      customer_id: '',
      ...buyer,
      bill,
      description: 'Creatina 300 g',
      value: '116000',
      tax: '16000',
      tax_base: '100000',
      currency: 'COP',
      dues: '1',
      url_response: `${env.merchant}/respuesta`,
      url_confirmation: `${env.merchant}/confirmacion`,
      method_confirmation: 'POST',
      extra1: 'pedido-1',
    });
  };

  it.each([
    [EPAYCO_TEST_CARDS.approved, 'Aceptada', 1, 'VS'],
    [EPAYCO_TEST_CARDS.rejected, 'Rechazada', 2, 'VS'],
    [EPAYCO_TEST_CARDS.pending, 'Pendiente', 3, 'MC'],
    [EPAYCO_TEST_CARDS.failed, 'Fallida', 4, 'VS'],
  ])('charges %s: %s', async (number, estado, code, franquicia) => {
    const answer = await charge(number, `OR-${code}`);
    expect(answer).toMatchObject({ status: true, success: true, type: 'Create payment', object: 'payment' });
    const data = answer.data as Record<string, unknown>;
    expect(data).toMatchObject({
      factura: `OR-${code}`,
      valor: 116000,
      estado,
      cod_respuesta: code,
      franquicia,
      moneda: 'COP',
    });
    expect(data.ref_payco).toEqual(expect.any(Number));
    expect(data.autorizacion).toMatch(code === 1 ? /^[1-9]\d{5}$/ : /^0{6}$/);
    expect(data.fecha).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const looked = await sdk.charge.get(data.ref_payco);
    expect(looked).toMatchObject({
      success: true,
      data: { ref_payco: data.ref_payco, estado, x_cod_transaction_state: String(code) },
    });
    await env.sandbox.control.idle();
    expect(env.received.at(-1)?.body).toMatchObject({
      x_ref_payco: String(data.ref_payco),
      x_cod_transaction_state: String(code),
      x_extra1: 'pedido-1',
    });
  });

  it('refuses an unknown token', async () => {
    const answer = await sdk.charge.create({
      token_card: 'nope',
      ...buyer,
      bill: 'OR-9',
      value: '1000',
      currency: 'COP',
    });
    expect(answer).toMatchObject({ status: false, message: 'El token de la tarjeta no existe' });
  });
});

describe('bad keys', () => {
  it('refuses a login with another private key, and every call made with it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // The SDK logs each refusal.
    const login = await fetch(`${env.origin}/sandbox/epayco/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ public_key: 'a'.repeat(32), private_key: 'b'.repeat(32) }),
    });
    expect(login.status).toBe(401);
    const wrong = officialSdk(env.origin, { privateKey: 'ffffffffffffffffffffffffffffffff' });
    expect(
      await wrong.token.create({
        'card[number]': EPAYCO_TEST_CARDS.approved,
        'card[exp_year]': '2031',
        'card[exp_month]': '1',
        'card[cvc]': '1',
      }),
    ).toMatchObject({ status: false, error: 'Unauthorized' });
    expect(await wrong.customers.get('x')).toEqual({ error: 'Credenciales inválidas' });
    const otherPublic = officialSdk(env.origin, { apiKey: '0'.repeat(32) });
    expect(await otherPublic.plans.list()).toEqual({ error: 'Credenciales inválidas' });
    sdk = officialSdk(env.origin);
    vi.restoreAllMocks();
  });
});
