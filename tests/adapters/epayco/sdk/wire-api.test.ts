import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_KEY, sdkHeaders, startEpayco, type Harness } from './harness';

const EXTRAS = { extras_epayco: { extra5: 'P44' } };
const CHARGE = {
  success: true,
  type: 'Create Payment',
  data: {
    ref_payco: 81234,
    factura: 'FO-1',
    valor: '15000',
    estado: 'Aceptada',
    respuesta: 'Aprobada',
    cod_respuesta: 1,
  },
};

/** The one non-login request, checked for method, path, query, headers and body. */
const onlyCall = (h: Harness) => {
  const calls = h.calls();
  expect(calls).toHaveLength(1);
  expect(calls[0].headers).toMatchObject(sdkHeaders());
  expect(calls[0].headers.accept).toBe('*/*');
  return calls[0];
};

describe('ePayco SDK: the JSON API calls, in plain English JSON', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startEpayco();
  });
  afterEach(() => h.close());

  it('tokenizes a card with ip and test added (as epayco-sdk-node does) and reads the token id', async () => {
    const card = {
      'card[number]': '4575623182290326',
      'card[exp_year]': '2027',
      'card[exp_month]': '12',
      'card[cvc]': '123',
      'hasCvv': true,
    };
    h.answer('POST api/v1/tokens', 200, {
      status: true,
      success: true,
      id: 'tok1',
      data: { id: 'tok1', status: 'exitoso' },
    });
    const answer = await h.epayco.token.create(card);
    expect(answer.success && answer.data.id).toBe('tok1');
    const call = onlyCall(h);
    expect(call).toMatchObject({ method: 'POST', host: 'api', path: '/v1/tokens', rawQuery: '' });
    expect(call.body).toEqual({ ...card, ...EXTRAS, ip: '190.0.0.1', test: 'TRUE' });
  });

  it('creates a customer, keeping the caller ip in place', async () => {
    h.answer('POST api/payment/v1/customer/create', 200, {
      success: true,
      data: { customerId: 'c1', status: 'Creado' },
    });
    const input = { token_card: 'tok1', name: 'Ana', email: 'ana@x.co', ip: '10.0.0.9', default: true };
    const answer = await h.epayco.customers.create(input);
    expect(answer).toMatchObject({ success: true, data: { customerId: 'c1' } });
    const call = onlyCall(h);
    expect(call).toMatchObject({ method: 'POST', path: '/payment/v1/customer/create' });
    expect(call.raw).toBe(JSON.stringify({ ...input, ...EXTRAS, test: 'TRUE' }));
  });

  it('reads and lists customers by GET without a body, the public key in the path', async () => {
    h.answer(`GET api/payment/v1/customer/${PUBLIC_KEY}/c1/`, 200, {
      success: true,
      data: { name: 'Ana', cards: [{ token: 't', mask: '4575****', default: true }] },
    });
    const one = await h.epayco.customers.get('c1');
    expect(one.success && one.data.cards?.[0].mask).toBe('4575****');
    h.answer(`GET api/payment/v1/customers/${PUBLIC_KEY}/`, 200, {
      success: true,
      data: [{ name: 'Ana' }, { name: 'Luis' }],
    });
    const all = await h.epayco.customers.list();
    expect(all.success && all.data.map((c) => c.name)).toEqual(['Ana', 'Luis']);
    const [get, list] = h.calls();
    for (const call of [get, list]) {
      expect(call).toMatchObject({ method: 'GET', rawQuery: '', raw: '' });
      expect(call.headers).toMatchObject(sdkHeaders());
      expect(call.headers['content-length']).toBeUndefined();
    }
    expect(get.path).toBe(`/payment/v1/customer/${PUBLIC_KEY}/c1/`);
    expect(list.path).toBe(`/payment/v1/customers/${PUBLIC_KEY}/`);
  });

  it('updates a customer and removes one of its cards', async () => {
    await h.epayco.customers.update('c1', { name: 'Ana María' });
    await h.epayco.customers.deleteToken({ franchise: 'visa', mask: '457562******0326', customer_id: 'c1' });
    const [update, remove] = h.calls();
    expect(update).toMatchObject({ method: 'POST', path: `/payment/v1/customer/edit/${PUBLIC_KEY}/c1` });
    expect(update.body).toEqual({ name: 'Ana María', ...EXTRAS, ip: '190.0.0.1', test: 'TRUE' });
    expect(remove).toMatchObject({ method: 'POST', path: '/v1/remove/token' });
    expect(remove.body).toEqual({
      franchise: 'visa',
      mask: '457562******0326',
      customer_id: 'c1',
      ...EXTRAS,
      ip: '190.0.0.1',
      test: 'TRUE',
    });
  });

  it('sets the default card and adds a token without ip and test (the official "card" calls)', async () => {
    await h.epayco.customers.setDefaultCard({ franchise: 'visa', token: 'tok2', mask: '4575****', customer_id: 'c1' });
    await h.epayco.customers.addToken({ token_card: 'tok3', customer_id: 'c1' });
    const [setDefault, add] = h.calls();
    expect(setDefault).toMatchObject({ method: 'POST', path: '/payment/v1/customer/reasign/card/default' });
    expect(setDefault.body).toEqual({
      franchise: 'visa',
      token: 'tok2',
      mask: '4575****',
      customer_id: 'c1',
      ...EXTRAS,
    });
    expect(add).toMatchObject({ method: 'POST', path: '/v1/customer/add/token' });
    expect(add.body).toEqual({ token_card: 'tok3', customer_id: 'c1', ...EXTRAS });
  });

  it('creates, reads, lists and deletes plans', async () => {
    const plan = {
      id_plan: 'mensual',
      name: 'Mensual',
      description: 'Proteína cada mes',
      amount: 99000,
      currency: 'COP',
      interval: 'month',
      interval_count: 1,
      trial_days: 0,
    };
    h.answer('POST api/recurring/v1/plan/create', 200, { success: true, data: { ...plan, amount: '99000' } });
    const created = await h.epayco.plans.create(plan);
    expect(created.success && created.data.amount).toBe(99000);
    h.answer(`GET api/recurring/v1/plan/${PUBLIC_KEY}/mensual/`, 200, { success: true, data: plan });
    expect(await h.epayco.plans.get('mensual')).toMatchObject({ data: { id_plan: 'mensual' } });
    h.answer(`GET api/recurring/v1/plans/${PUBLIC_KEY}/`, 200, { success: true, data: [plan] });
    expect(await h.epayco.plans.list()).toMatchObject({ data: [{ id_plan: 'mensual' }] });
    await h.epayco.plans.delete('mensual');
    const [create, get, list, remove] = h.calls();
    expect(create).toMatchObject({ method: 'POST', path: '/recurring/v1/plan/create' });
    expect(create.body).toEqual({ ...plan, ...EXTRAS, ip: '190.0.0.1', test: 'TRUE' });
    expect([get.method, get.path, list.method, list.path]).toEqual([
      'GET',
      `/recurring/v1/plan/${PUBLIC_KEY}/mensual/`,
      'GET',
      `/recurring/v1/plans/${PUBLIC_KEY}/`,
    ]);
    expect(remove).toMatchObject({ method: 'POST', path: `/recurring/v1/plan/remove/${PUBLIC_KEY}/mensual` });
    expect(remove.body).toEqual({ ...EXTRAS, ip: '190.0.0.1', test: 'TRUE' });
    for (const call of h.calls()) expect(call.headers).toMatchObject(sdkHeaders());
  });

  it('creates, reads, lists, cancels and charges subscriptions', async () => {
    const sub = { id_plan: 'mensual', customer: 'c1', token_card: 'tok1', doc_type: 'CC', doc_number: '1035851980' };
    h.answer('POST api/recurring/v1/subscription/create', 200, { success: true, id: 's1', data: { status: 'active' } });
    expect(await h.epayco.subscriptions.create(sub)).toMatchObject({ id: 's1', data: { status: 'active' } });
    await h.epayco.subscriptions.get('s1');
    h.answer(`GET api/recurring/v1/subscriptions/${PUBLIC_KEY}/`, 200, {
      success: true,
      data: [{ _id: 's1', status: 'active' }],
    });
    expect(await h.epayco.subscriptions.list()).toMatchObject({ data: [{ _id: 's1' }] });
    await h.epayco.subscriptions.cancel('s1');
    h.answer('POST api/payment/v1/charge/subscription/create', 200, CHARGE);
    const charged = await h.epayco.subscriptions.charge({ ...sub, address: 'Calle 1' });
    expect(charged).toMatchObject({ success: true, data: { ref_payco: '81234', valor: 15000, cod_respuesta: 1 } });
    const [create, get, list, cancel, charge] = h.calls();
    expect(create.body).toEqual({ ...sub, ...EXTRAS, ip: '190.0.0.1', test: 'TRUE' });
    expect([get.method, get.path]).toEqual(['GET', `/recurring/v1/subscription/s1/${PUBLIC_KEY}/`]);
    expect([list.method, list.path]).toEqual(['GET', `/recurring/v1/subscriptions/${PUBLIC_KEY}/`]);
    expect(cancel).toMatchObject({ method: 'POST', path: '/recurring/v1/subscription/cancel' });
    expect(cancel.body).toEqual({ id: 's1', public_key: PUBLIC_KEY, ...EXTRAS, ip: '190.0.0.1', test: 'TRUE' });
    expect(charge).toMatchObject({ method: 'POST', path: '/payment/v1/charge/subscription/create' });
    expect(charge.body).toEqual({ ...sub, address: 'Calle 1', ...EXTRAS, ip: '190.0.0.1', test: 'TRUE' });
    for (const call of h.calls()) expect(call.headers).toMatchObject(sdkHeaders());
  });

  it('charges a card and returns a decline as data, ref_payco as text and amounts as numbers', async () => {
    const input = {
      token_card: 'tok1',
      customer_id: 'c1',
      doc_type: 'CC',
      doc_number: '1035851980',
      name: 'Ana',
      last_name: 'Pérez',
      email: 'ana@x.co',
      bill: 'FO-1',
      description: 'Pedido FO-1',
      value: '15000',
      tax: '0',
      tax_base: '15000',
      currency: 'COP',
      dues: '1',
      url_confirmation: 'https://fornido.co/webhooks/epayco',
      extras: { extra1: 'attempt-1' },
    };
    h.answer('POST api/payment/v1/charge/create', 200, {
      ...CHARGE,
      data: { ...CHARGE.data, estado: 'Rechazada', respuesta: 'Fondos insuficientes', cod_respuesta: '2' },
    });
    const answer = await h.epayco.charge.create(input);
    expect(answer).toMatchObject({
      success: true,
      data: { ref_payco: '81234', estado: 'Rechazada', cod_respuesta: 2, valor: 15000 },
    });
    const call = onlyCall(h);
    expect(call).toMatchObject({ method: 'POST', host: 'api', path: '/payment/v1/charge/create' });
    expect(call.body).toEqual({ ...input, ...EXTRAS, ip: '190.0.0.1', test: 'TRUE' });
  });

  it('passes a business failure through as success: false', async () => {
    h.answer('POST api/payment/v1/charge/create', 200, {
      success: false,
      status: false,
      type: 'Create Payment',
      data: { errors: [{ errorMessage: 'token inválido' }] },
    });
    const answer = await h.epayco.charge.create({} as never);
    expect(answer).toMatchObject({ success: false, type: 'Create Payment' });
  });
});
