import { describe, expect, it } from 'vitest';
import { T } from '../../../adapters/container';
import { placeAnOrder } from '../../cli/support/orders';
import { enrolledOperator, operatorServer, withCookie } from '../support/operator-client';

const ctx = operatorServer();

/** A cash-on-delivery order of a variant in stock, as the checkout places it. */
const aCashOrder = async () => {
  const variants = await ctx.server.container.get(T.catalogueAdmin).listVariants();
  const sku = variants.find((v) => v.active && v.stock > 2 && v.price < 300_000)?.sku ?? '';
  return placeAnOrder(ctx.server.container, { paymentMethod: 'cash-on-delivery', sku, prefix: 'consola-pedidos' });
};

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
});
