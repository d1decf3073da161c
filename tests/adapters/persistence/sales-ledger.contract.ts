import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewOrder, OrderStore } from '../../../core/orders/ports';
import type { SalesLedger } from '../../../core/reports/ports';
import { pesos } from '../../../core/shared/money';
import { anOrderBuyer } from '../../builders/orders';
import {
  aCashOnDeliveryOrder,
  aKey,
  aMove,
  aNewOrder,
  anOrderLine as line,
  NO_CAPS,
  placedOrder,
} from './order-fixtures';

export type SalesSubject = {
  readonly orders: OrderStore;
  readonly sales: SalesLedger;
  readonly close: () => Promise<void>;
};

/** Units on sale per sku when the suite starts. */
export const SALES_STOCK: ReadonlyMap<string, number> = new Map([
  ['VENTA-A', 20],
  ['VENTA-B', 20],
]);

const at = (iso: string) => new Date(iso);
const MARCH = { from: at('2026-03-01T05:00:00Z'), to: at('2026-04-01T05:00:00Z') };

/** What every SalesLedger must do: the orders in the states and the span asked, oldest first, with their lines' split. */
export const salesLedgerContract = (name: string, open: () => Promise<SalesSubject>) =>
  describe(`SalesLedger contract: ${name}`, () => {
    let s: SalesSubject;
    beforeAll(async () => {
      s = await open();
    });
    afterAll(() => s.close());
    const place = async (order: NewOrder) => placedOrder(await s.orders.place(order, aKey(), NO_CAPS));

    it('reads the orders in the states asked placed within the span, oldest first, with lines, city and totals', async () => {
      // 3 × 42 000 at 5 %: base 120 000, IVA 6 000, as the checkout split it.
      const vitamin = line('VENTA-B', 3, {
        category: 'vitaminas',
        taxRate: 0.05,
        unitPrice: pesos(42_000),
        gross: pesos(126_000),
        base: pesos(120_000),
        iva: pesos(6_000),
      });
      const late = await place(
        aNewOrder(
          [line('VENTA-A', 1), { ...vitamin, gross: pesos(126_000), base: pesos(120_000), iva: pesos(6_000) }],
          {
            placedAt: at('2026-03-31T23:00:00Z'),
            buyer: anOrderBuyer({
              municipalityCode: '76001',
              municipalityName: 'Cali',
              departmentName: 'Valle del Cauca',
            }),
          },
        ),
      );
      const early = await place(aNewOrder([line('VENTA-A', 2)], { placedAt: at('2026-03-01T05:00:00Z') }));
      const before = await place(aNewOrder([line('VENTA-A', 1)], { placedAt: at('2026-03-01T04:59:59Z') }));
      const after = await place(aNewOrder([line('VENTA-A', 1)], { placedAt: at('2026-04-01T05:00:00Z') }));
      const unpaid = await place(aCashOnDeliveryOrder([line('VENTA-A', 1)], { placedAt: at('2026-03-15T12:00:00Z') }));
      for (const o of [late, early, before, after])
        await s.orders.change(aMove(o, 'paid', { event: 'approve-payment' }));
      const sales = await s.sales.salesBetween({ ...MARCH, states: ['paid'] });
      expect(sales.map((x) => x.number)).toEqual([early.number, late.number]);
      expect(sales[1]).toEqual({
        number: late.number,
        placedAt: late.placedAt,
        paymentMethod: 'nequi',
        city: { code: '76001', name: 'Cali', department: 'Valle del Cauca' },
        totals: late.totals,
        lines: late.lines,
      });
      expect(sales[1].lines[1]).toMatchObject({ category: 'vitaminas', taxRate: 0.05, base: 120_000, iva: 6_000 });
      expect((await s.sales.salesBetween({ ...MARCH, states: ['confirmed'] })).map((x) => x.number)).toEqual([
        unpaid.number,
      ]);
      expect(
        await s.sales.salesBetween({
          from: at('2020-01-01T05:00:00Z'),
          to: at('2020-02-01T05:00:00Z'),
          states: ['paid'],
        }),
      ).toEqual([]);
    });
  });
