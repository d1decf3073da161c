import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { T } from '../../../adapters/container';
import { orderEvents, returnRefunds } from '../../../adapters/persistence/schema/index';
import { enrolledOperator, operatorServer, withCookie } from '../support/operator-client';
import { PNG, returnOrders } from './support/return-orders';

const ctx = operatorServer();
const { aDeliveredOrder, aReturnOf } = returnOrders(ctx);

describe('Devoluciones en la API de operadores', () => {
  it('support approves, the warehouse receives, a manager refunds by transfer with its reference', async () => {
    const manager = withCookie((await enrolledOperator(ctx, 'manager')).cookie);
    const support = withCookie((await enrolledOperator(ctx, 'support')).cookie);
    const warehouse = withCookie((await enrolledOperator(ctx, 'warehouse')).cookie);
    const order = await aDeliveredOrder(manager.cookie!);
    const r = await aReturnOf(order);
    const sku = order.lines[0].sku;

    const listed = await ctx.admin.get('/returns?states=requested', support);
    expect(listed.status).toBe(200);
    expect(listed.json.map((x: { number: string }) => x.number)).toContain(r.number);
    const shown = await ctx.admin.get(`/returns/${r.number.toLowerCase()}`, support);
    expect(shown.json).toMatchObject({
      number: r.number,
      state: 'requested',
      lines: [expect.objectContaining({ sku, quantity: 1 })],
      refunds: [],
    });
    expect(shown.json.evidence).toHaveLength(1);
    const picture = await ctx.server.get(`/api/admin/v1/returns/${r.number}/pictures/${shown.json.evidence[0].id}`, {
      headers: { Cookie: support.cookie! },
    });
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(PNG);
    const noPicture = await ctx.admin.get(`/returns/${r.number}/pictures/${randomUUID()}`, support);
    expect(noPicture.status).toBe(404);
    expect((await ctx.admin.get(`/returns/${r.number}/pictures/otra`, support)).status).toBe(400);

    // The warehouse cannot answer; support can, but cannot receive or refund.
    expect(
      (await ctx.admin.post(`/returns/${r.number}/approve`, { text: 'Envíalo por Servientrega.' }, warehouse)).status,
    ).toBe(403);
    const approved = await ctx.admin.post(
      `/returns/${r.number}/approve`,
      { text: 'Envíalo por Servientrega a la bodega de Medellín.' },
      support,
    );
    expect([approved.status, approved.json.state]).toEqual([200, 'approved']);
    const receive = { lines: [{ sku, back: 'damaged' }] };
    expect((await ctx.admin.post(`/returns/${r.number}/receive`, receive, support)).status).toBe(403);
    const received = await ctx.admin.post(`/returns/${r.number}/receive`, receive, warehouse);
    expect([received.status, received.json.state, received.json.lines[0].back]).toEqual([200, 'received', 'damaged']);

    const transfer = { manual: { how: 'transfer', reference: 'TRF-20261129-01' } };
    const bySupport = await ctx.admin.post(`/returns/${r.number}/refund`, transfer, support);
    expect([bySupport.status, bySupport.json.error.kind]).toEqual([403, 'forbidden']);
    const byWarehouse = await ctx.admin.post(`/returns/${r.number}/refund`, transfer, warehouse);
    expect(byWarehouse.status).toBe(403);
    const refunded = await ctx.admin.post(`/returns/${r.number}/refund`, transfer, manager);
    expect(refunded.status).toBe(200);
    expect(refunded.json.state).toBe('refunded');
    expect(refunded.json.refunds).toEqual([
      expect.objectContaining({ how: 'transfer', reference: 'TRF-20261129-01', state: 'refunded' }),
    ]);
    // One unit of two: its share of what the shopper paid, no more.
    const money: number = refunded.json.refunds[0].shares.money;
    expect(money).toBeGreaterThanOrEqual(order.lines[0].unitPrice);
    expect(money).toBeLessThan(order.totals.total);
    // A second click refunds nothing more.
    const again = await ctx.admin.post(`/returns/${r.number}/refund`, transfer, manager);
    expect(again.json.refunds).toHaveLength(1);
    const orderNow = await ctx.admin.get(`/orders/${order.number}`, manager);
    expect(orderNow.json.slip.state).toBe('partially_returned');
  });

  it('refuses with a 4xx and the operator’s words what cannot be done', async () => {
    const manager = withCookie((await enrolledOperator(ctx, 'manager')).cookie);
    const order = await aDeliveredOrder(manager.cookie!);
    const r = await aReturnOf(order);

    const early = await ctx.admin.post(`/returns/${r.number}/refund`, {}, manager);
    expect(early.status).toBe(409);
    expect(early.json.error).toMatchObject({ kind: 'invalid-transition' });
    expect(early.json.error.message).toContain(`Return ${r.number} is requested`);
    const short = await ctx.admin.post(`/returns/${r.number}/reject`, { text: 'No' }, manager);
    expect([short.status, short.json.error.message]).toEqual([
      400,
      'Write the reason the shopper reads (5 to 2,000 characters).',
    ]);
    await ctx.admin.post(`/returns/${r.number}/approve`, { text: 'Envíalo a la bodega.' }, manager);
    const wrongLine = await ctx.admin.post(
      `/returns/${r.number}/receive`,
      { lines: [{ sku: 'NO-EXISTE', back: 'on-sale' }] },
      manager,
    );
    expect([wrongLine.status, wrongLine.json.error.message]).toEqual([
      400,
      `Return ${r.number} has no line NO-EXISTE.`,
    ]);
    const badBack = await ctx.admin.post(
      `/returns/${r.number}/receive`,
      { lines: [{ sku: 'X', back: 'lost' }] },
      manager,
    );
    expect(badBack.status).toBe(400);
    await ctx.admin.post(
      `/returns/${r.number}/receive`,
      { lines: [{ sku: order.lines[0].sku, back: 'on-sale' }] },
      manager,
    );

    const noReference = await ctx.admin.post(`/returns/${r.number}/refund`, { manual: null }, manager);
    expect(noReference.status).toBe(409);
    expect(noReference.json.error.kind).toBe('refund-needs-reference');
    expect(noReference.json.error.message).toContain('--transfer REFERENCE');
    expect((await ctx.admin.get(`/returns/${r.number}`, manager)).json.state).toBe('received');

    expect((await ctx.admin.get('/returns/FO-2000-000001-D1', manager)).status).toBe(404);
    expect((await ctx.admin.get('/returns?states=perdida', manager)).status).toBe(400);
  });

  it('refunds a goodwill amount of a delivered order by a recorded transfer, never more than was paid', async () => {
    const manager = withCookie((await enrolledOperator(ctx, 'manager')).cookie);
    const support = withCookie((await enrolledOperator(ctx, 'support')).cookie);
    const order = await aDeliveredOrder(manager.cookie!);
    const goodwill = {
      orderNumber: order.number,
      amount: 10_000,
      words: 'El pedido llegó con dos días de retraso.',
      manual: { how: 'transfer', reference: 'TRF-BONO-1' },
    };
    expect((await ctx.admin.post('/returns/goodwill', goodwill, support)).status).toBe(403);
    const keyed = { ...goodwill, requestKey: randomUUID() };
    const given = await ctx.admin.post('/returns/goodwill', keyed, manager);
    expect(given.status).toBe(200);
    expect(given.json).toMatchObject({ orderNumber: order.number, state: 'refunded', goodwill: 10_000, lines: [] });
    // The console's second click, or a retried request, sends the same key: the first refund answers it.
    const again = await ctx.admin.post('/returns/goodwill', keyed, manager);
    expect([again.status, again.json.number, again.json.refunds.length]).toEqual([200, given.json.number, 1]);
    const notAKey = await ctx.admin.post('/returns/goodwill', { ...goodwill, requestKey: 'otra-vez' }, manager);
    expect(notAKey.status).toBe(400);
    const tooMuch = await ctx.admin.post('/returns/goodwill', { ...goodwill, amount: order.totals.total * 2 }, manager);
    expect([tooMuch.status, tooMuch.json.error.kind]).toEqual([409, 'refund-exceeds-paid']);
    const notWhole = await ctx.admin.post('/returns/goodwill', { ...goodwill, amount: 10.5 }, manager);
    expect(notWhole.status).toBe(400);
    // The console's order page lists the order's returns: this one, and none of an order that does not exist.
    const ofOrder = await ctx.admin.get(`/returns?order=${order.number.toLowerCase()}`, support);
    expect([ofOrder.status, ofOrder.json.map((r: { number: string }) => r.number)]).toEqual([
      200,
      [`${order.number}-D1`],
    ]);
    expect((await ctx.admin.get('/returns?order=FO-2026-999999', support)).json).toEqual([]);
    expect((await ctx.admin.get('/returns?order=pedido-1', support)).status).toBe(400);
  });

  it('reconciles the refunds no provider confirmed: owners and managers only, the flagged ones listed', async () => {
    const manager = withCookie((await enrolledOperator(ctx, 'manager')).cookie);
    const support = withCookie((await enrolledOperator(ctx, 'support')).cookie);
    const order = await aDeliveredOrder(manager.cookie!);
    const goodwill = { orderNumber: order.number, amount: 7_000, words: 'Cortesía por la demora.' };
    const manual = { how: 'transfer', reference: 'TRF-PEND-1' };
    const given = await ctx.admin.post('/returns/goodwill', { ...goodwill, manual }, manager);
    const refundId: string = given.json.refunds[0].id;
    // As a provider's "in process" answer leaves a refund.
    const { db } = ctx.server.container.get(T.database);
    await db.update(returnRefunds).set({ state: 'pending' }).where(eq(returnRefunds.id, refundId));

    expect((await ctx.admin.post('/returns/reconcile', {}, support)).status).toBe(403);
    const run = await ctx.admin.post('/returns/reconcile', {}, manager);
    expect(run.status).toBe(200);
    expect(run.json).toEqual({
      checked: 1,
      refunds: [
        {
          refundId,
          returnNumber: given.json.number,
          provider: null,
          reference: 'TRF-PEND-1',
          money: 7_000,
          state: 'flagged',
          why: 'its provider cannot be asked about it: check it there',
        },
      ],
    });
    expect((await ctx.admin.post('/returns/reconcile', {}, manager)).json).toEqual({ checked: 0, refunds: [] });
    const flagged = await ctx.admin.get('/returns?flagged=1', support);
    expect(flagged.json.map((r: { number: string }) => r.number)).toEqual([given.json.number]);
    expect(flagged.json[0].refunds[0].state).toBe('flagged');
    expect((await ctx.admin.get('/returns?flagged=si', support)).status).toBe(400);
    const told = await db
      .select({ type: orderEvents.type })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, 'return-refund-settled')));
    expect(told).toHaveLength(1);
  });
});
