import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { ADDI_SANDBOX_CREDENTIALS, type CallbackDelivery } from '../../adapters/addi/sandbox';
import { accountServer } from './support/account-client';
import { orderBecomes, postForm } from './support/epayco-orders';
import { placeOrder } from './support/online-orders';

// The store as `npm start` runs it: no Addi credentials, so Addi runs against its sandbox mounted on the store; the
// credit page's buttons send the callback to /api/v1/webhooks/addi before the shopper comes back.
const ctx = accountServer();
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const GOOD = basic(ADDI_SANDBOX_CREDENTIALS.callbackUser, ADDI_SANDBOX_CREDENTIALS.callbackPassword);

/** An order sent to Addi: the attempt pending, the shopper's way to the credit page, and the application's id. */
const applied = async () => {
  const order = await placeOrder(ctx, 'addi');
  const res = await order.pay('addi', { kind: 'pay-later' });
  expect(res.json).toMatchObject({ status: 'pending', attempt: { method: 'addi', action: { kind: 'redirect' } } });
  const url = new URL(res.json.attempt.action.url as string);
  return {
    ...order,
    attemptId: res.json.attempt.id as string,
    page: `${url.pathname}${url.search}`,
    id: url.searchParams.get('id')!,
  };
};

const callback = (fields: Record<string, unknown>, authorization?: string) =>
  ctx.server.get('/api/v1/webhooks/addi', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
    body: JSON.stringify(fields),
  });

