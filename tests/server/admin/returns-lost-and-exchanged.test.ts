import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { T } from '../../../adapters/container';
import { orders } from '../../../adapters/persistence/schema/index';
import { bogotaDayStart } from '../../../core/shared/bogota-time';
import { addDays } from '../../../core/shared/calendar-date';
import { placeAnOrder } from '../../cli/support/orders';
import { enrolledOperator, operatorServer, withCookie } from '../support/operator-client';
import { returnOrders } from './support/return-orders';

const ctx = operatorServer();
const { aDeliveredOrder } = returnOrders(ctx);

describe('Devoluciones en la API de operadores: paquetes perdidos y cambios', () => {
  it('reverses a shipped Nequi order that never arrived, once its estimate passed; the carrier cannot deliver it then', async () => {
    const c = ctx.server.container;
    const variants = await c.get(T.catalogueAdmin).listVariants();
    const sku = variants.find((v) => v.active && v.stock > 4 && v.price < 300_000)?.sku ?? '';
    const order = await placeAnOrder(c, { paymentMethod: 'nequi', sku, quantity: 2, prefix: 'consola-reversion' });
    // Paid and on its way with the carrier (the payment itself is Nequi's sandbox's business, tested elsewhere).
    const { db } = c.get(T.database);
    await db.update(orders).set({ state: 'shipped' }).where(eq(orders.id, order.id));
    const stock = async () => (await c.get(T.catalogueAdmin).listVariants()).find((v) => v.sku === sku)?.stock;
    const before = await stock();
    const dayAfter = bogotaDayStart(addDays(order.shipping.latest, 1)).getTime() + 15 * 3_600_000;
    ctx.clock.advance(dayAfter - ctx.clock.now().getTime());
    const manager = withCookie((await enrolledOperator(ctx, 'manager')).cookie);
    const asked = await c.get(T.returns).requestReturn(
      { kind: 'signed-link' },
      {
        orderNumber: order.number,
        reason: 'reversion',
        reversalCause: 'no-recibido',
        learnedOn: null,
        words: 'La transportadora nunca lo entregó.',
        lines: [],
        refundTo: 'original',
        bankAccount: null,
        pictures: [],
      },
    );
    if (!asked.ok) throw new Error(asked.error.message);
    const { number } = asked.value;
    expect(asked.value.lines).toEqual([expect.objectContaining({ sku, quantity: 2 })]);
    await ctx.admin.post(`/returns/${number}/approve`, { text: 'Te devolvemos el dinero.' }, manager);
    const manual = { how: 'recorded', reference: 'NEQUI-REV-778' };
    const refunded = await ctx.admin.post(`/returns/${number}/refund`, { manual }, manager);
    expect([refunded.status, refunded.json.state]).toEqual([200, 'refunded']);
    expect(refunded.json.refunds[0].shares).toMatchObject({ money: order.totals.total, shippingBack: true });
    expect((await ctx.admin.get(`/orders/${order.number}`, manager)).json.slip.state).toBe('reversed');
    // The units are lost in transit: none goes back on sale.
    expect(await stock()).toBe(before);
    const deliver = await ctx.admin.post(`/orders/${order.number}/deliver`, {}, manager);
    expect(deliver.status).toBe(409);
  });

  it('exchanges: approving holds the variant wanted, receiving makes its $ 0 order, which ships as any paid one', async () => {
    const manager = withCookie((await enrolledOperator(ctx, 'manager')).cookie);
    const order = await aDeliveredOrder(manager.cookie!, true);
    const returns = ctx.server.container.get(T.returns);
    const [line] = await returns.exchangeChoices({ kind: 'signed-link' }, order.number);
    const wanted = line.choices[0];
    expect(wanted).toMatchObject({ price: order.lines[0].unitPrice });
    const asked = await returns.requestReturn(
      { kind: 'signed-link' },
      {
        orderNumber: order.number,
        reason: 'cambio',
        reversalCause: null,
        learnedOn: null,
        words: 'Prefiero otro sabor.',
        lines: [{ sku: line.sku, quantity: 1, sealed: true, exchangeSku: wanted.sku }],
        refundTo: 'original',
        bankAccount: null,
        pictures: [],
      },
    );
    if (!asked.ok) throw new Error(asked.error.message);
    const number = asked.value.number;
    const stockOf = async () =>
      (await ctx.server.container.get(T.catalogueAdmin).listVariants()).find((v) => v.sku === wanted.sku)?.stock;
    const before = await stockOf();

    const approved = await ctx.admin.post(`/returns/${number}/approve`, { text: 'Envíalo a la bodega.' }, manager);
    expect(approved.json).toMatchObject({
      state: 'approved',
      reason: 'cambio',
      lines: [{ sku: line.sku, exchangeSku: wanted.sku }],
      replacementOrderNumber: null,
    });
    expect(await stockOf()).toBe(before! - 1);
    const received = await ctx.admin.post(
      `/returns/${number}/receive`,
      { lines: [{ sku: line.sku, back: 'on-sale' }] },
      manager,
    );
    expect(received.status).toBe(200);
    expect(received.json.state).toBe('exchanged');
    const replacement: string = received.json.replacementOrderNumber;
    expect(replacement).toMatch(/^FO-\d{4}-\d{6}$/);
    expect(await stockOf()).toBe(before! - 1);

    const made = await ctx.admin.get(`/orders/${replacement}`, manager);
    expect(made.json.slip).toMatchObject({ state: 'paid' });
    expect(JSON.stringify(made.json)).toContain(wanted.sku);
    expect((await ctx.admin.post(`/orders/${replacement}/prepare`, {}, manager)).status).toBe(200);
    const refund = await ctx.admin.post(`/returns/${number}/refund`, { manual: null }, manager);
    expect([refund.status, refund.json.error.kind]).toEqual([409, 'invalid-transition']);
  });
});
