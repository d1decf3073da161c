import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EPAYCO_SANDBOX_CREDENTIALS as KEYS, EPAYCO_TEST_CARDS } from '../../../../adapters/epayco/sandbox';
import { buyer, officialSdk, type OfficialSdk, startSandbox } from './harness';

let env: Awaited<ReturnType<typeof startSandbox>>;
let sdk: OfficialSdk;
beforeAll(async () => {
  env = await startSandbox();
  sdk = officialSdk(env.origin);
});
afterAll(() => env.close());

let n = 0;
const payment = (more: Record<string, string> = {}) => ({
  ...buyer,
  invoice: `FOR-${++n}`,
  description: 'Proteína whey 2 lb',
  value: '129900',
  tax: '0',
  tax_base: '129900',
  currency: 'COP',
  type_person: '0',
  url_response: `${env.merchant}/respuesta?pedido=${n}`,
  url_confirmation: `${env.merchant}/confirmacion`,
  method_confirmation: 'POST',
  extra1: `pedido-${n}`,
  ...more,
});
const pse = async (more: Record<string, string> = {}) => {
  const input = payment(more);
  const created = await sdk.bank.create({ bank: '1022', ...input });
  return { input, data: created.data as { ref_payco: number; urlbanco: string } };
};
const post = (path: string, form: Record<string, string>) =>
  fetch(`${env.origin}${path}`, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });
const control = (path: string, body: object) =>
  fetch(`${env.origin}/sandbox/epayco/control/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const signature = (f: Record<string, string>) =>
  createHash('sha256')
    .update([KEYS.customerId, KEYS.pKey, f.x_ref_payco, f.x_transaction_id, f.x_amount, f.x_currency_code].join('^'))
    .digest('hex');
const confirmationsOf = (ref: number) =>
  env.received.filter((r) => (r.body.x_ref_payco ?? r.query.x_ref_payco) === String(ref));

describe('the PSE bank page', () => {
  it('shows the bank and the amount with three buttons', async () => {
    const { data } = await pse();
    const html = await (await fetch(data.urlbanco)).text();
    expect(html).toContain('BANCO UNION COLOMBIANO');
    expect(html).toContain('$ 129.900');
    for (const label of ['Aprobar', 'Rechazar', 'Abandonar']) expect(html).toContain(`>${label}</button>`);
    expect(html).not.toContain('<script');
  });

  it.each([
    ['aprobar', '1', 'Aceptada'],
    ['rechazar', '2', 'Rechazada'],
    ['abandonar', '10', 'Abandonada'],
  ])('%s: sends a signed confirmation and returns the shopper to url_respuesta', async (action, state, estado) => {
    const { input, data } = await pse();
    const res = await post(`/sandbox/pse/${action}`, { ref: String(data.ref_payco) });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${input.url_response}&ref_payco=${data.ref_payco}`);
    await env.sandbox.control.idle();
    const [sent] = confirmationsOf(data.ref_payco);
    expect(sent.method).toBe('POST');
    expect(sent.body).toMatchObject({
      x_cust_id_cliente: KEYS.customerId,
      x_id_invoice: input.invoice,
      x_amount: '129900',
      x_currency_code: 'COP',
      x_cod_transaction_state: state,
      x_cod_response: state,
      x_response: estado,
      x_franchise: 'PSE',
      x_test_request: 'TRUE',
      x_extra1: input.extra1,
    });
    expect(sent.body.x_signature).toBe(signature(sent.body));
    const again = await post(`/sandbox/pse/${action}`, { ref: String(data.ref_payco) });
    expect(again.headers.get('location')).toBe(`/sandbox/pse/?ref=${data.ref_payco}&aviso=not-pending`);
  });

  it('confirms with GET and the fields in the query when metodoconfirmacion is GET', async () => {
    const { data } = await pse({ method_confirmation: 'GET' });
    await post('/sandbox/pse/aprobar', { ref: String(data.ref_payco) });
    await env.sandbox.control.idle();
    const [sent] = confirmationsOf(data.ref_payco);
    expect(sent.method).toBe('GET');
    expect(sent.query.x_signature).toBe(signature(sent.query));
  });
});

