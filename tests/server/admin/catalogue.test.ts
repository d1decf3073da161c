import { describe, expect, it } from 'vitest';
import { enrolledOperator, operatorServer, withCookie } from '../support/operator-client';

const ctx = operatorServer();

describe('Catálogo', () => {
  it('shows the warehouse every variant with its stock, and lets only the catalogue’s roles change a price', async () => {
    const warehouse = await enrolledOperator(ctx, 'warehouse');
    const listed = await ctx.admin.get('/catalogue/variants', withCookie(warehouse.cookie));
    expect(listed.status).toBe(200);
    const variant = listed.json[0];
    expect(variant).toEqual(
      expect.objectContaining({ sku: expect.any(String), stock: expect.any(Number), lowStockLevel: 5 }),
    );
    const path = `/catalogue/variants/${encodeURIComponent(variant.sku)}/price`;
    expect((await ctx.admin.post(path, { price: 99900 }, withCookie(warehouse.cookie))).status).toBe(403);

    const manager = await enrolledOperator(ctx, 'manager');
    const set = await ctx.admin.post(path, { price: 99900, compareAt: null }, withCookie(manager.cookie));
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({ sku: variant.sku, after: { price: 99900, compareAt: null }, changed: true });
    const product = await ctx.shop.get(`/products/${variant.product}`);
    const shown = product.json.product.variants.find((v: { sku: string }) => v.sku === variant.sku);
    expect(shown.price).toBe(99900);

    const cents = await ctx.admin.post(path, { price: 99900.5 }, withCookie(manager.cookie));
    expect(cents.status).toBe(400);
    expect(cents.json.error.fields.price).toBe('Escribe el precio en pesos, sin puntos (por ejemplo 189900).');
    const below = await ctx.admin.post(path, { price: 99900, compareAt: 90000 }, withCookie(manager.cookie));
    expect(below.status).toBe(400);
    expect(below.json.error.fields.compareAt).toBe('El precio "antes" debe ser mayor que el precio, o quedar vacío.');
    const unknown = await ctx.admin.post(
      '/catalogue/variants/NO-EXISTE/price',
      { price: 1000 },
      withCookie(manager.cookie),
    );
    expect(unknown.status).toBe(404);
  });
});
