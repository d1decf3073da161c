import { describe, expect, it } from 'vitest';
import { T } from '../../../adapters/container';
import { placeAnOrder } from '../../cli/support/orders';
import { enrolledOperator, operatorServer, withCookie } from '../support/operator-client';

const ctx = operatorServer();

describe('whole orders for the fornido command (/order-records)', () => {
  it('answers whole orders by the command’s filters and one with its audit log; refuses a filter it cannot read', async () => {
    const variants = await ctx.server.container.get(T.catalogueAdmin).listVariants();
    const sku = variants.find((v) => v.active && v.stock > 2 && v.price < 300_000)?.sku ?? '';
    const order = await placeAnOrder(ctx.server.container, {
      paymentMethod: 'cash-on-delivery',
      sku,
      prefix: 'registros-cli',
      buyer: { municipalityCode: '05088' },
    });
    const as = withCookie((await enrolledOperator(ctx, 'support')).cookie);

    const bello = await ctx.admin.get(
      '/order-records?states=confirmed,paid&methods=cash-on-delivery&city=bello&limit=5',
      as,
    );
    expect(bello.status).toBe(200);
    expect(bello.json).toHaveLength(1);
    expect(bello.json[0]).toMatchObject({ number: order.number, totals: { total: order.totals.total } });
    expect(bello.json[0].lines[0]).toMatchObject({ sku, quantity: 1 });
    const elsewhere = await ctx.admin.get('/order-records?city=Medellín&limit=5', as);
    expect(elsewhere.json.map((o: { number: string }) => o.number)).not.toContain(order.number);

    const record = await ctx.admin.get(`/order-records/${order.number.toLowerCase()}`, as);
    expect(record.status).toBe(200);
    expect(record.json.order).toMatchObject({ number: order.number, state: 'confirmed' });
    expect(record.json.history.map((h: { action: string }) => h.action)).toEqual(['place']);

    expect((await ctx.admin.get('/order-records/FO-2026-999999', as)).status).toBe(404);
    const city = await ctx.admin.get('/order-records?city=Gotham&limit=5', as);
    expect(city.status).toBe(400);
    expect(city.json.error.fields).toEqual({
      city: 'Ningún municipio de Colombia se llama así (un nombre o un código DANE).',
    });
    expect((await ctx.admin.get('/order-records?states=sent&limit=5', as)).status).toBe(400);
    expect((await ctx.admin.get('/order-records?limit=5')).status).toBe(401);
  });
});
