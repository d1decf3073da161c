import { describe, expect, it } from 'vitest';
import { T } from '../../../adapters/container';
import { placeAnOrder } from '../../cli/support/orders';
import { enrolledOperator, operatorServer, withCookie } from '../support/operator-client';

const ctx = operatorServer();

/** A cash-on-delivery order the warehouse has started preparing: a sale of the month. */
const aSale = async (cookie: string) => {
  const variants = await ctx.server.container.get(T.catalogueAdmin).listVariants();
  const sku = variants.find((v) => v.active && v.stock > 2 && v.price < 300_000)?.sku ?? '';
  const order = await placeAnOrder(ctx.server.container, {
    paymentMethod: 'cash-on-delivery',
    sku,
    quantity: 2,
    prefix: 'consola-informes',
  });
  const prepared = await ctx.admin.post(`/orders/${order.number}/prepare`, {}, withCookie(cookie));
  if (prepared.status !== 200) throw new Error(JSON.stringify(prepared.json));
  return order;
};

/** The CSV as a browser downloads it: its status, headers and lines. */
const download = async (query: string, cookie: string) => {
  const res = await ctx.server.get(`/api/admin/v1/reports/sales.csv?${query}`, { headers: { Cookie: cookie } });
  return { status: res.status, headers: res.headers, lines: (await res.text()).split('\n') };
};

describe('Informes', () => {
  it("gives a manager the month's sales per day, payment method, category and city, with its IVA summary", async () => {
    const manager = await enrolledOperator(ctx, 'manager');
    const order = await aSale(manager.cookie);
    const report = await ctx.admin.get('/reports/sales?month=2026-11', withCookie(manager.cookie));
    expect(report.status).toBe(200);
    const r = report.json;
    expect(r).toMatchObject({ month: '2026-11', complete: false });
    expect(r.days).toHaveLength(30);
    expect(r.days.find((d: { date: string }) => d.date === '2026-11-22')).toMatchObject({ orders: 1, units: 2 });
    expect(r.methods).toEqual([expect.objectContaining({ method: 'cash-on-delivery', orders: 1, units: 2 })]);
    expect(r.cities).toEqual([expect.objectContaining({ code: '05001', city: 'Medellín', orders: 1 })]);
    expect(r.categories).toEqual([expect.objectContaining({ category: order.lines[0].category, units: 2 })]);
    expect(r.total).toMatchObject({
      revenue: order.totals.subtotal,
      iva: order.totals.tax,
      base: order.totals.taxBase,
    });
    expect(r.ivaRates.reduce((n: number, x: { gross: number }) => n + x.gross, 0)).toBe(order.totals.subtotal);
  });

  it('answers a month written otherwise or not begun with a 400 in Spanish', async () => {
    const manager = await enrolledOperator(ctx, 'manager');
    const as = withCookie(manager.cookie);
    const wrong = await ctx.admin.get('/reports/sales?month=2026-13', as);
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toMatchObject({
      kind: 'invalid-input',
      message: 'Escribe el mes como AAAA-MM, por ejemplo 2026-03.',
      fields: { month: 'Escribe el mes como AAAA-MM, por ejemplo 2026-03.' },
    });
    expect((await ctx.admin.get('/reports/sales', as)).status).toBe(400);
    const early = await ctx.admin.get('/reports/sales?month=2026-12', as);
    expect(early.status).toBe(400);
    expect(early.json.error.message).toBe('El mes 2026-12 aún no ha empezado en Bogotá.');
    const csv = await download('month=2026-13', manager.cookie);
    expect(csv.status).toBe(400);
    expect(csv.headers.get('content-type')).toContain('application/json');
    expect((await download('month=2026-11&section=semana', manager.cookie)).status).toBe(400);
  });

  it('downloads the month, or one part of it, as CSV in whole pesos', async () => {
    const manager = await enrolledOperator(ctx, 'manager');
    const order = await aSale(manager.cookie);
    const all = await download('month=2026-11', manager.cookie);
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(all.headers.get('content-disposition')).toBe('attachment; filename=ventas-2026-11.csv');
    expect(all.lines[0]).toBe('section,key,orders,units,revenue,iva,base');
    expect(all.lines.filter((l) => l.startsWith('day,'))).toHaveLength(30);
    expect(all.lines.find((l) => l.startsWith('total,2026-11,'))).toMatch(/^total,2026-11,\d+,\d+,\d+,\d+,\d+$/);

    const days = await download('month=2026-11&section=day', manager.cookie);
    expect(days.headers.get('content-disposition')).toBe('attachment; filename=ventas-2026-11-day.csv');
    expect(days.lines).toHaveLength(31);
    expect(days.lines.slice(1).every((l) => l.startsWith('day,2026-11-'))).toBe(true);
    const iva = await download('month=2026-11&section=iva', manager.cookie);
    const total = iva.lines.find((l) => l.startsWith('iva-total,'))!.split(',');
    const [gross, tax, base] = total.slice(4).map(Number);
    expect(tax + base).toBe(gross);
    expect(gross).toBeGreaterThanOrEqual(order.totals.subtotal);
    const cities = await download('month=2026-11&section=city', manager.cookie);
    expect(cities.lines.slice(1)).toEqual([expect.stringMatching(/^city,Medellín \(05001\),\d+,\d+,\d+,\d+,\d+$/)]);
  });

  it('is not the warehouse’s nor support’s, and needs a session', async () => {
    for (const role of ['warehouse', 'support'] as const) {
      const operator = await enrolledOperator(ctx, role);
      expect((await ctx.admin.get('/reports/sales?month=2026-11', withCookie(operator.cookie))).status).toBe(403);
      expect((await download('month=2026-11', operator.cookie)).status).toBe(403);
    }
    expect((await ctx.admin.get('/reports/sales?month=2026-11')).status).toBe(401);
  });
});
