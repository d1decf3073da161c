import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { T } from '../../../adapters/container';
import { orderEvents, orders, returnRefunds } from '../../../adapters/persistence/schema/index';
import { bogotaDayStart } from '../../../core/shared/bogota-time';
import { addDays } from '../../../core/shared/calendar-date';
import type { Order } from '../../../core/orders/order';
import { placeAnOrder } from '../../cli/support/orders';
import { enrolledOperator, operatorServer, withCookie } from '../support/operator-client';

const ctx = operatorServer();

/** The first bytes of a PNG: enough for the store to take it as a picture. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

const ACCOUNT = {
  bank: 'Bancolombia',
  accountType: 'ahorros',
  number: '12345678901',
  holderName: 'Laura Gómez',
  documentType: 'CC',
  documentNumber: '1020304050',
};

/** A variant on sale with units to spare and, with `sibling`, another of its product at its price with units too. */
const aVariantToSell = async (sibling: boolean) => {
  const variants = (await ctx.server.container.get(T.catalogueAdmin).listVariants()).filter(
    (v) => v.active && v.stock > 4 && v.price < 300_000,
  );
  const twin = (v: (typeof variants)[number]) =>
    variants.some((w) => w.sku !== v.sku && w.product === v.product && w.price === v.price);
  return variants.find((v) => !sibling || twin(v))?.sku ?? '';
};

/** A cash-on-delivery order of 2 units, prepared, shipped and delivered by a manager through the API. */
const aDeliveredOrder = async (manager: string, exchangeable = false): Promise<Order> => {
  const sku = await aVariantToSell(exchangeable);
  const order = await placeAnOrder(ctx.server.container, {
    paymentMethod: 'cash-on-delivery',
    sku,
    quantity: 2,
    prefix: 'consola-devoluciones',
  });
  const as = withCookie(manager);
  for (const [step, body] of [
    ['prepare', {}],
    ['ship', { tracking: 'SERV-778899' }],
    ['deliver', {}],
  ] as const)
    expect((await ctx.admin.post(`/orders/${order.number}/${step}`, body, as)).status).toBe(200);
  return order;
};

/** The shopper's return of one unit, with a picture, to be refunded by bank transfer (they paid cash on delivery). */
const aReturnOf = async (order: Order) => {
  const asked = await ctx.server.container.get(T.returns).requestReturn(
    { kind: 'signed-link' },
    {
      orderNumber: order.number,
      reason: 'defectuoso',
      reversalCause: null,
      learnedOn: null,
      words: 'El tarro llegó abierto.',
      lines: [{ sku: order.lines[0].sku, quantity: 1, sealed: false, exchangeSku: null }],
      refundTo: 'bank-transfer',
      bankAccount: ACCOUNT,
      pictures: [{ bytes: PNG }],
    },
  );
  if (!asked.ok) throw new Error(asked.error.message);
  return asked.value;
};

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
