import { describe, expect, it } from 'vitest';
import { EPAYCO_TEST_CARDS } from '../../adapters/epayco/sandbox';
import { accountServer, mailsTo, signedUp } from './support/account-client';
import { tokenize } from './support/epayco-orders';

// Cards here are ePayco's, tokenized by its sandbox (MercadoPago's checkout: tests/server/payments-mercadopago.test.ts).
const ctx = accountServer({ CARD_PROVIDER: 'epayco' });
let keys = 0;
const aKey = () => `http-test-key-${String(++keys).padStart(6, '0')}`;
const MEDELLIN = { departmentCode: '05', municipalityCode: '05001' };
const buyer = (over: Record<string, unknown> = {}) => ({
  name: 'Laura Gómez',
  email: 'laura@correo.co',
  documentType: 'CC',
  documentNumber: '1020304050',
  phone: '300 123 4567',
  line1: 'Calle 10 # 43-20',
  line2: 'Apto 501',
  notes: '',
  consent: true,
  ...MEDELLIN,
  ...over,
});
const lines = [{ sku: 'P02-2LB-CHOC', quantity: 2 }];

/** Prices the last step, then places the order at the total shown, as the payment step does. */
const placed = async (over: Record<string, unknown> = {}, auth = {}) => {
  const paymentMethod = (over.paymentMethod as string) ?? 'cash-on-delivery';
  const orderLines = (over.lines as typeof lines) ?? lines;
  const price = await ctx.http.post('/checkout/price', {
    lines: orderLines,
    destination: MEDELLIN,
    shippingMethod: 'standard',
    paymentMethod,
  });
  const body = {
    idempotencyKey: aKey(),
    lines: orderLines,
    buyer: buyer(),
    shippingMethod: 'standard',
    paymentMethod,
    expectedTotal: price.json.totals?.total ?? 0,
    ...over,
  };
  return { body, res: await ctx.http.post('/orders', body, auth) };
};

