import { describe, expect, it } from 'vitest';
import { T } from '../../../adapters/container';
import { pesos } from '../../../core/shared/money';
import { placeAnOrder } from '../../cli/support/orders';
import { signedUp } from '../support/account-client';
import { enrolledOperator, operatorServer, withCookie } from '../support/operator-client';

// Standard shipping is free from $ 150.000: gift credit, which pays no shipping, then pays a $ 151.000 order whole.
const ctx = operatorServer({ FREE_SHIPPING_THRESHOLD: '150000' });

/** A cash-on-delivery order of a variant in stock, as the checkout places it. */
const aCashOrder = async () =>
  placeAnOrder(ctx.server.container, {
    paymentMethod: 'cash-on-delivery',
    sku: await aSku(),
    prefix: 'consola-pedidos',
  });

const aSku = async () => {
  const variants = await ctx.server.container.get(T.catalogueAdmin).listVariants();
  return variants.find((v) => v.active && v.stock > 2 && v.price < 300_000)?.sku ?? '';
};

/** An order a shopper paid whole with their gift credit: paid as it was placed, refunded to the balance. */
const aCreditOrder = async () => {
  const shopper = await signedUp(ctx.server);
  const c = ctx.server.container;
  const at = ctx.clock.now();
  await c
    .get(T.giftCredit)
    .adjust({ customerId: shopper.account.id, amount: pesos(2_000_000), reason: 'Bono', actor: 'test', at });
  return placeAnOrder(c, {
    paymentMethod: 'gift-credit',
    sku: 'P02-2LB-CHOC',
    prefix: 'consola-saldo',
    customerId: shopper.account.id,
    useGiftCredit: true,
    email: shopper.form.email,
  });
};

const today = () => new Date(ctx.clock.now().getTime() - 5 * 3_600_000).toISOString().slice(0, 10);

