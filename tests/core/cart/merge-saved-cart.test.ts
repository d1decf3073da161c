import { describe, expect, it } from 'vitest';
import type { CartCatalogue, CartStore, SkuInfo } from '../../../core/cart/ports';
import { mergeIntoSavedCart } from '../../../core/cart/merge-saved-cart';
import { defaultPolicy } from '../../../core/policy/store-policy';
import { pesos } from '../../../core/shared/money';
import { inMemoryCartStore } from '../../fakes/in-memory-accounts';

const info = (sku: string, stock: number): SkuInfo => ({
  sku,
  productSlug: 'p',
  category: 'proteinas',
  name: `Producto ${sku}`,
  brand: 'Marca',
  size: '2 lb',
  flavour: null,
  image: null,
  price: pesos(100_000),
  compareAt: null,
  stock,
  taxRate: 0.19,
  weightGrams: 1000,
  sellable: true,
});
const catalogue: CartCatalogue = { findVariantsBySku: async (skus) => skus.map((sku) => info(sku, 10)) };
const deps = (carts: CartStore) => ({
  carts,
  catalogue,
  policy: defaultPolicy,
  clock: { now: () => new Date('2026-11-22T12:00:00Z') },
});

describe('mergeIntoSavedCart', () => {
  it('starts over when another device saved in between, so neither change is lost', async () => {
    const store = inMemoryCartStore();
    await store.save('c1', { lines: [{ sku: 'A', quantity: 1 }], mergeKey: null }, 0, new Date());
    let raced = false;
    const racing: CartStore = {
      load: (id) => store.load(id),
      save: async (id, cart, version, now) => {
        if (!raced) {
          raced = true;
          // Another device replaces the cart after this merge loaded it.
          await store.save(
            id,
            {
              lines: [
                { sku: 'A', quantity: 1 },
                { sku: 'B', quantity: 2 },
              ],
              mergeKey: null,
            },
            version,
            now,
          );
        }
        return store.save(id, cart, version, now);
      },
    };
    const result = await mergeIntoSavedCart(deps(racing))('c1', {
      lines: [
        { sku: 'A', quantity: 3 },
        { sku: 'C', quantity: 1 },
      ],
    });
    expect(result.ok && result.value.lines.map((l) => [l.sku, l.quantity])).toEqual([
      ['A', 4],
      ['B', 2],
      ['C', 1],
    ]);
    expect((await store.load('c1')).lines).toEqual([
      { sku: 'A', quantity: 4 },
      { sku: 'B', quantity: 2 },
      { sku: 'C', quantity: 1 },
    ]);
  });

  it('gives up with an error (an outage, not a shopper mistake) when the cart never stops changing', async () => {
    const store = inMemoryCartStore();
    const stuck: CartStore = { load: (id) => store.load(id), save: async () => false };
    await expect(mergeIntoSavedCart(deps(stuck))('c2', { lines: [{ sku: 'A', quantity: 1 }] })).rejects.toThrow(
      /changed 5 times/,
    );
  });
});
