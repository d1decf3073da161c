import { describe, expect, it } from 'vitest';
import { cachedProductStore } from '../../adapters/cached-product-store';
import { demoUnitsSold } from '../../adapters/persistence/seed/seed-catalogue';
import type { ProductStore } from '../../core/catalog/ports';
import { aCatalogue } from '../builders/seed-data';
import { inMemoryProductStore } from '../fakes/in-memory-product-store';

/** The fake catalogue, counting the reads that reach it, and failing the next read when told. */
const counted = () => {
  const inner = inMemoryProductStore(aCatalogue(), demoUnitsSold);
  const reads: string[] = [];
  let failNext = false;
  const store: ProductStore = {
    listCategories: () => (reads.push('categories'), inner.listCategories()),
    findCategory: (slug) => (reads.push(`category ${slug}`), inner.findCategory(slug)),
    listProducts: (q) => (reads.push('products'), inner.listProducts(q)),
    facets: (c) => (reads.push('facets'), inner.facets(c)),
    findProduct: async (slug) => {
      reads.push(`product ${slug}`);
      if (failNext) {
        failNext = false;
        throw new Error('connection lost');
      }
      return inner.findProduct(slug);
    },
  };
  return { store, reads, failNextRead: () => (failNext = true) };
};

describe('the catalogue reads kept at the catalogue version', () => {
  it('reads once per version, and again when the version moves', async () => {
    const { store, reads } = counted();
    let version = 1;
    const cached = cachedProductStore(store, async () => version);
    await cached.findProduct('creatina-pura');
    await cached.findProduct('creatina-pura');
    await cached.findProduct('proteina-01');
    expect(reads).toEqual(['product creatina-pura', 'product proteina-01']);
    version = 2;
    expect((await cached.findProduct('creatina-pura'))?.name).toBe('Creatina Pura');
    expect(reads).toHaveLength(3);
  });

  it('keeps answers apart by what was asked', async () => {
    const { store, reads } = counted();
    const cached = cachedProductStore(store, async () => 1);
    const query = { sort: 'mas-vendidos', offset: 0, limit: 12 } as const;
    const all = await cached.listProducts(query);
    const creatines = await cached.listProducts({ ...query, category: 'creatinas' });
    expect(creatines.items.map((p) => p.slug)).toEqual(['creatina-pura']);
    expect(all.items.length).toBeGreaterThan(1);
    await cached.listProducts({ ...query, category: 'creatinas' });
    expect(reads).toEqual(['products', 'products']);
  });

  it('shares one read between callers asking the same at once', async () => {
    const { store, reads } = counted();
    const cached = cachedProductStore(store, async () => 1);
    await Promise.all([cached.listCategories(), cached.listCategories(), cached.listCategories()]);
    expect(reads).toEqual(['categories']);
  });

  it('does not keep a failed read: the next caller asks again', async () => {
    const { store, reads, failNextRead } = counted();
    const cached = cachedProductStore(store, async () => 1);
    failNextRead();
    await expect(cached.findProduct('creatina-pura')).rejects.toThrow('connection lost');
    expect((await cached.findProduct('creatina-pura'))?.slug).toBe('creatina-pura');
    expect(reads).toEqual(['product creatina-pura', 'product creatina-pura']);
  });
});
