import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartStore } from '../../../core/cart/ports';
import type { Opened } from './customer-store.contract';

const NOW = new Date('2026-11-22T12:00:00Z');

/** What every CartStore must do: saved carts replaced whole, guarded by their version. */
export const cartStoreContract = (name: string, open: () => Promise<Opened<CartStore>>) =>
  describe(`CartStore contract: ${name}`, () => {
    let subject: Opened<CartStore>;
    let store: CartStore;
    let n = 0;
    const customer = async () => {
      n += 1;
      await subject.addCustomer?.(`carrito-${n}`);
      return `carrito-${n}`;
    };
    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });
    afterAll(() => subject.close());

    it('starts empty at version 0, then keeps the lines in order with the merge key', async () => {
      const id = await customer();
      expect(await store.load(id)).toEqual({ lines: [], mergeKey: null, version: 0 });
      const lines = [
        { sku: 'Z-9', quantity: 2 },
        { sku: 'A-1', quantity: 99 },
        { sku: 'M-5', quantity: 1 },
      ];
      expect(await store.save(id, { lines, mergeKey: 'k1' }, 0, NOW)).toBe(true);
      expect(await store.load(id)).toEqual({ lines, mergeKey: 'k1', version: 1 });
      expect(await store.save(id, { lines: [], mergeKey: 'k1' }, 1, NOW)).toBe(true);
      expect(await store.load(id)).toEqual({ lines: [], mergeKey: 'k1', version: 2 });
    });

    it('refuses a save from a stale version and keeps the cart as the winner left it', async () => {
      const id = await customer();
      await store.save(id, { lines: [{ sku: 'A-1', quantity: 1 }], mergeKey: null }, 0, NOW);
      expect(await store.save(id, { lines: [{ sku: 'B-2', quantity: 1 }], mergeKey: null }, 0, NOW)).toBe(false);
      expect(await store.save(id, { lines: [{ sku: 'C-3', quantity: 3 }], mergeKey: null }, 1, NOW)).toBe(true);
      expect(await store.save(id, { lines: [{ sku: 'D-4', quantity: 4 }], mergeKey: null }, 1, NOW)).toBe(false);
      expect(await store.load(id)).toEqual({ lines: [{ sku: 'C-3', quantity: 3 }], mergeKey: null, version: 2 });
    });

    it('lets exactly one of several saves from the same version win', async () => {
      const id = await customer();
      await store.save(id, { lines: [], mergeKey: null }, 0, NOW);
      const outcomes = await Promise.all(
        ['A-1', 'B-2', 'C-3', 'D-4'].map((sku) =>
          store.save(id, { lines: [{ sku, quantity: 1 }], mergeKey: sku }, 1, NOW),
        ),
      );
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      const saved = await store.load(id);
      expect(saved.version).toBe(2);
      expect(saved.lines).toEqual([{ sku: saved.mergeKey, quantity: 1 }]);
    });

    it("keeps each customer's cart apart", async () => {
      const [ana, beto] = [await customer(), await customer()];
      await store.save(ana, { lines: [{ sku: 'A-1', quantity: 1 }], mergeKey: null }, 0, NOW);
      await store.save(beto, { lines: [{ sku: 'A-1', quantity: 5 }], mergeKey: null }, 0, NOW);
      expect((await store.load(ana)).lines).toEqual([{ sku: 'A-1', quantity: 1 }]);
    });
  });
