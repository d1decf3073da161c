import { describe, expect, it } from 'vitest';
import { reportSales } from '../../../core/reports/report-sales';
import {
  aCashOnDeliveryOrder,
  aKey,
  aMove,
  aNewOrder,
  anOrderLine,
  NO_CAPS,
  placedOrder,
} from '../../adapters/persistence/order-fixtures';
import { inMemoryOrderStore } from '../../fakes/in-memory-orders';
import { inMemorySales } from '../../fakes/in-memory-sales';

const setUp = async (now: string) => {
  const orders = inMemoryOrderStore(new Map([['SKU-1', 50]]));
  const place = async (iso: string, to: 'paid' | 'cancelled' | null, cod = false) => {
    const make = cod ? aCashOnDeliveryOrder : aNewOrder;
    const order = placedOrder(
      await orders.place(make([anOrderLine('SKU-1', 1)], { placedAt: new Date(iso) }), aKey(), NO_CAPS),
    );
    if (to) await orders.change(aMove(order, to, { event: to === 'paid' ? 'approve-payment' : 'cancel' }));
    return order;
  };
  return { place, report: reportSales({ sales: inMemorySales(orders), clock: { now: () => new Date(now) } }) };
};

describe("the month's sales report", () => {
  it('counts the paid orders placed in the Bogotá month, on their Bogotá day, and leaves out unpaid and cancelled ones', async () => {
    const { place, report } = await setUp('2026-04-10T12:00:00Z');
    await place('2026-03-01T04:59:00Z', 'paid'); // 28 February, 23:59 in Bogotá
    const first = await place('2026-03-01T05:00:00Z', 'paid');
    const last = await place('2026-04-01T04:59:00Z', 'paid');
    await place('2026-03-10T12:00:00Z', null);
    await place('2026-03-11T12:00:00Z', 'cancelled');
    await place('2026-03-12T12:00:00Z', null, true); // cash on delivery, only confirmed
    const r = await report(' 2026-03 ');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.total).toMatchObject({ orders: 2, units: 2, revenue: first.totals.subtotal + last.totals.subtotal });
    expect(r.value.days.filter((d) => d.orders > 0).map((d) => d.date)).toEqual(['2026-03-01', '2026-03-31']);
    expect(r.value.methods).toEqual([expect.objectContaining({ method: 'nequi', orders: 2 })]);
    expect(r.value.cities).toEqual([expect.objectContaining({ code: '05001', city: 'Medellín', orders: 2 })]);
    expect(r.value.ivaRates).toEqual([expect.objectContaining({ rate: 0.19, iva: r.value.total.iva })]);
    expect(r.value).toMatchObject({ month: '2026-03', complete: true, asOf: new Date('2026-04-10T12:00:00Z') });
  });

  it('tells a month still running, and refuses a month not begun or not written YYYY-MM', async () => {
    const { report } = await setUp('2026-03-15T12:00:00Z');
    expect(await report('2026-03')).toMatchObject({ ok: true, value: { complete: false, total: { orders: 0 } } });
    expect(await report('2026-04')).toMatchObject({
      ok: false,
      error: { message: '2026-04 has not begun yet in Bogotá.' },
    });
    expect(await report('2026-13')).toMatchObject({
      ok: false,
      error: { message: 'The month must be written YYYY-MM (2026-03), got "2026-13".' },
    });
  });
});
