import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { pesos } from '../../core/shared/money';
import { accountServer, signedUp, type Auth } from './support/account-client';

const ctx = accountServer();
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

const price = (auth: Auth, useGiftCredit?: boolean) =>
  ctx.http.post(
    '/checkout/price',
    {
      lines,
      destination: MEDELLIN,
      shippingMethod: 'standard',
      paymentMethod: 'nequi',
      ...(useGiftCredit !== undefined ? { useGiftCredit } : {}),
    },
    auth,
  );

const place = async (auth: Auth, expectedTotal: number, email: string) =>
  ctx.http.post(
    '/orders',
    {
      idempotencyKey: `gift-credit-${String(++keys).padStart(8, '0')}`,
      lines,
      buyer: {
        name: 'Camila Rodríguez',
        email,
        documentType: 'CC',
        documentNumber: `10203${String(keys).padStart(5, '0')}`,
        phone: `300555${String(keys).padStart(4, '0')}`,
        line1: 'Calle 10 # 43-20',
        line2: '',
        notes: '',
        consent: true,
        ...MEDELLIN,
      },
      shippingMethod: 'standard',
      paymentMethod: 'nequi',
      expectedTotal,
      useGiftCredit: true,
    },
    auth,
  );

describe('gift credit ("saldo de regalo") at checkout', () => {
  it("shows a signed-in shopper's balance and applies it when asked, priced by the server; guests have none", async () => {
    const shopper = await withCredit(20_000);
    const plain = await price({ cookie: shopper.cookie });
    expect(plain.json.giftCreditBalance).toBe(20_000);
    expect(plain.json.totals.giftCredit).toBe(0);
    const applied = await price({ cookie: shopper.cookie }, true);
    expect(applied.json.totals.giftCredit).toBe(20_000);
    expect(applied.json.totals.total).toBe(plain.json.totals.total - 20_000);
    const guest = await price({}, true);
    expect(guest.json.giftCreditBalance).toBeNull();
    expect(guest.json.totals.giftCredit).toBe(0);
  });

  it('spends it with the order, once: a second order placed at once with the same credit is refused with the new total', async () => {
    const shopper = await withCredit(20_000);
    const auth = { cookie: shopper.cookie };
    const seen = (await price(auth, true)).json.totals.total as number;
    const [a, b] = await Promise.all([place(auth, seen, shopper.form.email), place(auth, seen, shopper.form.email)]);
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
    const seen = (await price(auth, true)).json.totals.total as number;
    const placed = await place(auth, seen, shopper.form.email);
    expect(placed.status).toBe(201);
    ctx.clock.advance(31 * 60_000);
    await ctx.server.container.get(T.expirePendingOrders)();
    await ctx.server.dispatch();
    const statement = await ctx.server.container.get(T.giftCredit).statement(shopper.account.id, 10);
    expect(statement.balance).toBe(15_000);
    expect(statement.lines[0]).toMatchObject({ kind: 'restored', amount: 15_000 });
  });
});
