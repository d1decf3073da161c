import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { MERCADOPAGO_SANDBOX_CREDENTIALS } from '../../adapters/mercadopago/sandbox';
import { signatureOf } from '../../adapters/mercadopago/signature';
import { accountServer } from './support/account-client';
import { orderBecomes } from './support/epayco-orders';
import { checkout, control, postWebhook, preferenceOf, webhooksOf } from './support/mercadopago-orders';
import { placeOrder } from './support/online-orders';

// The store as `npm start` runs it: no MercadoPago credentials, so the card goes to MercadoPago's sandbox checkout,
// mounted on the store; its signed webhooks reach /api/v1/webhooks/mercadopago and the store reads the payment back.
const ctx = accountServer();

const happenings = async (number: string) =>
  (await ctx.server.container.get(T.eventOutbox).list({ limit: 300 }))
    .filter((e) => e.orderNumber === number)
    .map((e) => e.type);

/** An order sent to MercadoPago's checkout by card, with its attempt and preference. */
const atCheckout = async () => {
  const order = await placeOrder(ctx, 'card');
  const res = await order.pay('card', { kind: 'hosted-checkout' });
  expect(res.status).toBe(200);
  expect(res.json).toMatchObject({
    status: 'pending',
    attempt: { method: 'card', state: 'pending', open: true, action: { kind: 'redirect' } },
    order: { state: 'pending_payment' },
  });
  const url = res.json.attempt.action.url as string;
  return { ...order, attemptId: res.json.attempt.id as string, url, preference: preferenceOf(url) };
};

/** The headers of a webhook about payment `id` signed now (with the sandbox's secret unless told). */
const signed = (id: string, requestId: string, secret: string = MERCADOPAGO_SANDBOX_CREDENTIALS.webhookSecret) => {
  const ts = String(Math.floor(ctx.clock.now().getTime() / 1000));
  const v1 = signatureOf(secret, { dataId: id, requestId, ts });
  return { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId };
};

/** The payment the sandbox made for an order, newest first. */
const paymentsOf = async (number: string) =>
  (await (await ctx.server.get(`/sandbox/mercadopago/control/orders/${number}`)).json()) as {
    payment: { id: number; status: string };
  }[];