describe('checkout API', () => {
  it('prices each step: shipping options to Medellín with their estimate, then payment options', async () => {
    const res = await ctx.http.post('/checkout/price', { lines, destination: MEDELLIN, shippingMethod: 'standard' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.json.shippingOptions).toMatchObject([
      { method: 'standard', price: 15_800, free: false, estimate: expect.stringMatching(/^Llega entre el /) },
      { method: 'express', price: 25_400 },
    ]);
    expect(res.json.paymentOptions.map((o: { id: string; available: boolean }) => [o.id, o.available])).toEqual([
      ['nequi', true],
      ['card', true],
      ['pse', true],
      ['cash', true],
      ['safetypay', true],
      ['addi', true],
      ['cash-on-delivery', true],
    ]);
    expect(res.json.totals).toMatchObject({ subtotal: 302_000, shipping: 15_800, total: 317_800 });
  });

  it("tells cash on delivery's terms at every step: from the subtotal before a city, exact once the shipping is chosen", async () => {
    const early = await ctx.http.post('/checkout/price', { lines });
    expect(early.json.cashOnDelivery).toMatchObject({
      available: true,
      surcharge: 15_100,
      shippingIncluded: false,
      coverageKnown: false,
    });
    const shipped = await ctx.http.post('/checkout/price', {
      lines,
      destination: MEDELLIN,
      shippingMethod: 'standard',
    });
    expect(shipped.json.cashOnDelivery).toEqual({
      available: true,
      rate: 0.05,
      surcharge: 15_890,
      total: 333_690,
      shippingIncluded: true,
      coverageKnown: true,
      lessThan: 500_000,
    });
    const big = await ctx.http.post('/checkout/price', { lines: [{ sku: 'P04-5LB-CHOC', quantity: 2 }] });
    expect(big.json.cashOnDelivery).toMatchObject({ available: false, reason: 'amount-too-high' });
  });

  it('places a guest cash-on-delivery order, shows it through its signed link only, and mails the confirmation', async () => {
    const { res } = await placed();
    expect(res.status).toBe(201);
    const order = res.json.order;
    expect(order).toMatchObject({
      number: expect.stringMatching(/^FO-2026-\d{6}$/),
      state: 'confirmed',
      stateLabel: 'confirmado para pago contraentrega',
      totals: { codSurcharge: 15_890, total: 333_690 },
    });
    expect(order.link).toMatch(new RegExp(`^/pedido/${order.number}/\\?firma=[\\w-]{22}$`));
    const signature = new URL(`https://x${order.link}`).searchParams.get('firma');
    expect((await ctx.http.get(`/orders/${order.number}?firma=${signature}`)).json).toMatchObject({
      number: order.number,
      totals: { total: 333_690 },
    });
    expect(
      (await ctx.http.get(`/orders/${order.number}?firma=${signature!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`))
        .status,
    ).toBe(404);
    expect((await ctx.http.get(`/orders/${order.number}`)).status).toBe(404);
    // The mail goes out when the order's event is dispatched (every second in the server), once however often that runs.
    expect(await mailsTo(ctx.server, 'laura@correo.co')).toEqual([]);
    expect(await ctx.server.dispatch()).toEqual({ delivered: 1, failed: 0, stuck: 0 });
    expect(await ctx.server.dispatch()).toEqual({ delivered: 0, failed: 0, stuck: 0 });
    const [mail, ...others] = await mailsTo(ctx.server, 'laura@correo.co');
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ template: 'order-confirmation', subject: `Recibimos tu pedido ${order.number}` });
    expect(mail.text).toContain(`https://fornido.co${order.link}`);
  });

  it('answers the same placement twice with one order', async () => {
    const first = await placed();
    const again = await ctx.http.post('/orders', first.body);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ duplicate: true, order: { number: first.res.json.order.number } });
  });

  it('refuses a total the shopper did not see (409 with the new figures), products short (409 saying which) and cash on delivery over the limit', async () => {
    const changed = await placed({ expectedTotal: 1 });
    expect(changed.res).toMatchObject({
      status: 409,
      json: { error: { kind: 'prices-changed', checkout: { totals: { total: 333_690 } } } },
    });
    const short = await placed({ lines: [{ sku: 'P03-2LB-VAIN', quantity: 9 }] });
    expect(short.res).toMatchObject({
      status: 409,
      json: { error: { kind: 'out-of-stock', shortages: [{ sku: 'P03-2LB-VAIN', requested: 9, available: 5 }] } },
    });
    const big = await ctx.http.post('/checkout/price', {
      lines: [{ sku: 'P04-5LB-CHOC', quantity: 2 }],
      destination: MEDELLIN,
      shippingMethod: 'standard',
      paymentMethod: 'cash-on-delivery',
    });
    expect(big).toMatchObject({
      status: 409,
      json: {
        error: {
          kind: 'payment-method-unavailable',
          message: 'El pago contraentrega solo está disponible cuando el total con envío es menor de $ 500.000.',
        },
      },
    });
  });

  it('names the wrong fields of the buyer in Spanish with 400', async () => {
    const { res } = await placed({ buyer: buyer({ email: 'laura@', consent: false }) });
    expect(res).toMatchObject({
      status: 400,
      json: {
        error: {
          kind: 'invalid-input',
          fields: { email: expect.any(String), consent: expect.stringContaining('aceptar') },
        },
      },
    });
    const malformed = await ctx.http.post('/orders', { lines: 'todo' });
    expect(malformed.status).toBe(400);
  });

  it('lets a guest pay by card (ePayco’s sandbox): rejected first, then approved, and mails the approval', async () => {
    const { res } = await placed({ paymentMethod: 'card' });
    const { number, link } = res.json.order;
    expect(res.json.order).toMatchObject({
      state: 'pending_payment',
      payable: true,
      // No attempt until the shopper pays: the page offers the ways to pay.
      payments: [],
      payOptions: expect.arrayContaining([expect.objectContaining({ method: 'card' })]),
      // Thirty minutes to pay, said relative to the shopper's now in Bogotá.
      expiresAtText: expect.stringMatching(/^(hoy|mañana) a las \d{1,2}:\d{2} [ap]\. m\.$/),
      expiresInText: 'en 30 minutos',
    });
    const signature = new URL(`https://x${link}`).searchParams.get('firma')!;
    // The card is tokenized as ePayco's script does in the browser; the store only ever sees the token.
    const pay = async (card: string, sig = signature) =>
      ctx.http.post(`/orders/${number}/payments`, {
        method: 'card',
        signature: sig,
        instrument: { kind: 'card', token: await tokenize(ctx, card), installments: 1 },
      });
    expect((await pay(EPAYCO_TEST_CARDS.approved, 'wrong-signature-000000')).status).toBe(404);
    expect((await pay(EPAYCO_TEST_CARDS.rejected)).json).toMatchObject({
      status: 'rejected',
      message: expect.stringContaining('rechazó'),
      order: { state: 'pending_payment' },
    });
    const approved = await pay(EPAYCO_TEST_CARDS.approved);
    expect(approved.json).toMatchObject({
      status: 'approved',
      message: null,
      order: { state: 'paid', stateLabel: 'pagado', payable: false },
    });
    // Both tries stay on the order, each with its outcome and when it happened, and nothing else: the page shows them
    // as a history.
    const history = (payments: { state: string; changedAtText: string }[]) =>
      payments.map((p) => [p.state, p.changedAtText]);
    const tries = [
      ['rejected', expect.stringMatching(/^hoy a las /)],
      ['approved', expect.stringMatching(/^hoy a las /)],
    ];
    expect(history(approved.json.order.payments)).toEqual(tries);
    expect((await pay(EPAYCO_TEST_CARDS.approved)).status).toBe(409);
    const read = await ctx.http.get(`/orders/${number}?firma=${encodeURIComponent(signature)}`);
    expect(read.status).toBe(200);
    expect(history(read.json.payments)).toEqual(tries);
    await ctx.server.dispatch();
    const mails = await mailsTo(ctx.server, 'laura@correo.co');
    expect(mails[0]).toMatchObject({
      template: 'payment-approved',
      subject: `Confirmamos el pago de tu pedido ${number}`,
    });
    // Placed with a method that runs against its sandbox: its confirmation said no real money moves.
    const confirmation = mails.find((m) => m.template === 'order-confirmation' && m.subject.includes(number))!;
    expect(confirmation.text).toContain('pago de prueba (modo sandbox)');
  });

  it('shows a signed-in customer their orders without a link, and nobody else', async () => {
    const owner = await signedUp(ctx.server);
    const { res } = await placed({}, { cookie: owner.cookie });
    const number = res.json.order.number;
    expect((await ctx.http.get(`/orders/${number}`, { cookie: owner.cookie })).status).toBe(200);
    expect(
      (await ctx.http.get('/account/orders', { cookie: owner.cookie })).json.orders.map(
        (o: { number: string }) => o.number,
      ),
    ).toEqual([number]);
    const stranger = await signedUp(ctx.server);
    expect((await ctx.http.get(`/orders/${number}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await ctx.http.get('/account/orders')).status).toBe(401);
  });
});