const control = (path: string, body: unknown) =>
  ctx.server.get(`/sandbox/addi/control/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const deliveries = async (orderId: string) =>
  ((await (await ctx.server.get('/sandbox/addi/control/callbacks')).json()) as CallbackDelivery[]).filter(
    (d) => d.orderId === orderId,
  );
const paidMoves = async (number: string) => {
  const orders = ctx.server.container.get(T.orderStore);
  const order = (await orders.findByNumber(number))!;
  return (await orders.history(order.id)).filter((h) => h.after === 'paid');
};
const happenings = async (number: string) =>
  (await ctx.server.container.get(T.eventOutbox).list({ limit: 200 }))
    .filter((e) => e.orderNumber === number)
    .map((e) => e.type);

describe('paying with Addi through its sandbox', () => {
  it('offers Addi, marked as the sandbox, and sends the shopper to the credit page with the amount and items', async () => {
    const { view, total, page, id } = await applied();
    const options = (await view()).json.payOptions as { method: string; sandbox?: boolean }[];
    expect(options.find((o) => o.method === 'addi')).toMatchObject({ sandbox: true });
    const html = await (await ctx.server.get(page)).text();
    expect(html).toContain('Tu crédito con Addi');
    expect(html).toContain(`$ ${total.toLocaleString('es-CO').replace(/,/g, '.')}`);
    await postForm(ctx, '/sandbox/addi/abandonar', { id });
  });

  it('approving on the credit page pays the order: the callback is echoed, then the shopper returns', async () => {
    const { number, attemptId, id } = await applied();
    const res = await postForm(ctx, '/sandbox/addi/aprobar', { id });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain(`/pedido/${number}/`);
    // The callback was taken before the redirect: the order is already paid.
    expect((await ctx.server.container.get(T.orderStore).findByNumber(number))!.state).toBe('paid');
    expect(await deliveries(attemptId)).toEqual([expect.objectContaining({ http: 200, echoed: true, attempt: 1 })]);
  });

  it('refuses callbacks with wrong or missing credentials (401): nothing changes', async () => {
    const { number, attemptId, total, id } = await applied();
    const fields = {
      orderId: attemptId,
      applicationId: id,
      approvedAmount: total,
      currency: 'COP',
      status: 'APPROVED',
      statusTimestamp: 1,
    };
    for (const authorization of [basic(ADDI_SANDBOX_CREDENTIALS.callbackUser, 'otra'), undefined]) {
      const res = await callback(fields, authorization);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ result: 'invalid-signature' });
    }
    expect((await ctx.server.container.get(T.orderStore).findByNumber(number))!.state).toBe('pending_payment');
    const attempt = (await ctx.server.container.get(T.paymentAttempts).find(attemptId))!.attempt;
    expect(attempt.state).toBe('pending');
    await postForm(ctx, '/sandbox/addi/abandonar', { id });
  });

  it('answers a genuine callback 200 with its JSON, and pays once however often and in whatever order callbacks come', async () => {
    const { number, attemptId, total, id } = await applied();
    const fields = {
      orderId: attemptId,
      applicationId: id,
      approvedAmount: total,
      currency: 'COP',
      status: 'APPROVED',
      statusTimestamp: 1,
    };
    const res = await callback(fields, GOOD);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(JSON.stringify(fields));
    expect((await ctx.server.container.get(T.orderStore).findByNumber(number))!.state).toBe('paid');
    // The same callback again, and an ABANDONED that arrives after the approval.
    expect((await callback(fields, GOOD)).status).toBe(200);
    expect((await control('callback', { id, status: 'ABANDONED' })).status).toBe(200);
    expect((await callback({ ...fields, status: 'ABANDONED', approvedAmount: 0 }, GOOD)).status).toBe(200);
    const order = await orderBecomes(ctx, number, 'paid');
    // Addi's attempt, the order's only one, is approved once.
    expect(order.payments.map((p) => p.state)).toEqual(['approved']);
    expect(await paidMoves(number)).toHaveLength(1);
    expect((await happenings(number)).filter((t) => t === 'payment-approved')).toHaveLength(1);
  });

  it('abandoned: the order stays payable with the Spanish message, and Addi may be applied for again', async () => {
    const first = await applied();
    await postForm(ctx, '/sandbox/addi/abandonar', { id: first.id });
    const shown = (await first.view()).json;
    expect(shown).toMatchObject({ state: 'pending_payment', payable: true });
    expect(shown.payments.at(-1)).toMatchObject({
      method: 'addi',
      state: 'rejected',
      message:
        'Saliste de la solicitud de crédito de Addi sin terminarla. Puedes intentarlo de nuevo o elegir otro medio de pago.',
    });
    const again = await first.pay('addi', { kind: 'pay-later' });
    expect(again.json.status).toBe('pending');
    const id = new URL(again.json.attempt.action.url as string).searchParams.get('id')!;
    await postForm(ctx, '/sandbox/addi/aprobar', { id });
    const paid = await orderBecomes(ctx, first.number, 'paid');
    expect(paid.payments.map((p) => p.state)).toEqual(['rejected', 'approved']);
  });

  it("Addi's INTERNAL_ERROR closes the attempt as failed and the order's page invites another method in Spanish", async () => {
    const { number, attemptId, id, view } = await applied();
    expect((await control('settle', { id, status: 'INTERNAL_ERROR' })).status).toBe(200);
    expect(await deliveries(attemptId)).toEqual([expect.objectContaining({ status: 'INTERNAL_ERROR', echoed: true })]);
    const attempt = (await ctx.server.container.get(T.paymentAttempts).find(attemptId))!.attempt;
    expect(attempt).toMatchObject({ state: 'failed', reason: 'provider-error' });
    const shown = (await view()).json;
    expect(shown).toMatchObject({ state: 'pending_payment', payable: true });
    expect(shown.payments.at(-1)).toMatchObject({
      method: 'addi',
      state: 'failed',
      open: false,
      message:
        'Addi tuvo un error y no pudo estudiar tu solicitud de crédito. Elige otro medio de pago para tu pedido.',
    });
    expect(shown.payOptions.map((o: { method: string }) => o.method)).toContain('card');
    expect((await ctx.server.container.get(T.orderStore).findByNumber(number))!.state).toBe('pending_payment');
  });

  it('a shopper with a credit in process (409) reads it in Spanish, and the order stays payable with the other methods', async () => {
    const waiting = await applied();
    const other = await placeOrder(ctx, 'addi');
    const res = await other.pay('addi', { kind: 'pay-later' });
    expect(res.json).toMatchObject({
      status: 'rejected',
      message: 'Ya tienes un crédito en proceso con Addi. Termínalo en la app de Addi o elige otro medio de pago.',
      order: { state: 'pending_payment', payable: true },
    });
    expect(res.json.order.payOptions.map((o: { method: string }) => o.method)).toContain('card');
    await postForm(ctx, '/sandbox/addi/rechazar', { id: waiting.id });
    expect((await waiting.view()).json.payments.at(-1)).toMatchObject({
      state: 'rejected',
      message: 'Addi no aprobó tu crédito. Puedes pagar con otro medio.',
    });
  });
});

describe('Addi takes the cédula de ciudadanía only', () => {
  const CC_ONLY = 'Addi solo está disponible con cédula de ciudadanía.';
  const lines = [{ sku: 'P05-2LB-CHOC', quantity: 4 }];
  const MEDELLIN = { departmentCode: '05', municipalityCode: '05001' };

  it("the payment step shows Addi disabled with the reason once the buyer's document is not a CC", async () => {
    const priced = (documentType?: string) =>
      ctx.http.post('/checkout/price', {
        lines,
        destination: MEDELLIN,
        shippingMethod: 'standard',
        ...(documentType ? { documentType } : {}),
      });
    const addiOf = async (documentType?: string) =>
      (await priced(documentType)).json.paymentOptions.find((o: { id: string }) => o.id === 'addi');
    expect(await addiOf('CC')).toMatchObject({ available: true, reason: null });
    expect(await addiOf()).toMatchObject({ available: true, reason: null });
    for (const type of ['CE', 'NIT', 'TI', 'PP', 'PPT'])
      expect(await addiOf(type)).toMatchObject({ available: false, reason: CC_ONLY });
    const chosen = await ctx.http.post('/checkout/price', {
      lines,
      destination: MEDELLIN,
      shippingMethod: 'standard',
      paymentMethod: 'addi',
      documentType: 'CE',
    });
    expect(chosen.status).toBe(409);
    expect(chosen.json.error).toMatchObject({ kind: 'payment-method-unavailable', message: CC_ONLY });
    const unknown = await priced('XX');
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.fields).toHaveProperty('documentType');
  });

  it('an order placed with Addi by a buyer with a cédula de extranjería is refused (409), and nothing is placed', async () => {
    const price = await ctx.http.post('/checkout/price', { lines, destination: MEDELLIN, shippingMethod: 'standard' });
    const res = await ctx.http.post('/orders', {
      idempotencyKey: 'addi-ce-order-000001',
      lines,
      buyer: {
        name: 'Jean Pierre Duval',
        email: 'jean.duval@correo.co',
        documentType: 'CE',
        documentNumber: '4567890',
        phone: '300 765 4321',
        line1: 'Calle 10 # 43-20',
        line2: '',
        notes: '',
        consent: true,
        ...MEDELLIN,
      },
      shippingMethod: 'standard',
      paymentMethod: 'addi',
      expectedTotal: price.json.totals.total,
    });
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({ kind: 'payment-method-unavailable', message: CC_ONLY });
  });

  it('the server refuses to start Addi for an order whose buyer has a CE (409, in Spanish): no attempt, no application', async () => {
    const order = await placeOrder(ctx, 'card', undefined, { documentType: 'CE', documentNumber: '4567890' });
    const before = (await (await ctx.server.get('/sandbox/addi/control/applications')).json()) as unknown[];
    const res = await order.pay('addi', { kind: 'pay-later' });
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({ kind: 'payment-method-unavailable', message: CC_ONLY });
    const shown = (await order.view()).json;
    expect(shown.payments.map((p: { method: string }) => p.method)).not.toContain('addi');
    expect(shown.payOptions.map((o: { method: string }) => o.method)).not.toContain('addi');
    expect(await (await ctx.server.get('/sandbox/addi/control/applications')).json()).toHaveLength(before.length);
  });
});
