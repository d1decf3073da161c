import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCADOPAGO_SANDBOX_CREDENTIALS, MERCADOPAGO_SANDBOX_PATH } from '../../../adapters/mercadopago/sandbox';
import { signatureOf } from '../../../adapters/mercadopago/signature';
import { eventually } from '../../support/eventually';
import { startMercadoPago, type MercadoPagoHarness } from './harness';

// The sandbox as MercadoPago: its API's refusals, its checkout page for people, and its signed, retried webhooks.
let mp: MercadoPagoHarness;
beforeAll(async () => {
  mp = await startMercadoPago();
});
afterAll(() => mp.close());

const { accessToken, webhookSecret } = MERCADOPAGO_SANDBOX_CREDENTIALS;
const api = (path: string, init: { method?: string; body?: unknown; token?: string; key?: string } = {}) =>
  fetch(`${mp.apiUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'Authorization': `Bearer ${init.token ?? accessToken}`,
      'Content-Type': 'application/json',
      ...(init.key ? { 'X-Idempotency-Key': init.key } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  }).then(async (res) => ({ status: res.status, json: (await res.json()) as Record<string, unknown> }));

const item = { id: 'P01', title: 'Proteína', quantity: 2, currency_id: 'COP', unit_price: 50_000 };
const page = (path: string) => fetch(`${mp.origin}${MERCADOPAGO_SANDBOX_PATH}${path}`, { redirect: 'manual' });
const press = (preferenceId: string, resultado: string) =>
  fetch(`${mp.origin}${MERCADOPAGO_SANDBOX_PATH}/checkout/v1/pagar`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ pref_id: preferenceId, resultado }).toString(),
  });

describe('the MercadoPago sandbox API', () => {
  it('refuses another access token with 401, as MercadoPago', async () => {
    expect(await api('/v1/payments/1', { token: 'APP_USR-otro' })).toEqual({
      status: 401,
      json: { message: 'invalid access token', error: 'unauthorized', status: 401, cause: [] },
    });
  });

  it('answers a request without a token as MercadoPago does, apart from a wrong one: 401, "Must provide your access_token"', async () => {
    const res = await fetch(`${mp.apiUrl}/v1/payments/1`);
    expect({ status: res.status, json: await res.json() }).toEqual({
      status: 401,
      json: {
        message: 'Must provide your access_token to proceed',
        error: 'unauthorized',
        status: 401,
        cause: [{ code: 5, description: 'Must provide your access_token to proceed', data: null }],
      },
    });
  });

  it.each([
    [{ items: [] }, 'items needed'],
    [{ items: [{ ...item, currency_id: 'USD' }] }, 'currency_id invalid'],
    [{ items: [{ ...item, unit_price: 50_000.5 }] }, 'unit_price invalid'],
    [
      { items: [item], auto_return: 'approved', back_urls: { failure: 'https://fornido.co/' } },
      'auto_return invalid. back_url.success must be defined',
    ],
    [{ items: [item], notification_url: 'webhook' }, 'notification_url attribute must be url valid'],
    [{ items: [item], expires: true, expiration_date_to: 'mañana' }, 'expiration_date_to invalid'],
  ])('refuses a preference with 400 %#', async (body, message) => {
    const res = await api('/checkout/preferences', { method: 'POST', body });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message, error: 'bad_request', status: 400, cause: [{ description: message }] });
  });

  it('answers the same preference to the same X-Idempotency-Key, and 404 for what it does not have', async () => {
    const body = { items: [item], external_reference: 'FO-1' };
    const first = await api('/checkout/preferences', { method: 'POST', body, key: 'k-1' });
    const again = await api('/checkout/preferences', { method: 'POST', body, key: 'k-1' });
    const other = await api('/checkout/preferences', { method: 'POST', body, key: 'k-2' });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ collector_id: expect.any(Number), site_id: 'MCO', external_reference: 'FO-1' });
    expect(again).toEqual(first);
    expect(other.json.id).not.toBe(first.json.id);
    expect((await api(`/checkout/preferences/${String(first.json.id)}`)).json.id).toBe(first.json.id);
    expect((await api('/checkout/preferences/nada')).status).toBe(404);
    expect(await api('/v1/payments/42')).toMatchObject({ status: 404, json: { cause: [{ code: 2000 }] } });
  });

  it('refuses to refund a payment that is not approved (2063)', async () => {
    const { preference } = await mp.opened();
    const paid = mp.control.pay(preference, 'rejected');
    if (typeof paid === 'string') throw new Error(paid);
    const res = await api(`/v1/payments/${paid.payment.id}/refunds`, { method: 'POST', body: {}, key: 'r-1' });
    expect(res).toMatchObject({ status: 400, json: { error: 'bad_request', cause: [{ code: 2063 }] } });
  });

  it('refunds part of a payment, which stays approved, then the rest, which makes it refunded; never more than paid', async () => {
    const { preference } = await mp.opened();
    const paid = mp.control.pay(preference, 'approved');
    if (typeof paid === 'string') throw new Error(paid);
    const id = paid.payment.id;
    const total = paid.payment.amount;
    const refund = (body: unknown, key: string) => api(`/v1/payments/${id}/refunds`, { method: 'POST', body, key });
    const part = await refund({ amount: 30_000 }, 'p-1');
    expect(part).toMatchObject({ status: 201, json: { amount: 30_000, status: 'approved' } });
    expect((await api(`/v1/payments/${id}`)).json).toMatchObject({
      status: 'approved',
      status_detail: 'partially_refunded',
      transaction_amount: total,
      transaction_amount_refunded: 30_000,
    });
    // The same key again answers the first refund and refunds nothing more.
    expect(await refund({ amount: 30_000 }, 'p-1')).toEqual(part);
    expect((await api(`/v1/payments/${id}`)).json).toMatchObject({ transaction_amount_refunded: 30_000 });
    const tooMuch = await refund({ amount: total }, 'p-2');
    expect(tooMuch).toMatchObject({
      status: 400,
      json: {
        message: 'The refund amount exceeds the available balance',
        error: 'bad_request',
        status: 400,
        cause: [{ code: 'refund_amount_exceeds', description: 'The refund amount exceeds the available balance' }],
      },
    });
    for (const [amount, code] of [
      [0, 4040],
      [-5, 4040],
      ['mucho', 4041],
      [10.5, 4041],
    ] as const)
      expect(await refund({ amount }, `p-bad-${String(amount)}`)).toMatchObject({
        status: 400,
        json: { cause: [{ code }] },
      });
    // Each refund is read back by its id, alone or in the payment's list.
    const first = part.json as { id: number };
    expect(await api(`/v1/payments/${id}/refunds/${first.id}`)).toMatchObject({
      status: 200,
      json: { id: first.id, payment_id: id, amount: 30_000, status: 'approved' },
    });
    expect(await api(`/v1/payments/${id}/refunds/1`)).toMatchObject({ status: 404, json: { cause: [{ code: 2032 }] } });
    // Without an amount, what is left.
    const rest = await refund({}, 'p-3');
    expect(rest).toMatchObject({ status: 201, json: { amount: total - 30_000 } });
    const after = (await api(`/v1/payments/${id}`)).json;
    expect(after).toMatchObject({ status: 'refunded', status_detail: 'refunded', transaction_amount_refunded: total });
    expect(after.refunds).toHaveLength(2);
    expect((await api(`/v1/payments/${id}/refunds`)).json).toEqual(after.refunds);
    expect((await refund({ amount: 1 }, 'p-4')).json).toMatchObject({ cause: [{ code: 2063 }] });
  });
});

describe('the MercadoPago sandbox checkout page', () => {
  it('shows the items and total with three choices, in Spanish', async () => {
    const { outcome, preference } = await mp.opened();
    if (outcome.status !== 'pending' || outcome.action?.kind !== 'redirect') throw new Error('not opened');
    const url = new URL(outcome.action.url);
    const res = await page(`${url.pathname.replace(MERCADOPAGO_SANDBOX_PATH, '')}${url.search}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('lang="es"');
    for (const text of [
      'Proteína Whey 2 lb Chocolate',
      'Envío',
      '$ 142.800',
      'Aprobar pago',
      'Dejar pendiente',
      'Rechazar',
    ])
      expect(html).toContain(text);
    expect(html).toContain(`value="${preference}"`);
    expect(html).not.toContain('<script');
  });

  it('approves: notifies the store, signed, and sends the shopper to the success URL with MercadoPago query', async () => {
    const { request, preference } = await mp.opened();
    const res = await press(preference, 'approved');
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`https://fornido.co/pedido/${request.orderNumber}/`);
    const payment = mp.control.payments(request.orderNumber)[0].payment;
    expect(Object.fromEntries(back.searchParams)).toEqual({
      firma: 'abc',
      collection_id: String(payment.id),
      collection_status: 'approved',
      payment_id: String(payment.id),
      status: 'approved',
      external_reference: request.orderNumber,
      payment_type: 'credit_card',
      merchant_order_id: String(payment.merchantOrderId),
      preference_id: preference,
      site_id: 'MCO',
      processing_mode: 'aggregator',
      merchant_account_id: 'null',
    });
    const got = await eventually(
      () => mp.received.find((r) => r.query['data.id'] === String(payment.id)),
      'no webhook of the payment',
    );
    expect(got.query).toEqual({ 'data.id': String(payment.id), 'type': 'payment' });
    expect(JSON.parse(got.body)).toMatchObject({
      action: 'payment.created',
      type: 'payment',
      data: { id: String(payment.id) },
    });
    const ts = /ts=(\d+)/.exec(got.headers['x-signature'])![1];
    const v1 = signatureOf(webhookSecret, { dataId: String(payment.id), requestId: got.headers['x-request-id'], ts });
    expect(got.headers['x-signature']).toBe(`ts=${ts},v1=${v1}`);
  });

  it('sends a rejection to the failure URL and a payment in review to the pending URL', async () => {
    const rejected = await mp.opened();
    expect(
      new URL((await press(rejected.preference, 'rejected')).headers.get('location')!).searchParams.get('status'),
    ).toBe('rejected');
    const pending = await mp.opened();
    expect(
      new URL((await press(pending.preference, 'pending')).headers.get('location')!).searchParams.get('status'),
    ).toBe('in_process');
  });

  it('says an expired preference expired, and takes no payment for it', async () => {
    const { request, preference } = await mp.opened({ orderExpiresAt: new Date('2026-11-22T15:30:00Z') });
    mp.clock.advance(31 * 60_000);
    const shown = await page(`/checkout/v1/redirect/?pref_id=${encodeURIComponent(preference)}`);
    expect(shown.status).toBe(410);
    expect(await shown.text()).toContain('Este pago venció');
    expect((await press(preference, 'approved')).status).toBe(410);
    expect(mp.control.payments(request.orderNumber)).toEqual([]);
    mp.clock.advance(-31 * 60_000);
  });

  it('tries a webhook the store refused again', async () => {
    const { preference } = await mp.opened();
    mp.failNext(1);
    const paid = mp.control.pay(preference, 'approved');
    if (typeof paid === 'string') throw new Error(paid);
    const id = String(paid.payment.id);
    const tries = await eventually(() => {
      const mine = mp.control.webhooks().filter((d) => d.paymentId === id);
      return mine.length === 2 && mine;
    }, 'not two webhooks of the payment');
    expect(tries.map((t) => [t.attempt, t.status])).toEqual([
      [1, 500],
      [2, 200],
    ]);
  });
});
