import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { accountServer, mailsTo } from './support/account-client';
import { placeOrder, referenceOf as referenceAt } from './support/online-orders';

// The store as `npm start` runs it: no Nequi credentials, so Nequi runs against its sandbox, mounted on the store and
// reached by the Nequi client over HTTP through the store's own port.
const ctx = accountServer();

/** Places a Nequi order of four products (over $ 600.000 with shipping: more than cash on delivery allows). */
const placeNequiOrder = async () => {
  const placed = await placeOrder(ctx, 'nequi');
  return { ...placed, pay: (instrument: Record<string, unknown>) => placed.pay('nequi', instrument) };
};

const referenceOf = (attemptId: string) => referenceAt(ctx, attemptId);

/** A press of one of the sandbox phone's buttons, as a person at /sandbox/nequi/ does it. */
const onThePhone = (action: 'aprobar' | 'rechazar' | 'vencer', id: string) =>
  ctx.server.get(`/sandbox/nequi/telefono/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id }).toString(),
  });

describe('paying with Nequi through its sandbox', () => {
  it('offers Nequi first, with a notification or a QR, marked as the sandbox', async () => {
    const res = await ctx.http.post('/checkout/price', {
      lines: [{ sku: 'P02-2LB-CHOC', quantity: 4 }],
      destination: { departmentCode: '05', municipalityCode: '05001' },
      shippingMethod: 'standard',
    });
    expect(res.json.paymentOptions[0]).toMatchObject({
      id: 'nequi',
      label: 'Nequi',
      available: true,
      instruments: ['wallet-push', 'wallet-qr'],
      sandbox: true,
    });
    const { order } = await placeNequiOrder();
    expect(order.payOptions[0]).toMatchObject({ method: 'nequi', instruments: ['wallet-push', 'wallet-qr'] });
  });

  it('pays a $ 600.000 order by push: the phone gets it, the sandbox phone approves it, the order becomes paid', async () => {
    const { pay, follow, number, total } = await placeNequiOrder();
    expect(total).toBeGreaterThan(600_000);
    const started = await pay({ kind: 'wallet-push', phone: '+57 300 123 4567' });
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({
      status: 'pending',
      message: null,
      attempt: { method: 'nequi', state: 'pending', open: true, action: { kind: 'push', phone: '300 123 4567' } },
      order: { state: 'pending_payment' },
    });
    const id = started.json.attempt.id as string;
    expect(new Date(started.json.attempt.expiresAt).getTime()).toBeGreaterThan(ctx.clock.now().getTime());
    expect((await follow(id)).json).toMatchObject({ status: 'pending', order: { state: 'pending_payment' } });

    expect((await onThePhone('aprobar', await referenceOf(id))).status).toBe(303);
    const paid = await follow(id);
    expect(paid.json).toMatchObject({
      status: 'approved',
      attempt: { state: 'approved', open: false, action: null },
      order: { number, state: 'paid', payable: false, payOptions: [] },
    });
    await ctx.server.dispatch();
    const [mail] = await mailsTo(ctx.server, 'laura.online@correo.co');
    expect(mail).toMatchObject({ template: 'payment-approved', subject: `Confirmamos el pago de tu pedido ${number}` });
    expect(mail.text).toContain('Nequi');
    expect(mail.text).toContain('no se cobra dinero real');
  });

  it('pays by QR: the page gets the code to draw, the payer scans it on the sandbox phone', async () => {
    const { pay, follow } = await placeNequiOrder();
    const started = await pay({ kind: 'wallet-qr' });
    expect(started.json).toMatchObject({ status: 'pending', attempt: { action: { kind: 'qr' } } });
    const code = started.json.attempt.action.data as string;
    expect(code).toBe(await referenceOf(started.json.attempt.id));
    const scanned = await ctx.server.get('/sandbox/nequi/telefono/escanear', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code, phone: '310 555 1234' }).toString(),
    });
    expect(scanned.status).toBe(303);
    expect((await follow(started.json.attempt.id)).json).toMatchObject({
      status: 'approved',
      order: { state: 'paid' },
    });
  });

  it('lets a push expire, says so in Spanish, and takes a new one that is approved', async () => {
    const { pay, follow } = await placeNequiOrder();
    const first = (await pay({ kind: 'wallet-push', phone: '3001234567' })).json.attempt.id as string;
    await onThePhone('vencer', await referenceOf(first));
    const expired = await follow(first);
    expect(expired.json).toMatchObject({
      status: 'expired',
      message: expect.stringMatching(/venció|caducó/),
      attempt: { open: false },
      order: { state: 'pending_payment', payable: true },
    });
    const second = (await pay({ kind: 'wallet-push', phone: '3001234567' })).json.attempt.id as string;
    await onThePhone('aprobar', await referenceOf(second));
    expect((await follow(second)).json).toMatchObject({ status: 'approved', order: { state: 'paid' } });
  });

  it('tells a shopper whose phone has no Nequi account, and keeps the order waiting for another method', async () => {
    const { pay } = await placeNequiOrder();
    const res = await pay({ kind: 'wallet-push', phone: '399 912 3456' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: 'rejected',
      message: expect.stringContaining('Nequi'),
      order: { state: 'pending_payment', payable: true },
    });
  });

  it('refuses a phone that is not a Colombian mobile, and a card for Nequi, storing no attempt', async () => {
    const { pay, number } = await placeNequiOrder();
    const landline = await pay({ kind: 'wallet-push', phone: '601 555 1234' });
    expect(landline.status).toBe(400);
    expect(landline.json.error).toMatchObject({
      kind: 'invalid-input',
      fields: { phone: expect.stringContaining('celular colombiano') },
    });
    const card = await pay({ kind: 'card', token: '4242424242424242', installments: 1 });
    expect(card.status).toBe(409);
    expect(card.json.error.kind).toBe('payment-method-unavailable');
    const order = await ctx.server.container.get(T.orderStore).findByNumber(number);
    expect(order!.payments).toEqual([]);
  });

  it('withdraws a waiting push when the shopper chooses another method: cancelled at Nequi, no longer payable', async () => {
    const { pay, withdraw, follow } = await placeNequiOrder();
    const id = (await pay({ kind: 'wallet-push', phone: '3001234567' })).json.attempt.id as string;
    const reference = await referenceOf(id);
    const withdrawn = await withdraw(id);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.json).toMatchObject({ attempt: { state: 'failed', open: false }, order: { payable: true } });
    // The push cannot be approved on the phone any more: Nequi cancelled it.
    await onThePhone('aprobar', reference);
    expect((await follow(id)).json).toMatchObject({
      attempt: { state: 'failed' },
      order: { state: 'pending_payment' },
    });
    expect((await withdraw(id)).status).toBe(409);
  });

  it('settles a push approved while no page followed it, when the payments are reconciled', async () => {
    const { pay, number } = await placeNequiOrder();
    const id = (await pay({ kind: 'wallet-push', phone: '3001234567' })).json.attempt.id as string;
    await onThePhone('aprobar', await referenceOf(id));
    const report = await ctx.server.container.get(T.paymentUpkeep).reconcilePayments({ actor: 'sistema' });
    expect(report.changed).toContainEqual(
      expect.objectContaining({ orderNumber: number, provider: 'nequi', from: 'pending', to: 'approved' }),
    );
    expect(report.disagreements).toEqual([]);
    expect((await ctx.server.container.get(T.orderStore).findByNumber(number))!.state).toBe('paid');
  });

  it('reverses a paid order through Nequi with the original MessageID; a reversal Nequi refuses changes nothing', async () => {
    const paidOrder = async () => {
      const placed = await placeNequiOrder();
      const id = (await placed.pay({ kind: 'wallet-push', phone: '3001234567' })).json.attempt.id as string;
      await onThePhone('aprobar', await referenceOf(id));
      expect((await placed.follow(id)).json.order.state).toBe('paid');
      return { number: placed.number, id };
    };
    const reverse = ctx.server.container.get(T.paymentUpkeep).reversePayment;
    const orders = ctx.server.container.get(T.orderStore);

    const refused = await paidOrder();
    // A MessageID Nequi never saw: Nequi answers 2-CCSB000079, "not reversed".
    await ctx.server.container
      .get(T.paymentAttempts)
      .record(refused.id, { providerMessageId: '9999999999' }, ctx.clock.now());
    const no = await reverse({ orderNumber: refused.number, actor: 'ana' });
    expect(no).toMatchObject({ ok: false, error: { kind: 'refused', code: '2-CCSB000079' } });
    expect((await orders.findByNumber(refused.number))!.state).toBe('paid');

    const { number } = await paidOrder();
    const yes = await reverse({ orderNumber: number, actor: 'ana' });
    expect(yes).toMatchObject({ ok: true, value: { state: 'reversed' } });
    const order = (await orders.findByNumber(number))!;
    expect(order.payments.at(-1)!.state).toBe('reversed');
    expect((await orders.history(order.id)).at(-1)).toMatchObject({
      actor: 'ana',
      action: 'reverse-payment',
      before: 'paid',
      after: 'reversed',
    });
    const events = await ctx.server.container.get(T.eventOutbox).list({ limit: 50 });
    expect(events.filter((e) => e.orderNumber === number).map((e) => e.type)).toContain('reversed');
  });
});
