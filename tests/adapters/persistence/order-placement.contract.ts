import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewOrder, OpenOrderCaps } from '../../../core/orders/ports';
import type { OrderSubject } from './order-store.contract';
import { aKey, aMove, aNewOrder, anOrderLine as line, placedOrder } from './order-fixtures';

const CAPS: OpenOrderCaps = { perBuyer: 2, perIp: 3 };
const PLACED_AT = new Date('2026-11-22T15:00:00Z');

let buyers = 0;
/** A buyer of its own (email, document, phone and address), so tests sharing a store never count each other's orders. */
const aBuyer = () => {
  const n = String(++buyers).padStart(4, '0');
  return {
    email: `comprador-${n}@correo.co`,
    documentNumber: `77${n}`,
    phone: `310000${n}`,
    clientIp: `198.51.100.${buyers}`,
  };
};
type Who = ReturnType<typeof aBuyer>;

/** An order of one CAP unit by `who`, unpaid until an hour after PLACED_AT. */
const orderOf = (who: Who, over: Partial<NewOrder> = {}): NewOrder => {
  const base = aNewOrder([line('CAP', 1)], { placedAt: PLACED_AT, clientIp: who.clientIp, ...over });
  return { ...base, buyer: { ...base.buyer, email: who.email, documentNumber: who.documentNumber, phone: who.phone } };
};

/** What every OrderStore must do with idempotency keys and the caps on open unpaid orders (stock hoarding). */
export const orderPlacementContract = (name: string, open: () => Promise<OrderSubject>) =>
  describe(`OrderStore placement contract: ${name}`, () => {
    let s: OrderSubject;
    beforeAll(async () => {
      s = await open();
    });
    afterAll(() => s.close());
    const place = (order: NewOrder, caps = CAPS) => s.store.place(order, aKey(), caps);

    it('answers a key to whoever placed it, and nothing but key-taken to anyone else', async () => {
      const who = aBuyer();
      const k = aKey();
      const order = placedOrder(await s.store.place(orderOf(who, { placedBy: 'guest:abc' }), k, CAPS));
      expect(await s.store.place(orderOf(who, { placedBy: 'guest:abc' }), k, CAPS)).toEqual({
        kind: 'duplicate',
        order,
      });
      expect(await s.store.place(orderOf(aBuyer(), { placedBy: 'customer:intruso' }), k, CAPS)).toEqual({
        kind: 'key-taken',
      });
      expect(await s.store.findPlacement(k)).toEqual({ order, placedBy: 'guest:abc' });
      expect(await s.store.findPlacement(aKey())).toBeNull();
    });

    it('holds a buyer known by email, document or phone to the open orders the cap allows', async () => {
      const ana = aBuyer();
      placedOrder(await place(orderOf(ana)));
      placedOrder(await place(orderOf({ ...ana, clientIp: aBuyer().clientIp })));
      for (const same of [{ email: ana.email }, { documentNumber: ana.documentNumber }, { phone: ana.phone }]) {
        expect(await place(orderOf({ ...aBuyer(), ...same })), JSON.stringify(same)).toEqual({
          kind: 'too-many-open',
          by: 'buyer',
        });
      }
      placedOrder(await place(orderOf(aBuyer())));
    });

    it('frees a place when an open order is paid, cancelled or past its expiry; cash on delivery counts until prepared', async () => {
      const eva = aBuyer();
      const a = placedOrder(await place(orderOf(eva)));
      const cod = placedOrder(
        await place(orderOf(eva, { state: 'confirmed', paymentMethod: 'cash-on-delivery', expiresAt: null })),
      );
      expect(await place(orderOf(eva))).toEqual({ kind: 'too-many-open', by: 'buyer' });
      expect(await s.store.change(aMove(a, 'paid', { event: 'approve-payment' }))).toBe(true);
      const b = placedOrder(await place(orderOf(eva)));
      expect(await place(orderOf(eva))).toEqual({ kind: 'too-many-open', by: 'buyer' });
      expect(await s.store.change(aMove(b, 'cancelled', { releaseStock: true }))).toBe(true);
      const c = placedOrder(await place(orderOf(eva)));
      expect(await s.store.change(aMove(cod, 'preparing', { event: 'start-preparing' }))).toBe(true);
      placedOrder(await place(orderOf(eva)));
      expect(await place(orderOf(eva))).toEqual({ kind: 'too-many-open', by: 'buyer' });
      // Once c's time is up it no longer holds a place, even before the expiry job has cancelled it.
      const later = new Date(c.expiresAt!.getTime() + 1);
      placedOrder(await place(orderOf(eva, { placedAt: later, expiresAt: new Date(later.getTime() + 60_000) })));
    });

    it('holds one client address to its cap, whoever the buyers are', async () => {
      const shared = aBuyer().clientIp;
      for (let i = 0; i < CAPS.perIp; i++) placedOrder(await place(orderOf({ ...aBuyer(), clientIp: shared })));
      expect(await place(orderOf({ ...aBuyer(), clientIp: shared }))).toEqual({ kind: 'too-many-open', by: 'ip' });
      placedOrder(await place(orderOf(aBuyer())));
    });

    it('lets exactly the cap through when one buyer places ten orders at once', async () => {
      const before = await s.stockOf('CAP');
      const rafa = aBuyer();
      const outcomes = await Promise.all(Array.from({ length: 10 }, () => place(orderOf(rafa))));
      expect(outcomes.filter((o) => o.kind === 'placed')).toHaveLength(CAPS.perBuyer);
      expect(outcomes.filter((o) => o.kind === 'too-many-open')).toHaveLength(10 - CAPS.perBuyer);
      expect(await s.stockOf('CAP')).toBe(before - CAPS.perBuyer);
    });

    it('lists the orders placed before a moment', async () => {
      const at = (iso: string) => new Date(iso);
      const old = placedOrder(
        await place(aNewOrder([line('BEFORE', 1)], { placedAt: at('2026-01-01T12:00:00Z') }), {
          perBuyer: 99,
          perIp: 99,
        }),
      );
      placedOrder(
        await place(aNewOrder([line('BEFORE', 1)], { placedAt: at('2026-02-01T12:00:00Z') }), {
          perBuyer: 99,
          perIp: 99,
        }),
      );
      expect((await s.store.list({ before: at('2026-01-15T00:00:00Z'), limit: 10 })).map((o) => o.id)).toEqual([
        old.id,
      ]);
    });
  });