describe('the cash counter, SafetyPay and card pages', () => {
  it('marks a voucher paid by its PIN', async () => {
    const created = await sdk.cash.create('baloto', payment());
    const { pin, ref_payco } = created.data as { pin: string; ref_payco: number };
    expect(await (await fetch(`${env.origin}/sandbox/epayco/efectivo/`)).text()).toContain(pin);
    const res = await post('/sandbox/epayco/efectivo/pagar', { ref: pin });
    expect(res.headers.get('location')).toBe('/sandbox/epayco/efectivo/?aviso=pagado');
    await env.sandbox.control.idle();
    expect(confirmationsOf(ref_payco)[0].body).toMatchObject({ x_cod_transaction_state: '1', x_franchise: 'BA' });
    expect((await post('/sandbox/epayco/efectivo/pagar', { ref: '000' })).headers.get('location')).toContain(
      'aviso=not-found',
    );
  });

  it('cancels a SafetyPay payment and returns the shopper', async () => {
    const created = await sdk.safetypay.create(payment());
    const { refPayco } = created.data as { refPayco: number };
    const res = await post('/sandbox/epayco/safetypay/cancelar', { ref: String(refPayco) });
    expect(res.headers.get('location')).toContain(`ref_payco=${refPayco}`);
    await env.sandbox.control.idle();
    expect(confirmationsOf(refPayco)[0].body.x_cod_transaction_state).toBe('11');
  });

  it('settles a pending card charge', async () => {
    const token = await sdk.token.create({
      'card[number]': EPAYCO_TEST_CARDS.pending,
      'card[exp_year]': '2031',
      'card[exp_month]': '1',
      'card[cvc]': '321',
    });
    const charged = await sdk.charge.create({ token_card: token.id, ...payment(), bill: 'FOR-CARD' });
    const ref = (charged.data as { ref_payco: number }).ref_payco;
    expect(await (await fetch(`${env.origin}/sandbox/epayco/tarjeta/`)).text()).toContain(`ref ${ref}`);
    await post('/sandbox/epayco/tarjeta/aprobar', { ref: String(ref) });
    await env.sandbox.control.idle();
    expect(confirmationsOf(ref).map((c) => c.body.x_cod_transaction_state)).toEqual(['3', '1']);
  });
});

describe('confirmations on demand', () => {
  it('sends one late, twice, or as an older state after a newer one (out of order), and replays', async () => {
    const { data } = await pse();
    const ref = data.ref_payco;
    await post('/sandbox/pse/aprobar', { ref: String(ref) });
    await env.sandbox.control.idle();
    // Late by far more than a busy machine takes to send one at once: still not there a moment after.
    expect((await control('confirm', { ref_payco: ref, state: 3, delayMs: 2_000 })).status).toBe(202);
    await new Promise((r) => setTimeout(r, 50));
    expect(confirmationsOf(ref)).toHaveLength(1);
    await env.sandbox.control.idle();
    expect((await control('confirm', { ref_payco: ref, times: 2 })).status).toBe(202);
    await env.sandbox.control.idle();
    expect((await control('replay', { ref_payco: ref })).status).toBe(202);
    await env.sandbox.control.idle();
    const states = confirmationsOf(ref).map((c) => c.body.x_cod_transaction_state);
    expect(states).toEqual(['1', '3', '1', '1', '1']);
    for (const c of confirmationsOf(ref)) expect(c.body.x_signature).toBe(signature(c.body));
  });

  it('lets a delayed confirmation be overtaken, and reverses an approved payment', async () => {
    const { data } = await pse();
    const ref = data.ref_payco;
    // Held back long enough that the reversal's confirmation, sent after two more calls, overtakes it on a busy machine.
    expect((await control('delay-next', { delayMs: 2_000 })).status).toBe(200);
    await post('/sandbox/pse/aprobar', { ref: String(ref) });
    expect((await control('settle', { ref_payco: ref, state: 6 })).status).toBe(200);
    await env.sandbox.control.idle();
    expect(confirmationsOf(ref).map((c) => c.body.x_cod_transaction_state)).toEqual(['6', '1']);
    const tx = await (await fetch(`${env.origin}/sandbox/epayco/control/transactions/${ref}`)).json();
    expect(tx).toMatchObject({ refPayco: ref, state: 6 });
  });

  it('refuses bad control input and unknown payments', async () => {
    expect((await control('confirm', { ref_payco: 1, state: 5 })).status).toBe(400);
    expect((await control('confirm', { ref_payco: 1 })).status).toBe(404);
    expect((await control('replay', { ref_payco: 99 })).status).toBe(404);
  });

  it('retries a receiver that fails, and gives up quietly on one that cannot be reached', async () => {
    const { data } = await pse();
    env.failNext(2);
    await post('/sandbox/pse/aprobar', { ref: String(data.ref_payco) });
    await env.sandbox.control.idle();
    const attempts = env.sandbox.control.confirmations().filter((a) => a.refPayco === String(data.ref_payco));
    expect(attempts.map((a) => a.status)).toEqual([500, 500, 200]);
    const lost = await pse({ url_confirmation: 'http://127.0.0.1:9/confirmacion' });
    await post('/sandbox/pse/rechazar', { ref: String(lost.data.ref_payco) });
    await env.sandbox.control.idle();
    const failed = env.sandbox.control.confirmations().filter((a) => a.refPayco === String(lost.data.ref_payco));
    expect(failed.map((a) => a.ok)).toEqual([false, false, false, false]);
  });
});
