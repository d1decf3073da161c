import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductImageStore, ProductStore } from '../../../core/catalog/ports';

export type ProductStoreUnderTest = { store: ProductStore & ProductImageStore; close: () => Promise<void> };

/** What every ProductStore must do, given the catalogue of `aCatalogue()` loaded into it. */
export const productStoreContract = (name: string, open: () => Promise<ProductStoreUnderTest>) =>
  describe(`ProductStore contract: ${name}`, () => {
    let subject: ProductStoreUnderTest;
    let store: ProductStore & ProductImageStore;
    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });
    afterAll(() => subject.close());

    it('lists the categories in display order and finds one by slug', async () => {
      expect((await store.listCategories()).map((c) => c.slug)).toEqual(['proteinas', 'creatinas', 'vitaminas']);
      expect((await store.findCategory('creatinas'))?.name).toBe('Creatinas');
      expect(await store.findCategory('no-existe')).toBeNull();
    });

    it('pages through a category without repeating or skipping a product', async () => {
      const first = await store.listProducts({ category: 'proteinas', sort: 'name', offset: 0, limit: 12 });
      const second = await store.listProducts({ category: 'proteinas', sort: 'name', offset: 12, limit: 12 });
      expect(first.total).toBe(14);
      expect(first.items).toHaveLength(12);
      expect(second.items).toHaveLength(2);
      const slugs = [...first.items, ...second.items].map((p) => p.slug);
      expect(new Set(slugs).size).toBe(14);
      expect(slugs).toEqual([...slugs].sort());
      expect((await store.listProducts({ category: 'vitaminas', sort: 'name', offset: 0, limit: 12 })).total).toBe(0);
    });

    it('shows on a card the cheapest price, its "before" price, options and stock', async () => {
      const { items } = await store.listProducts({ category: 'proteinas', sort: 'name', offset: 0, limit: 20 });
      const p01 = items.find((p) => p.slug === 'proteina-01')!;
      expect(p01).toMatchObject({ price: 150_000, compareAt: null, inStock: true, sizes: 2, flavours: 2, brand: 'Marca Ñandú' });
      expect(p01.image?.url).toMatch(/^\/img\/productos\/proteina-01-chocolate\.svg$/);
      expect(items.find((p) => p.slug === 'proteina-14')!.inStock).toBe(false);
    });

    it('sorts the newest arrivals first across categories', async () => {
      const { items, total } = await store.listProducts({ sort: 'newest', offset: 0, limit: 3 });
      expect(total).toBe(15);
      expect(items.map((p) => p.slug)).toEqual(['creatina-pura', 'proteina-01', 'proteina-02']);
    });

    it('finds products by every word, ignoring case and accents, in name, brand or category', async () => {
      const find = async (text: string) => (await store.listProducts({ text, sort: 'name', offset: 0, limit: 50 })).total;
      expect(await find('PROTEÍNA')).toBe(14);
      expect(await find('proteina 05')).toBe(1);
      expect(await find('nandu')).toBe(15);
      expect(await find('creatinas')).toBe(1);
      expect(await find('whey inexistente')).toBe(0);
    });

    it('returns a whole product with its variants in order and its pictures', async () => {
      const p = await store.findProduct('proteina-01');
      expect(p?.variants.map((v) => v.sku)).toEqual(['P01-2LB-CHOC', 'P01-2LB-VAIN', 'P01-5LB-CHOC']);
      expect(p?.variants[1]).toMatchObject({ flavour: 'Vainilla', stock: 0, taxRate: 0.19, price: 150_000 });
      expect(p?.variants[2]).toMatchObject({ compareAt: 399_900, weightGrams: 2268, servings: 75 });
      expect(p?.images.map((i) => i.flavour)).toEqual(['Chocolate', 'Vainilla']);
      expect(p?.category).toEqual({ slug: 'proteinas', name: 'Proteínas' });
      expect(await store.findProduct('no-existe')).toBeNull();
    });

    it('serves a product picture by its file name', async () => {
      expect((await store.findImage('creatina-pura-principal.svg'))?.contentType).toBe('image/svg+xml');
      expect(await store.findImage('no-existe.svg')).toBeNull();
    });
  });