describe('Pedidos', () => {
  it('the warehouse finds an order by the buyer’s phone, reads its slip, prepares and ships it; states refuse what they cannot do', async () => {
    const order = await aCashOrder();
    const warehouse = await enrolledOperator(ctx, 'warehouse');
    const as = withCookie(warehouse.cookie);
    const found = await ctx.admin.get(`/orders?search=${encodeURIComponent(order.buyer.phone)}`, as);
    expect(found.status).toBe(200);
    expect(found.json.map((o: { number: string }) => o.number)).toContain(order.number);

    const detail = await ctx.admin.get(`/orders/${order.number}`, as);
    expect(detail.json.slip).toMatchObject({
      number: order.number,
      state: 'confirmed',
      cashToCollect: order.totals.total,
    });
    expect(detail.json.slip.lines).toHaveLength(1);

    const early = await ctx.admin.post(`/orders/${order.number}/deliver`, {}, as);
    expect(early.status).toBe(409);
    expect(early.json.error.message).toBe(`El pedido ${order.number} está confirmado: no se puede entregar.`);
    const prepared = await ctx.admin.post(`/orders/${order.number}/prepare`, {}, as);
    expect(prepared.json.state).toBe('preparing');
    const noTracking = await ctx.admin.post(`/orders/${order.number}/ship`, { tracking: '¡!' }, as);
    expect(noTracking.status).toBe(400);
    const shipped = await ctx.admin.post(`/orders/${order.number}/ship`, { tracking: 'SERV-445566' }, as);
    expect(shipped.json.state).toBe('shipped');
    const history = (await ctx.admin.get(`/orders/${order.number}`, as)).json.history;
    expect(history.map((h: { after: string }) => h.after)).toEqual(expect.arrayContaining(['preparing', 'shipped']));
    expect(history.every((h: { actor: string }) => h.actor !== '')).toBe(true);
    expect(history.find((h: { after: string }) => h.after === 'shipped').actor).toContain(warehouse.email);
  });

  it('support reads orders but cannot move them; an unknown order or action is refused', async () => {
    const order = await aCashOrder();
    const support = await enrolledOperator(ctx, 'support');
    const as = withCookie(support.cookie);
    expect((await ctx.admin.get(`/orders/${order.number}`, as)).status).toBe(200);
    expect((await ctx.admin.post(`/orders/${order.number}/prepare`, {}, as)).status).toBe(403);
    expect((await ctx.admin.get('/orders/FO-2026-999999', as)).status).toBe(404);
    expect((await ctx.admin.post(`/orders/${order.number}/borrar`, {}, as)).status).toBe(400);
  });

  it('filters by payment method, city and Bogotá days, and says in Spanish which filter it cannot read', async () => {
    const order = await aCashOrder();
    const manager = withCookie((await enrolledOperator(ctx, 'manager')).cookie);
    const day = today();
    const found = await ctx.admin.get(
      `/orders?method=cash-on-delivery&city=Medell%C3%ADn&from=${day}&to=${day}`,
      manager,
    );
    expect(found.status).toBe(200);
    expect(found.json.map((o: { number: string }) => o.number)).toContain(order.number);
    const elsewhere = await ctx.admin.get(`/orders?method=cash-on-delivery&city=Pasto&from=${day}`, manager);
    expect(elsewhere.json.map((o: { number: string }) => o.number)).not.toContain(order.number);
    const cases: [string, string, string][] = [
      ['city=Gotham', 'city', 'Ningún municipio de Colombia se llama así: escribe su nombre o su código DANE.'],
      ['method=trueque', 'method', 'Ese medio de pago no existe.'],
      ['from=2026-02-30', 'from', 'La fecha no es válida: escríbela como AAAA-MM-DD.'],
      ['from=2026-03-02&to=2026-03-01', 'to', 'El último día va antes del primero.'],
    ];
    for (const [query, field, message] of cases) {
      const refused = await ctx.admin.get(`/orders?${query}`, manager);
      expect(refused.status, query).toBe(400);
      expect(refused.json.error.fields, query).toEqual({ [field]: message });
    }
  });

  it('support notes an order and sends its confirmation again; a manager cancels it with a reason, and the page lists its mails', async () => {
    const order = await aCashOrder();
    const support = withCookie((await enrolledOperator(ctx, 'support')).cookie);
    const manager = withCookie((await enrolledOperator(ctx, 'manager')).cookie);
    const path = `/orders/${order.number}`;

    expect((await ctx.admin.post(`${path}/notes`, { text: ' ' }, support)).status).toBe(400);
    expect(
      (await ctx.admin.post(`${path}/notes`, { text: 'Llamó: recibe después de las 3 p. m.' }, support)).status,
    ).toBe(200);
    await ctx.server.container.get(T.events).dispatchEvents();
    const mails = (await ctx.admin.get(path, support)).json.mails;
    expect(mails).toEqual([expect.objectContaining({ type: 'placed', sent: true })]);
    const outbox = ctx.server.container.get(T.mailOutbox);
    const before = (await outbox.list({ to: order.buyer.email, limit: 10 })).length;
    const resent = await ctx.admin.post(`${path}/mails/${mails[0].eventId}`, {}, support);
    expect(resent.status).toBe(200);
    expect(resent.json).toEqual({ to: order.buyer.email, subject: expect.stringContaining(order.number) });
    expect((await outbox.list({ to: order.buyer.email, limit: 10 })).length).toBe(before + 1);
    expect((await ctx.admin.post(`${path}/mails/999999999`, {}, support)).status).toBe(404);
    expect((await ctx.admin.post(`${path}/cancel`, { reason: 'Cliente desiste' }, support)).status).toBe(403);

    expect((await ctx.admin.post(`${path}/cancel`, { reason: 'no' }, manager)).json.error.fields).toEqual({
      reason: 'Escribe por qué se cancela (de 3 a 300 caracteres).',
    });
    const cancelled = await ctx.admin.post(`${path}/cancel`, { reason: 'El cliente desiste por teléfono' }, manager);
    expect(cancelled.json.state).toBe('cancelled');
    const history = (await ctx.admin.get(path, manager)).json.history;
    expect(history.map((h: { action: string; detail: string | null }) => [h.action, h.detail])).toEqual(
      expect.arrayContaining([
        ['note', 'Llamó: recibe después de las 3 p. m.'],
        ['mail-resent', expect.stringContaining(order.buyer.email)],
        ['cancel', 'El cliente desiste por teléfono'],
      ]),
    );
  });

  it('a manager refunds a paid order after reading what the refund does; the warehouse may not', async () => {
    const order = await aCreditOrder();
    expect(order.state).toBe('paid');
    const manager = withCookie((await enrolledOperator(ctx, 'manager')).cookie);
    const warehouse = withCookie((await enrolledOperator(ctx, 'warehouse')).cookie);
    const path = `/orders/${order.number}/refund`;
    expect((await ctx.admin.get(path, warehouse)).status).toBe(403);
    const preview = await ctx.admin.get(path, manager);
    expect(preview.json).toMatchObject({ number: order.number, by: 'store', amount: 0, giftCredit: 151_000 });
    expect((await ctx.admin.post(path, {}, warehouse)).status).toBe(403);
    const refunded = await ctx.admin.post(path, {}, manager);
    expect(refunded.json.state).toBe('reversed');
    const twice = await ctx.admin.post(path, {}, manager);
    expect(twice.status).toBe(409);
    expect(twice.json.error.message).toContain('Solo se devuelve el dinero de un pedido pagado');
    const cancel = await ctx.admin.post(`/orders/${order.number}/cancel`, { reason: 'Ya no lo quiere' }, manager);
    expect(cancel.status).toBe(409);
    expect(cancel.json.error.message).toBe(`El pedido ${order.number} está reversado: ya no se puede cancelar.`);
  });
});
