import { expect, it } from 'vitest';
import type { NewOrder } from '../../../core/orders/ports';
import { aKey, aMove, aNewOrder, anOrderLine as line, NO_CAPS, placedOrder } from './order-fixtures';
import { at, ORDER_CONTRACT_WITHDRAWN, type OrderSubject } from './order-store.contract';

/** The OrderStore contract's races: the same key, the last units, several lines and moves arriving at once. Registered
 * inside the contract's describe, on its subject. */
export const orderRacesContract = (subject: () => OrderSubject) => {
  const place = (order: NewOrder, key: string) => subject().store.place(order, key, NO_CAPS);
  const placedAtExactly = async (when: Date) =>
    (await subject().store.list({ since: when, limit: 1000 })).filter((o) => o.placedAt.getTime() === when.getTime());

  it('places one order for a key used 10 times in a row, taking the stock once', async () => {
    const when = at('2026-11-22T15:01:00Z');
    const k = aKey();
    const order = aNewOrder([line('IDEM-S', 2)], { placedAt: when });
    const outcomes = [];
    for (let i = 0; i < 10; i++) outcomes.push(await place(order, k));
    const first = placedOrder(outcomes[0]);
    expect(outcomes.slice(1)).toEqual(Array(9).fill({ kind: 'duplicate', order: first }));
    expect(await subject().stockOf('IDEM-S')).toBe(8);
    expect(await placedAtExactly(when)).toHaveLength(1);
  });

  it('places one order for a key sent 10 times at once, even when the first takes the last units', async () => {
    const when = at('2026-11-22T15:02:00Z');
    const k = aKey();
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => place(aNewOrder([line('IDEM-C', 2)], { placedAt: when }), k)),
    );
    expect(outcomes.filter((o) => o.kind === 'placed')).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'duplicate')).toHaveLength(9);
    expect(new Set(outcomes.map((o) => ('order' in o ? o.order.id : o.kind))).size).toBe(1);
    expect(await subject().stockOf('IDEM-C')).toBe(0);
    expect(await placedAtExactly(when)).toHaveLength(1);
  });

  it('places one order for a key sent at once with different lines, taking only its own stock', async () => {
    const twins = Array.from({ length: 8 }, (_, i) => `TWIN-${i}`);
    const k = aKey();
    const outcomes = await Promise.all(twins.map((sku) => place(aNewOrder([line(sku, 1)]), k)));
    expect(outcomes.filter((o) => o.kind === 'placed')).toHaveLength(1);
    expect(new Set(outcomes.map((o) => ('order' in o ? o.order.id : o.kind))).size).toBe(1);
    let left = 0;
    for (const sku of twins) left += await subject().stockOf(sku);
    expect(left).toBe(7);
  });

  it('reports every short line with what is left and changes nothing; the key stays usable', async () => {
    const when = at('2026-11-22T15:03:00Z');
    const k = aKey();
    expect(await place(aNewOrder([line('SH-A', 1), line('SH-B', 3)], { placedAt: when }), k)).toEqual({
      kind: 'short',
      shortages: [{ sku: 'SH-B', requested: 3, available: 2 }],
    });
    expect(
      await place(
        aNewOrder([line('SH-A', 1), line('NO-EXISTE', 1), line(ORDER_CONTRACT_WITHDRAWN, 1)], { placedAt: when }),
        aKey(),
      ),
    ).toEqual({
      kind: 'short',
      shortages: [
        { sku: 'NO-EXISTE', requested: 1, available: 0 },
        { sku: ORDER_CONTRACT_WITHDRAWN, requested: 1, available: 0 },
      ],
    });
    expect(await place(aNewOrder([line('SH-B', 2), line('SH-B', 1)], { placedAt: when }), aKey())).toEqual({
      kind: 'short',
      shortages: [{ sku: 'SH-B', requested: 3, available: 2 }],
    });
    expect([await subject().stockOf('SH-A'), await subject().stockOf('SH-B')]).toEqual([10, 2]);
    expect(await placedAtExactly(when)).toEqual([]);
    placedOrder(await place(aNewOrder([line('SH-A', 1), line('SH-B', 2)], { placedAt: when }), k));
    expect([await subject().stockOf('SH-A'), await subject().stockOf('SH-B')]).toEqual([9, 0]);
  });

  it('sells exactly the 5 units in stock to 50 shoppers buying at once, never below zero', async () => {
    const when = at('2026-11-22T15:04:00Z');
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () => place(aNewOrder([line('CINCO', 1)], { placedAt: when }), aKey())),
    );
    const sold = outcomes.filter((o) => o.kind === 'placed');
    expect(sold).toHaveLength(5);
    expect(outcomes.filter((o) => o.kind === 'short')).toEqual(
      Array(45).fill({ kind: 'short', shortages: [{ sku: 'CINCO', requested: 1, available: 0 }] }),
    );
    expect(new Set(sold.map((o) => o.order.number)).size).toBe(5);
    expect(await subject().stockOf('CINCO')).toBe(0);
    expect(await placedAtExactly(when)).toHaveLength(5);
  });

  it('keeps every unit accounted for when orders of several lines, in any order, and cancellations run at once', async () => {
    const when = at('2026-11-22T15:05:00Z');
    const skus = ['MIX-1', 'MIX-2', 'MIX-3', 'MIX-4'];
    const buy = async (i: number) => {
      const picked = [...skus.slice(i % 4), ...skus.slice(0, i % 4)].slice(0, 2 + (i % 3));
      const lines = (i % 2 ? picked.reverse() : picked).map((sku) => line(sku, 1 + (i % 2)));
      const outcome = await place(aNewOrder(lines, { placedAt: when }), aKey());
      if (outcome.kind === 'placed' && i % 3 === 0)
        await subject().store.change(aMove(outcome.order, 'cancelled', { releaseStock: true }));
    };
    await Promise.all(Array.from({ length: 40 }, (_, i) => buy(i)));
    const kept = (await placedAtExactly(when)).filter((o) => o.state !== 'cancelled');
    for (const sku of skus) {
      const held = kept
        .flatMap((o) => o.lines)
        .filter((l) => l.sku === sku)
        .reduce((n, l) => n + l.quantity, 0);
      const stock = await subject().stockOf(sku);
      expect(stock).toBeGreaterThanOrEqual(0);
      expect(stock + held).toBe(12);
    }
  });

  it('applies a move once when two arrive at once, releasing the stock once', async () => {
    const order = placedOrder(await place(aNewOrder([line('CH', 3), line('CH-2', 1)]), aKey()));
    expect([await subject().stockOf('CH'), await subject().stockOf('CH-2')]).toEqual([7, 9]);
    const cancel = aMove(order, 'cancelled', { releaseStock: true });
    const outcomes = await Promise.all([subject().store.change(cancel), subject().store.change(cancel)]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await subject().store.change(cancel)).toBe(false);
    expect([await subject().stockOf('CH'), await subject().stockOf('CH-2')]).toEqual([10, 10]);
    expect(await subject().store.findById(order.id)).toEqual({ ...order, state: 'cancelled', expiresAt: null });
    expect((await subject().store.history(order.id)).slice(1)).toEqual([cancel.audit]);
  });
};