describe('paying by card through MercadoPago sandbox checkout', () => {
  it('sends the shopper to the checkout page; an approval webhook pays the order before the shopper is back', async () => {
    const { number, url, preference, view } = await atCheckout();
    expect(url).toMatch(/^https:\/\/fornido\.co\/sandbox\/mercadopago\/checkout\/v1\/redirect\/\?pref_id=/);
    const page = await ctx.server.get(
      `/sandbox/mercadopago/checkout/v1/redirect/?pref_id=${encodeURIComponent(preference)}`,
    );
    expect(await page.text()).toContain('Aprobar pago');

    const back = await checkout(ctx, preference, 'approved');
    expect(back.pathname).toBe(`/pedido/${number}/`);
    expect(back.searchParams.get('status')).toBe('approved');
    await orderBecomes(ctx, number, 'paid');
    const [made] = await paymentsOf(number);
    expect((await webhooksOf(ctx, String(made.payment.id), 1))[0]).toMatchObject({ status: 200 });
    expect((await view()).json).toMatchObject({ state: 'paid', payable: false });
    expect((await happenings(number)).filter((t) => t === 'payment-approved')).toHaveLength(1);
  });

  it('tells a rejection in Spanish and leaves the order payable, by card again among the other methods', async () => {
    const { number, preference, attemptId, follow } = await atCheckout();
    await checkout(ctx, preference, 'rejected');
    const [rejected] = await paymentsOf(number);
    await webhooksOf(ctx, String(rejected.payment.id), 1);
    const shown = (await follow(attemptId)).json;
    expect(shown).toMatchObject({
      attempt: {
        state: 'rejected',
        message: 'Tu tarjeta no tiene fondos suficientes. Puedes intentarlo de nuevo o elegir otro medio de pago.',
      },
      order: { state: 'pending_payment', payable: true },
    });
    expect(shown.order.payOptions.map((o: { method: string }) => o.method)).toContain('card');
  });

  it('refuses a webhook whose signature does not hold (401) and changes nothing', async () => {
    const { number, preference, attemptId } = await atCheckout();
    await control(ctx, 'delay-webhooks', { delayMs: '20000' });
    await checkout(ctx, preference, 'approved');
    const [made] = await paymentsOf(number);
    const id = String(made.payment.id);
    const refused = await postWebhook(ctx, id, signed(id, 'req-1', 'otro-secreto'));
    expect(refused).toEqual({ status: 401, json: { received: expect.any(Number), result: 'invalid-signature' } });
    expect((await postWebhook(ctx, id, { 'x-request-id': 'req-1' })).status).toBe(401);
    expect((await ctx.server.container.get(T.paymentAttempts).find(attemptId))!.attempt.state).toBe('pending');

    const taken = await postWebhook(ctx, id, signed(id, 'req-2'));
    expect(taken).toEqual({ status: 200, json: { received: expect.any(Number), result: 'applied' } });
    expect((await ctx.server.container.get(T.orderStore).findByNumber(number))!.state).toBe('paid');
  });

  it('keeps a genuine webhook MercadoPago cannot be asked about as unverified (503: sent again); reconciliation pays', async () => {
    const { number, preference, attemptId } = await atCheckout();
    await control(ctx, 'delay-webhooks', { delayMs: '20000' });
    await checkout(ctx, preference, 'approved');
    const [made] = await paymentsOf(number);
    const id = String(made.payment.id);
    await control(ctx, 'fail', { status: '500' });
    const kept = await postWebhook(ctx, id, signed(id, 'req-3'));
    expect(kept).toEqual({ status: 503, json: { received: expect.any(Number), result: 'unverified' } });
    expect(await ctx.server.container.get(T.notificationLog).find(kept.json.received)).toMatchObject({
      verdict: 'valid',
      kept: 'whole',
      result: expect.stringMatching(/^not verified yet: MercadoPago did not answer: 500 .*reconciliation settles/),
    });
    expect((await ctx.server.container.get(T.paymentAttempts).find(attemptId))!.attempt.state).toBe('pending');
    await ctx.server.container.get(T.paymentUpkeep).reconcilePayments({ provider: 'mercadopago', actor: 'sistema' });
    expect((await ctx.server.container.get(T.orderStore).findByNumber(number))!.state).toBe('paid');
  });

  it('changes the order once for duplicate and late webhooks, and never downgrades a paid one', async () => {
    const { number, preference } = await atCheckout();
    // In review first; its webhook is held back until after the approval's.
    await control(ctx, 'delay-webhooks', { delayMs: '300' });
    await checkout(ctx, preference, 'pending');
    const [made] = await paymentsOf(number);
    const id = String(made.payment.id);
    await control(ctx, 'settle', { payment_id: id, status: 'approved' });
    await orderBecomes(ctx, number, 'paid');
    await control(ctx, 'notify', { payment_id: id, times: '2' });
    expect((await webhooksOf(ctx, id, 4)).map((d) => d.status)).toEqual([200, 200, 200, 200]);
    // MercadoPago's word going back to "in review" is late news, not applied.
    await control(ctx, 'settle', { payment_id: id, status: 'in_process' });
    await webhooksOf(ctx, id, 5);
    const orders = ctx.server.container.get(T.orderStore);
    const order = (await orders.findByNumber(number))!;
    expect(order.state).toBe('paid');
    expect(order.payments.at(-1)!.state).toBe('approved');
    expect((await orders.history(order.id)).filter((h) => h.after === 'paid')).toHaveLength(1);
    expect((await happenings(number)).filter((t) => t === 'payment-approved')).toHaveLength(1);
  });

  it('refunds a paid order through MercadoPago: the order is reversed with its event; a chargeback does the same', async () => {
    const reverse = ctx.server.container.get(T.paymentUpkeep).reversePayment;
    const orders = ctx.server.container.get(T.orderStore);
    const refunded = await atCheckout();
    await checkout(ctx, refunded.preference, 'approved');
    await orderBecomes(ctx, refunded.number, 'paid');
    expect(await reverse({ orderNumber: refunded.number, actor: 'ana' })).toMatchObject({
      ok: true,
      value: { state: 'reversed' },
    });
    expect((await paymentsOf(refunded.number))[0].payment.status).toBe('refunded');
    expect(await happenings(refunded.number)).toContain('reversed');
    // Its refund webhook then changes nothing more.
    await webhooksOf(ctx, String((await paymentsOf(refunded.number))[0].payment.id), 2);
    expect((await orders.findByNumber(refunded.number))!.state).toBe('reversed');

    const disputed = await atCheckout();
    await checkout(ctx, disputed.preference, 'approved');
    await orderBecomes(ctx, disputed.number, 'paid');
    const [made] = await paymentsOf(disputed.number);
    await control(ctx, 'settle', { payment_id: String(made.payment.id), status: 'charged_back' });
    await orderBecomes(ctx, disputed.number, 'reversed');
    expect(await happenings(disputed.number)).toContain('reversed');
  });

  it('closes the checkout when the shopper chooses another method: the page then takes no payment', async () => {
    const { preference, attemptId, withdraw } = await atCheckout();
    const res = await withdraw(attemptId);
    expect(res.json).toMatchObject({ attempt: { state: 'failed', open: false }, order: { state: 'pending_payment' } });
    const page = await ctx.server.get(
      `/sandbox/mercadopago/checkout/v1/redirect/?pref_id=${encodeURIComponent(preference)}`,
    );
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('Este pago venció');
  });

  it('leaves the order waiting, with the Spanish message and the other methods, when MercadoPago fails', async () => {
    const order = await placeOrder(ctx, 'card');
    await control(ctx, 'fail', { status: '500' });
    const res = await order.pay('card', { kind: 'hosted-checkout' });
    expect(res.json).toMatchObject({
      status: 'failed',
      message: 'No pudimos abrir el pago con Mercado Pago. Inténtalo de nuevo o elige otro medio de pago.',
      order: { state: 'pending_payment', payable: true },
    });
    expect(res.json.order.payOptions.map((o: { method: string }) => o.method)).toContain('pse');
  });
});
