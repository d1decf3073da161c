import { describe, expect, it } from 'vitest';
import { orderQueryOf, searchOrders } from '../../../core/orders/search-orders';
import { anOrderBuyer } from '../../builders/orders';
import { inMemoryOrderStore } from '../../fakes/in-memory-orders';
import {
  aCashOnDeliveryOrder,
  aKey,
  aNewOrder,
  anOrderLine,
  NO_CAPS,
  placedOrder,
} from '../../adapters/persistence/order-fixtures';

const day = (year: number, month: number, d: number) => ({ year, month, day: d });

describe("the operators' order search", () => {
  it('turns Bogotá days into instants, both ends included, and a city into its DANE codes', () => {
    expect(
      orderQueryOf({ from: day(2026, 3, 1), to: day(2026, 3, 31), city: 'Medellín', methods: [' Nequi '], limit: 5 }),
    ).toEqual({
      ok: true,
      value: {
        since: new Date('2026-03-01T05:00:00Z'),
        before: new Date('2026-04-01T05:00:00Z'),
        municipalityCodes: ['05001'],
        paymentMethods: ['nequi'],
        limit: 5,
      },
    });
  });

  it('refuses what it cannot read, in plain English, never ignoring a filter', () => {
    const message = (over: Parameters<typeof orderQueryOf>[0]) => {
      const q = orderQueryOf(over);
      return q.ok ? null : q.error.message;
    };
    expect(message({ search: 'ab', limit: 1 })).toBe('Search with at least 3 characters.');
    expect(message({ methods: ['bitcoin'], limit: 1 })).toMatch(/^Unknown payment method "bitcoin"\. Methods: nequi, /);
    expect(message({ from: day(2026, 3, 2), to: day(2026, 3, 1), limit: 1 })).toBe(
      'The last day (2026-03-01) comes before the first (2026-03-02).',
    );
    expect(message({ city: 'Gotham', limit: 1 })).toBe(
      'No Colombian municipality is called "Gotham" (a name or a DANE code).',
    );
  });

  it('finds the orders of a phone typed with +57 and spaces in one city on one day', async () => {
    const orders = inMemoryOrderStore(new Map([['SKU-1', 10]]));
    const buyer = anOrderBuyer({ phone: '3104445566' });
    const place = async (o: Parameters<typeof orders.place>[0]) => placedOrder(await orders.place(o, aKey(), NO_CAPS));
    const hers = await place(
      aNewOrder([anOrderLine('SKU-1', 1)], { buyer, placedAt: new Date('2026-03-02T04:59:00Z') }),
    );
    await place(aNewOrder([anOrderLine('SKU-1', 1)], { buyer, placedAt: new Date('2026-03-02T05:00:00Z') }));
    await place(aCashOnDeliveryOrder([anOrderLine('SKU-1', 1)], { placedAt: new Date('2026-03-01T15:00:00Z') }));
    const found = await searchOrders({ orders })({
      search: '+57 310 444 5566',
      from: day(2026, 3, 1),
      to: day(2026, 3, 1),
      city: '05001',
      limit: 10,
    });
    expect(found.ok && found.value.map((o) => o.number)).toEqual([hers.number]);
  });
});
