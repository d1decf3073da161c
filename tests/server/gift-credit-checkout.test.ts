import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { pesos } from '../../core/shared/money';
import { aBuyer } from '../core/checkout/checkout-harness';
import { accountServer, mailsTo, signedUp, type Auth } from './support/account-client';

// Standard shipping is free from $ 150.000, so the $ 151.000 protein bought here ships free: credit that covers it
// leaves $ 0 to pay.
const ctx = accountServer({ FREE_SHIPPING_THRESHOLD: '150000' });
const MEDELLIN = { departmentCode: '05', municipalityCode: '05001' };
const lines = [{ sku: 'P02-2LB-CHOC', quantity: 1 }];
let keys = 0;

/** A signed-in shopper with this much gift credit (an operator's adjustment). */
const withCredit = async (amount: number) => {
  const shopper = await signedUp(ctx.server);
  await ctx.server.container.get(T.giftCredit).adjust({
    customerId: shopper.account.id,
    amount: pesos(amount),
    reason: 'Bono de prueba',
    actor: 'test',
    at: ctx.clock.now(),
  });
  return shopper;
};

const price = (auth: Auth, choice: { paymentMethod?: string; useGiftCredit?: boolean }) =>
  ctx.http.post('/checkout/price', { lines, destination: MEDELLIN, shippingMethod: 'standard', ...choice }, auth);

const place = (auth: Auth, email: string, paymentMethod: string, expectedTotal: number) =>
  ctx.http.post(
    '/orders',
    {
      idempotencyKey: `gift-credit-${String(++keys).padStart(8, '0')}`,
      lines,
      buyer: aBuyer({ email, documentNumber: `10203${String(keys).padStart(5, '0')}` }),
      shippingMethod: 'standard',
      paymentMethod,
      expectedTotal,
      useGiftCredit: true,
    },
    auth,
  );

