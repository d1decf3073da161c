import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_FILTERS, SORTS, type Filters } from '../../../core/catalog/listing';
import type { ProductImageStore, ProductStore } from '../../../core/catalog/ports';
import { demoUnitsSold } from '../../../adapters/persistence/seed/seed-catalogue';

export type ProductStoreUnderTest = { store: ProductStore & ProductImageStore; close: () => Promise<void> };

const f = (over: Partial<Filters>): Filters => ({ ...NO_FILTERS, ...over });

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
    const slugs = async (q: Parameters<ProductStore['listProducts']>[0]) =>
      (await store.listProducts(q)).items.map((p) => p.slug);

    it('lists the categories in display order and finds one by slug', async () => {
      expect((await store.listCategories()).map((c) => c.slug)).toEqual(['proteinas', 'creatinas', 'vitaminas']);
      expect((await store.findCategory('creatinas'))?.name).toBe('Creatinas');
      expect(await store.findCategory('no-existe')).toBeNull();
    });

    it('pages through a category without repeating or skipping a product', async () => {
      const first = await store.listProducts({ category: 'proteinas', sort: 'nombre', offset: 0, limit: 12 });
      const second = await store.listProducts({ category: 'proteinas', sort: 'nombre', offset: 12, limit: 12 });
      expect(first.total).toBe(14);
      expect([first.items.length, second.items.length]).toEqual([12, 2]);
      const all = [...first.items, ...second.items].map((p) => p.slug);
      expect(all).toEqual(Array.from({ length: 14 }, (_, i) => `proteina-${String(i + 1).padStart(2, '0')}`));
      expect((await store.listProducts({ category: 'vitaminas', sort: 'nombre', offset: 0, limit: 12 })).total).toBe(0);
    });

    it('never repeats or skips a product across pages, whatever the order, filters and page size', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...SORTS, 'nombre' as const),
          fc.integer({ min: 1, max: 7 }),
          fc.boolean(),
          fc.option(fc.constantFrom('proteinas', 'creatinas'), { nil: undefined }),
          async (sort, size, inStock, category) => {
            const filters = f({ inStock });
            const whole = await slugs({ category, filters, sort, offset: 0, limit: 100 });
            const paged: string[] = [];
            for (let offset = 0; offset < whole.length; offset += size)
              paged.push(...(await slugs({ category, filters, sort, offset, limit: size })));
            expect(paged).toEqual(whole);
            expect(new Set(whole).size).toBe(whole.length);
          },
        ),
        { numRuns: 25 },
      );
    });

    it('shows on a card the cheapest price, its "before" price, options and stock', async () => {
      const { items } = await store.listProducts({ category: 'proteinas', sort: 'nombre', offset: 0, limit: 20 });
      const p01 = items.find((p) => p.slug === 'proteina-01')!;
      expect(p01).toMatchObject({
        price: 150_000,
        compareAt: null,
        inStock: true,
        sizes: 2,
        flavours: 2,
        brand: 'Marca Ñandú',
      });
      expect(p01.image?.url).toBe('/img/productos/proteina-01-chocolate.svg');
      expect(items.find((p) => p.slug === 'proteina-14')!.inStock).toBe(false);
    });

    it('orders by price, arrival, sales and relevance (in stock first)', async () => {
      const all = { offset: 0, limit: 100 };
      expect((await slugs({ ...all, sort: 'precio-asc' }))[0]).toBe('creatina-pura');
      expect((await slugs({ ...all, sort: 'precio-desc' })).slice(0, 2)).toEqual(['proteina-14', 'proteina-13']);
      expect((await slugs({ ...all, sort: 'nuevos' })).slice(0, 3)).toEqual([
        'creatina-pura',
        'proteina-01',
        'proteina-02',
      ]);
      const bySales = await slugs({ ...all, sort: 'mas-vendidos' });
      expect(bySales.map(demoUnitsSold)).toEqual([...bySales.map(demoUnitsSold)].sort((a, b) => b - a));
      expect((await slugs({ ...all, sort: 'relevancia' })).at(-1)).toBe('proteina-14');
    });

    it('filters by brand, goal, flavour (any case), price range and stock', async () => {
      const all = { sort: 'nombre' as const, offset: 0, limit: 100 };
      expect(await slugs({ ...all, filters: f({ brands: ['otra'] }) })).toEqual(['creatina-pura']);
      expect(await slugs({ ...all, filters: f({ goals: ['rendimiento'] }) })).toEqual(['creatina-pura']);
      expect((await store.listProducts({ ...all, filters: f({ flavours: ['vainilla'] }) })).total).toBe(14);
      expect(await slugs({ ...all, filters: f({ priceMin: 150_000, priceMax: 151_000 }) })).toEqual([
        'proteina-01',
        'proteina-02',
      ]);
      expect(await slugs({ ...all, category: 'proteinas', filters: f({ inStock: true }) })).not.toContain(
        'proteina-14',
      );
      expect(
        (await store.listProducts({ ...all, filters: f({ brands: ['otra'], goals: ['ganar-masa'] }) })).total,
      ).toBe(0);
    });

    it('lists a product for its flavour, price and stock only when one variant has them all, and prices it by that one', async () => {
      const all = { sort: 'nombre' as const, category: 'proteinas', offset: 0, limit: 100 };
      // Chocolate from $ 200.000 is the 5 lb tub of every protein, though each has a cheaper 2 lb one.
      const big = await store.listProducts({ ...all, filters: f({ flavours: ['Chocolate'], priceMin: 200_000 }) });
      expect(big.total).toBe(14);
      expect(big.items[0]).toMatchObject({ slug: 'proteina-01', price: 350_000 });
      // Proteína 01's Vainilla is sold out, Proteína 02's above $ 150.500: the cheap chocolate tubs do not count.
      const cheapVanilla = f({ flavours: ['vainilla'], priceMax: 150_500 });
      expect(await slugs({ ...all, filters: cheapVanilla })).toEqual(['proteina-01']);
      expect(await slugs({ ...all, filters: { ...cheapVanilla, inStock: true } })).toEqual([]);
    });

    it('orders a filtered listing by the price of the variant its cards show', async () => {
      const q = { category: 'proteinas', filters: f({ priceMin: 200_000 }), offset: 0, limit: 100 };
      const prices = (await store.listProducts({ ...q, sort: 'precio-desc' })).items.map((p) => p.price);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      expect(prices.at(-1)).toBe(350_000);
    });

    it('counts the filter choices of a category', async () => {
      const facets = await store.facets('proteinas');
      expect(facets.brands).toEqual([{ value: 'marca', label: 'Marca Ñandú', count: 14 }]);
      expect(facets.goals).toEqual([{ value: 'ganar-masa', label: 'Ganar masa', count: 14 }]);
      expect(facets.flavours.map((x) => [x.value, x.count])).toEqual([
        ['Chocolate', 14],
        ['Vainilla', 14],
      ]);
      expect(facets.price).toEqual({ min: 150_000, max: 163_000 });
      expect((await store.facets()).categories.map((c) => [c.value, c.count])).toEqual([
        ['proteinas', 14],
        ['creatinas', 1],
      ]);
      expect((await store.facets('vitaminas')).price).toBeNull();
    });

    it('returns a whole product with its variants in order and its pictures', async () => {
      const p = await store.findProduct('proteina-01');
      expect(p?.variants.map((v) => v.sku)).toEqual(['P01-2LB-CHOC', 'P01-2LB-VAIN', 'P01-5LB-CHOC']);
      expect(p?.variants[1]).toMatchObject({ flavour: 'Vainilla', stock: 0, taxRate: 0.19, price: 150_000 });
      expect(p?.variants[2]).toMatchObject({ compareAt: 399_900, weightGrams: 2268, servings: 75 });
      // One picture per size and flavour, each labelled with its own size: the first of each flavour keeps its old name.
      expect(p?.images.map((i) => [i.url, i.flavour, i.size])).toEqual([
        ['/img/productos/proteina-01-chocolate.svg', 'Chocolate', '2 lb'],
        ['/img/productos/proteina-01-vainilla.svg', 'Vainilla', '2 lb'],
        ['/img/productos/proteina-01-5-lb-chocolate.svg', 'Chocolate', '5 lb'],
      ]);
      expect(p?.category).toEqual({ slug: 'proteinas', name: 'Proteínas' });
      expect(await store.findProduct('no-existe')).toBeNull();
    });

    it('serves a product picture by its file name', async () => {
      expect((await store.findImage('creatina-pura-principal.svg'))?.contentType).toBe('image/svg+xml');
      expect(await store.findImage('no-existe.svg')).toBeNull();
    });
  });
