import { describe, expect, it } from 'vitest';
import { T } from '../../../adapters/container';
import { channelAuth } from '../../../adapters/realtime/signature';
import { placeAnOrder } from '../../cli/support/orders';
import { signedUp } from '../support/account-client';
import { enrolledOperator, operatorServer, withCookie } from '../support/operator-client';

const ctx = operatorServer();
const SOCKET = '123456.7890123';

/** A cash-on-delivery order of a variant in stock, as the checkout places it: confirmed, to prepare. */
const aCashOrder = async () => {
  const variants = await ctx.server.container.get(T.catalogueAdmin).listVariants();
  const sku = variants.find((v) => v.active && v.stock > 2 && v.price < 300_000)?.sku ?? '';
  return placeAnOrder(ctx.server.container, { paymentMethod: 'cash-on-delivery', sku, prefix: 'consola-inicio' });
};

/** What pusher-js posts to authorize a channel (a form, from the store's own pages) to the API at `base`. */
const authorize = async (base: '/api/v1' | '/api/admin/v1', channel: string, cookie?: string) => {
  const res = await ctx.server.get(`${base}/broadcasting/auth`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Accept': 'application/json',
      'Origin': 'https://fornido.co',
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams({ socket_id: SOCKET, channel_name: channel }).toString(),
  });
  return { status: res.status, json: await res.json() };
};

describe('Inicio', () => {
  it("gives a manager the day's and month's sales with their IVA split and the orders waiting, which follow each order", async () => {
    const manager = await enrolledOperator(ctx, 'manager');
    const as = withCookie(manager.cookie);
    const before = (await ctx.admin.get('/home', as)).json;
    expect(before.sales.today.date).toBe('2026-11-22');
    expect(before.sales.month.month).toBe('2026-11');
    expect(before.payments).toEqual({ flagged: 0, disagreements: [] });
    expect(Array.isArray(before.lowStock)).toBe(true);
    expect(before.lateEvents).toEqual([]);
    expect(before.vitals).toEqual([]);

    const order = await aCashOrder();
    const placed = (await ctx.admin.get('/home', as)).json;
    expect(placed.orders).toEqual({ toPrepare: before.orders.toPrepare + 1, toShip: before.orders.toShip });
    // Cash on delivery only confirmed is not a sale yet; prepared, it is.
    expect(placed.sales.today.orders).toBe(before.sales.today.orders);
    expect((await ctx.admin.post(`/orders/${order.number}/prepare`, {}, as)).status).toBe(200);
    const prepared = (await ctx.admin.get('/home', as)).json;
    expect(prepared.orders).toEqual({ toPrepare: before.orders.toPrepare, toShip: before.orders.toShip + 1 });
    expect(prepared.sales.today).toMatchObject({
      orders: before.sales.today.orders + 1,
      units: before.sales.today.units + 1,
      revenue: before.sales.today.revenue + order.totals.subtotal,
      iva: before.sales.today.iva + order.totals.tax,
    });
    for (const f of [prepared.sales.today, prepared.sales.month]) expect(f.iva + f.base).toBe(f.revenue);
    expect(prepared.sales.month.orders).toBe(before.sales.month.orders + 1);
  });

  it('shows the warehouse its orders and low stock, never the money, the payments or the vitals', async () => {
    const warehouse = await enrolledOperator(ctx, 'warehouse');
    const home = await ctx.admin.get('/home', withCookie(warehouse.cookie));
    expect(home.status).toBe(200);
    expect(home.json).toMatchObject({ sales: null, payments: null, lateEvents: null, vitals: null });
    expect(home.json.orders).toEqual({ toPrepare: expect.any(Number), toShip: expect.any(Number) });
    expect(home.json.lowStock.every((v: { low: boolean }) => v.low)).toBe(true);
    expect((await ctx.admin.get('/home')).status).toBe(401);
  });

  it('shows support the order events not delivered in time, until the dispatcher delivers them', async () => {
    const support = await enrolledOperator(ctx, 'support');
    const as = withCookie(support.cookie);
    await ctx.server.dispatch();
    const order = await aCashOrder();
    expect((await ctx.admin.get('/home', as)).json).toMatchObject({ sales: null, lowStock: null, lateEvents: [] });
    ctx.clock.advance(10 * 60_000);
    expect((await ctx.admin.get('/home', as)).json.lateEvents).toEqual([
      {
        id: expect.any(Number),
        type: 'placed',
        orderNumber: order.number,
        occurredAt: expect.any(String),
        state: 'pending',
        attempts: 0,
      },
    ]);
    await ctx.server.dispatch();
    expect((await ctx.admin.get('/home', as)).json.lateEvents).toEqual([]);
  });
});

describe("the operators' live channel", () => {
  it("is signed for a signed-in operator only: refused to a shopper's session and to nobody, on either API", async () => {
    const support = await enrolledOperator(ctx, 'support');
    const app = ctx.server.container.get(T.realtimeApp);
    const signature = channelAuth({ key: app.key, secret: await app.secret() }, SOCKET, 'private-operators');
    expect(await authorize('/api/admin/v1', 'private-operators', support.cookie)).toEqual({
      status: 200,
      json: { auth: signature },
    });
    expect((await ctx.admin.get('/live', withCookie(support.cookie))).json).toEqual({
      key: app.key,
      cluster: expect.any(String),
      embedded: true,
    });

    const shopper = await signedUp(ctx.server);
    const forbidden = { kind: 'channel-forbidden', message: 'No tienes acceso a estas actualizaciones en vivo.' };
    expect(await authorize('/api/v1', 'private-operators', shopper.cookie)).toEqual({
      status: 403,
      json: { error: forbidden },
    });
    expect((await authorize('/api/v1', 'private-operators')).status).toBe(403);
    const asShopper = await authorize('/api/admin/v1', 'private-operators', shopper.cookie);
    expect(asShopper.status).toBe(401);
    expect(asShopper.json.error.kind).toBe('unauthenticated');
    expect((await authorize('/api/admin/v1', 'private-operators')).status).toBe(401);
    // A script's access token is no console session.
    const token = (await ctx.admin.post('/tokens', { name: 'informes' }, withCookie(support.cookie))).json.token;
    const byToken = await ctx.server.get('/api/admin/v1/broadcasting/auth', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Authorization': `Bearer ${token}` },
      body: new URLSearchParams({ socket_id: SOCKET, channel_name: 'private-operators' }).toString(),
    });
    expect(byToken.status).toBe(403);
    // An operator's session opens the operators' channel, no shopper's.
    const order = await aCashOrder();
    expect(await authorize('/api/admin/v1', `private-order.${order.number}`, support.cookie)).toEqual({
      status: 403,
      json: { error: forbidden },
    });
  });
});