describe('gift credit ("saldo de regalo") at checkout', () => {
  it("shows a signed-in shopper's balance and applies it when asked, priced by the server; guests have none", async () => {
    const shopper = await withCredit(20_000);
    const plain = await price({ cookie: shopper.cookie }, { paymentMethod: 'nequi' });
    expect(plain.json.giftCreditBalance).toBe(20_000);
    expect(plain.json.totals.giftCredit).toBe(0);
    const applied = await price({ cookie: shopper.cookie }, { paymentMethod: 'nequi', useGiftCredit: true });
    expect(applied.json.totals.giftCredit).toBe(20_000);
    expect(applied.json.totals.total).toBe(plain.json.totals.total - 20_000);
    const guest = await price({}, { paymentMethod: 'nequi', useGiftCredit: true });
    expect(guest.json.giftCreditBalance).toBeNull();
    expect(guest.json.totals.giftCredit).toBe(0);
  });

  it('spends it with the order, once: a second order placed at once with the same credit is refused with the new total', async () => {
    const shopper = await withCredit(20_000);
    const auth = { cookie: shopper.cookie };
    const seen = (await price(auth, { paymentMethod: 'nequi', useGiftCredit: true })).json.totals.total as number;
    const [a, b] = await Promise.all([
      place(auth, shopper.form.email, 'nequi', seen),
      place(auth, shopper.form.email, 'nequi', seen),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([201, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.json.error.kind).toBe('prices-changed');
    expect(refused.json.error.checkout.totals.giftCredit).toBe(0);
    const placed = a.status === 201 ? a : b;
    expect(placed.json.order.totals.giftCredit).toBe(20_000);
    const statement = await ctx.server.container.get(T.giftCredit).statement(shopper.account.id, 10);
    expect(statement.balance).toBe(0);
    expect(statement.lines[0]).toMatchObject({ kind: 'spent', amount: -20_000, orderNumber: placed.json.order.number });
  });

  it('gives the credit back when the unpaid order expires', async () => {
    const shopper = await withCredit(15_000);
    const auth = { cookie: shopper.cookie };
    const seen = (await price(auth, { paymentMethod: 'nequi', useGiftCredit: true })).json.totals.total as number;
    const placed = await place(auth, shopper.form.email, 'nequi', seen);
    expect(placed.status).toBe(201);
    ctx.clock.advance(31 * 60_000);
    await ctx.server.container.get(T.orders).expirePendingOrders();
    await ctx.server.dispatch();
    const statement = await ctx.server.container.get(T.giftCredit).statement(shopper.account.id, 10);
    expect(statement.balance).toBe(15_000);
    expect(statement.lines[0]).toMatchObject({ kind: 'restored', amount: 15_000 });
  });
});

describe('an order the gift credit covers whole', () => {
  it('is offered no payment provider: its total is $ 0 and the credit is the only way to pay', async () => {
    const shopper = await withCredit(200_000);
    const priced = await price({ cookie: shopper.cookie }, { useGiftCredit: true });
    expect(priced.status).toBe(200);
    expect(priced.json.totals).toMatchObject({ giftCredit: 151_000, shipping: 0, total: 0 });
    expect(priced.json.paymentOptions.map((o: { id: string }) => o.id)).toEqual(['gift-credit']);
    expect(priced.json.paymentOptions[0]).toMatchObject({ label: 'Saldo de regalo', available: true });
    const nequi = await price({ cookie: shopper.cookie }, { paymentMethod: 'nequi', useGiftCredit: true });
    expect(nequi.status).toBe(409);
    expect(nequi.json.error.kind).toBe('payment-method-unavailable');
  });

  it('is placed paid: its attempt approved by the store for $ 0, the credit spent, one mail saying nothing is left to pay', async () => {
    const shopper = await withCredit(200_000);
    const auth = { cookie: shopper.cookie };
    const placed = await place(auth, shopper.form.email, 'gift-credit', 0);
    expect(placed.status).toBe(201);
    const order = placed.json.order;
    expect(order.state).toBe('paid');
    expect(order.expiresAt).toBeNull();
    expect(order.payments).toEqual([
      expect.objectContaining({ method: 'gift-credit', methodLabel: 'Saldo de regalo', state: 'approved', amount: 0 }),
    ]);
    expect((await ctx.server.container.get(T.giftCredit).statement(shopper.account.id, 5)).balance).toBe(49_000);
    await ctx.server.dispatch();
    const mails = await mailsTo(ctx.server, shopper.form.email);
    const orderMails = mails.filter((m) => m.subject.includes(order.number));
    expect(orderMails.map((m) => m.subject)).toEqual([`Recibimos tu pedido ${order.number}`]);
    expect(orderMails[0].text).toContain(
      'Pagaste todo tu pedido con tu saldo de regalo: no tienes nada más que pagar.',
    );
    expect(orderMails[0].text).not.toContain('Pagar o ver el estado del pago');
    // Nothing is left to pay: starting a payment on it is refused.
    const pay = await ctx.http.post(
      `/orders/${order.number}/payments`,
      { method: 'nequi', instrument: { kind: 'wallet-qr' } },
      auth,
    );
    expect(pay.status).toBe(409);
  });

  it('is refused to a shopper whose credit does not cover it (with the figures to pay the rest), and to a guest', async () => {
    const shopper = await withCredit(50_000);
    const short = await place({ cookie: shopper.cookie }, shopper.form.email, 'gift-credit', 0);
    expect(short.status).toBe(409);
    expect(short.json.error.kind).toBe('prices-changed');
    expect(short.json.error.checkout.totals).toMatchObject({ giftCredit: 50_000, total: 101_000 });
    const guest = await place({}, 'invitada@correo.co', 'gift-credit', 151_000);
    expect(guest.status).toBe(409);
    expect(guest.json.error.kind).toBe('payment-method-unavailable');
  });

  it('tells the second of two orders placed at once on the same credit its new total and the methods to pay it', async () => {
    const shopper = await withCredit(151_000);
    const auth = { cookie: shopper.cookie };
    const [a, b] = await Promise.all([
      place(auth, shopper.form.email, 'gift-credit', 0),
      place(auth, shopper.form.email, 'gift-credit', 0),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.json.error.kind).toBe('prices-changed');
    expect(refused.json.error.checkout.totals).toMatchObject({ giftCredit: 0, total: 151_000 });
    expect(refused.json.error.checkout.paymentOptions.map((o: { id: string }) => o.id)).toContain('nequi');
  });
});
