import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoyaltyStore, PointsEntry } from '../../../core/loyalty/ports';

/** A store, starting empty, and how to make the customers (with their full names) and orders its entries name. */
export type OpenedLoyalty = {
  readonly store: LoyaltyStore;
  readonly addCustomer: (id: string, name: string) => Promise<void>;
  readonly addOrder: () => Promise<string>;
  readonly close: () => Promise<void>;
};

const NOV = new Date('2026-11-10T15:00:00Z');
const DEC = new Date('2026-12-05T15:00:00Z');

/** What every LoyaltyStore must do. */
export const loyaltyStoreContract = (name: string, open: () => Promise<OpenedLoyalty>) =>
  describe(`LoyaltyStore contract: ${name}`, () => {
    let subject: OpenedLoyalty;
    let store: LoyaltyStore;
    let n = 0;
    /** A new customer (ids sort in creation order within a test). */
    const customer = async (fullName = 'Camila Andrea Rodríguez') => {
      n += 1;
      const id = `lealtad-${String(n).padStart(4, '0')}`;
      await subject.addCustomer(id, fullName);
      return id;
    };
    const entry = (over: Partial<PointsEntry> & Pick<PointsEntry, 'customerId'>): PointsEntry => ({
      orderId: null,
      reason: 'adjustment',
      points: 100,
      at: NOV,
      ...over,
    });
    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });
    afterAll(() => subject.close());

    it('adds up a customer’s points across months, and says 0 for a customer without any', async () => {
      const ana = await customer();
      expect(await store.lifetimePoints(ana)).toBe(0);
      await store.record([entry({ customerId: ana, points: 250 }), entry({ customerId: ana, points: 40, at: DEC })]);
      expect(await store.lifetimePoints(ana)).toBe(290);
    });

    it('records an order’s points once per customer and reason, however often the same entries come', async () => {
      const [ana, beto] = [await customer(), await customer()];
      const order = await subject.addOrder();
      const paid = entry({ customerId: ana, orderId: order, reason: 'order', points: 189 });
      const gift = entry({ customerId: beto, orderId: order, reason: 'gift', points: 13 });
      await store.record([paid, gift, paid]);
      await store.record([paid, gift]);
      await Promise.all([store.record([paid]), store.record([paid, gift])]);
      expect(await store.lifetimePoints(ana)).toBe(189);
      expect(await store.lifetimePoints(beto)).toBe(13);
      expect(await store.positionOf(ana, '2026-11')).toMatchObject({ points: 189 });
    });

    it('takes points back with a reversal of the same order, once, and keeps movements without an order apart', async () => {
      const ana = await customer();
      const order = await subject.addOrder();
      await store.record([entry({ customerId: ana, orderId: order, reason: 'order', points: 300 })]);
      const reversed = entry({ customerId: ana, orderId: order, reason: 'order-reversed', points: -300, at: DEC });
      await store.record([reversed]);
      await store.record([reversed]);
      await store.record([entry({ customerId: ana, points: 5 }), entry({ customerId: ana, points: 5 })]);
      expect(await store.lifetimePoints(ana)).toBe(10);
      expect(await store.positionOf(ana, '2026-11')).toMatchObject({ points: 310 });
      expect(await store.positionOf(ana, '2026-12')).toBeNull();
    });

    it('counts a movement in its Bogotá month: the last evening of November is still November', async () => {
      const ana = await customer();
      await store.record([entry({ customerId: ana, points: 7, at: new Date('2027-02-01T04:59:00Z') })]);
      expect(await store.positionOf(ana, '2027-01')).toEqual({ position: 1, points: 7 });
      expect(await store.positionOf(ana, '2027-02')).toBeNull();
    });

    it('lists a month’s top by points, ties by customer id, with names and lifetime points, and positions with ties', async () => {
      const month = '2028-03';
      const at = new Date('2028-03-15T12:00:00-05:00');
      const ids = [
        await customer('Ana Ruiz'),
        await customer('Beto Díaz'),
        await customer('Carla Mejía'),
        await customer('Dora Pérez'),
        await customer('Eva Gil'),
      ];
      const [ana, beto, carla, dora, eva] = ids;
      await store.record([
        entry({ customerId: carla, points: 500, at }),
        entry({ customerId: ana, points: 300, at }),
        entry({ customerId: beto, points: 300, at }),
        entry({ customerId: dora, points: 20, at }),
        entry({ customerId: dora, points: 1_000, at: new Date('2028-02-10T12:00:00-05:00') }),
        entry({ customerId: eva, points: 50, at }),
        entry({ customerId: eva, points: -50, at }),
      ]);
      expect(await store.monthTop(month, 3)).toEqual([
        { customerId: carla, name: 'Carla Mejía', points: 500, lifetimePoints: 500 },
        { customerId: ana, name: 'Ana Ruiz', points: 300, lifetimePoints: 300 },
        { customerId: beto, name: 'Beto Díaz', points: 300, lifetimePoints: 300 },
      ]);
      expect((await store.monthTop(month, 10)).map((r) => r.customerId)).toEqual([carla, ana, beto, dora]);
      expect((await store.monthTop(month, 10))[3]).toMatchObject({ points: 20, lifetimePoints: 1_020 });
      expect(await store.positionOf(carla, month)).toEqual({ position: 1, points: 500 });
      expect(await store.positionOf(beto, month)).toEqual({ position: 2, points: 300 });
      expect(await store.positionOf(dora, month)).toEqual({ position: 4, points: 20 });
      expect(await store.positionOf(eva, month)).toBeNull();
      expect(await store.monthTop('2028-04', 10)).toEqual([]);
    });

    it('lists the months with points, newest first, leaving out months whose points were all taken back', async () => {
      const ana = await customer();
      const at = (iso: string) => new Date(`${iso}T12:00:00-05:00`);
      await store.record([
        entry({ customerId: ana, points: 10, at: at('2030-01-10') }),
        entry({ customerId: ana, points: 10, at: at('2030-03-10') }),
        entry({ customerId: ana, points: 10, at: at('2030-05-10') }),
        entry({ customerId: ana, points: 10, at: at('2030-06-10') }),
        entry({ customerId: ana, points: -10, at: at('2030-06-20') }),
      ]);
      expect(await store.months(3)).toEqual(['2030-05', '2030-03', '2030-01']);
      expect((await store.months(100)).slice(0, 4)).toEqual(['2030-05', '2030-03', '2030-01', '2028-03']);
    });
  });
