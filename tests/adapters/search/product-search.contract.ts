import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_FILTERS, SORTS, type Filters } from '../../../core/catalog/listing';
import type { ProductSearch, SearchQuery } from '../../../core/catalog/ports';
import { searchProducts } from '../../../core/catalog/search-products';

export type SearchUnderTest = { search: ProductSearch; close: () => Promise<void> };

const p = (n: number) => `proteina-${String(n).padStart(2, '0')}`;
const range = (from: number, to: number) =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (from <= to ? from + i : from - i));

/** The order of every sort for "proteina" in `aSearchCatalogue()` (see tests/builders/search-catalogue.ts). */
const PROTEINA_ORDER: Record<(typeof SORTS)[number], string[]> = {
  // Name matches first; among equals, in stock first, then best sellers (Proteína 14 is sold out).
  'relevancia': [...range(13, 1).map(p), p(14), 'gold-standard-whey'],
  'precio-asc': [...range(1, 14).map(p), 'gold-standard-whey'],
  'precio-desc': ['gold-standard-whey', ...range(14, 1).map(p)],
  'nuevos': [...range(1, 14).map(p), 'gold-standard-whey'],
  'mas-vendidos': ['gold-standard-whey', ...range(14, 1).map(p)],
};

/** What every ProductSearch must do, given `aSearchCatalogue()` (with its units sold) in its index. */
export const productSearchContract = (name: string, open: () => Promise<SearchUnderTest>) =>
  describe(`ProductSearch contract: ${name}`, () => {
    let subject: SearchUnderTest;
    beforeAll(async () => {
      subject = await open();
    });
    afterAll(() => subject.close());

    const find = (text: string, over: Partial<Omit<SearchQuery, 'filters'>> & { filters?: Partial<Filters> } = {}) =>
      subject.search.search({
        text,
        sort: 'relevancia',
        offset: 0,
        limit: 50,
        ...over,
        filters: { ...NO_FILTERS, ...over.filters },
      });
    const slugs = async (text: string, over: Parameters<typeof find>[1] = {}) =>
      (await find(text, over)).items.map((i) => i.slug);

    it('finds the proteins ignoring case and accents, and despite a typo', async () => {
      for (const text of ['proteina', 'PROTEÍNA', 'protenia', 'Proteínas']) {
        const page = await find(text);
        expect(page.total, text).toBe(15);
        expect(new Set(page.items.map((i) => i.category)), text).toEqual(new Set(['proteinas']));
      }
    });

    it('needs every word, and finds by name, brand and flavour', async () => {
      // The name's words first; Creatina Pura only says "monohidratada" in its summary.
      expect(await slugs('creatina monohidratada')).toEqual(['creatina-monohidratada', 'creatina-pura']);
      expect(await slugs('whey gold')).toEqual(['gold-standard-whey']);
      expect(new Set(await slugs('creatína'))).toEqual(new Set(['creatina-pura', 'creatina-monohidratada']));
      expect(new Set(await slugs('optimum'))).toEqual(new Set(['gold-standard-whey', 'pre-entreno-explosivo']));
      expect((await find('ñandú')).total).toBe(14);
      expect((await find('NANDU')).total).toBe(14);
      expect((await find('marca')).total).toBe(15);
      expect(await slugs('fresa')).toEqual(['gold-standard-whey']);
      expect(await slugs('frutos rojos')).toEqual(['pre-entreno-explosivo']);
      expect((await find('vainilla')).total).toBe(14);
    });

    it('understands how shoppers ask: synonyms and phrases of the table, the summary, ingredients and goal, no stop words', async () => {
      for (const text of ['quemador de grasa', 'termogénico', 'Quemagrasa', 'fat burner', 'quemadores'])
        expect(await slugs(text), text).toEqual(['lipo-extreme']);
      for (const text of ['proteína aislada', 'proteina isolada', 'isolate'])
        expect(await slugs(text), text).toEqual(['gold-standard-whey']);
      expect(new Set(await slugs('cafeína'))).toEqual(new Set(['pre-entreno-explosivo', 'lipo-extreme']));
      expect(await slugs('la creatina de la marca')).toEqual(['creatina-pura']);
      expect(await slugs('bienestar')).toEqual(['multivitaminico-diario']);
      expect(await slugs('té verde')).toEqual(['lipo-extreme']);
      expect((await subject.search.suggest('termogénico', 6)).map((s) => s.slug)).toEqual(['lipo-extreme']);
    });

    it('reads a number typed as a quantity, with its unit or bare, in any unit, against what products state', async () => {
      // Creatina Monohidratada Micronizada says "5 g por porción"; Creatina Pura states 30 g servings and 300 g.
      for (const text of [
        'creatina 5000',
        'creatina 5 g',
        'Creatina 5g',
        'creatina 5000 mg',
        'creatina 5 gramos',
        '5 gr',
      ])
        expect(await slugs(text), text).toEqual(['creatina-monohidratada']);
      // Every protein comes in 2 and 5 lb: 907 g is 2 lb, 2,27 kg is 5 lb; 1 kg is neither.
      for (const text of ['proteína 2 lb', 'proteina 907 g', 'proteína 5 libras', 'proteína 2,27 kg', 'proteina 30 g'])
        expect((await find(text)).total, text).toBe(15);
      expect(await find('proteína 1 kg')).toMatchObject({ total: 15, searched: 'proteína' });
      for (const text of ['60 cápsulas', '60 caps', 'lipo 60 capsulas'])
        expect(await slugs(text), text).toEqual(['lipo-extreme']);
      expect(await slugs('60 tabletas')).toEqual(['multivitaminico-diario']);
      expect(new Set(await slugs('60'))).toEqual(new Set(['lipo-extreme', 'multivitaminico-diario']));
      expect(await slugs('carnitina 3000')).toEqual(['carnitina-liquida']);
      expect(await slugs('473 ml')).toEqual(['carnitina-liquida']);
      expect((await subject.search.suggest('creatina 5 g', 6)).map((s) => s.slug)).toEqual(['creatina-monohidratada']);
    });

    it('never finds a product for what it says it has none of, and "sin X" finds it', async () => {
      expect(new Set(await slugs('cafeína'))).toEqual(new Set(['pre-entreno-explosivo', 'lipo-extreme']));
      expect(await slugs('azúcar')).toEqual([]);
      for (const text of ['sin cafeína', 'Sin cafeina', 'sin azúcar', 'carnitina sin azucar'])
        expect(await slugs(text), text).toEqual(['carnitina-liquida']);
      expect(new Set(await slugs('sin sabor'))).toEqual(new Set(['creatina-pura', 'creatina-monohidratada']));
    });

    it('leaves out a number no product states with the words, first of all, and says what it searched', async () => {
      expect(await find('creatina 777')).toMatchObject({ total: 2, searched: 'creatina' });
      // 2 lb finds the proteins alone, yet the shopper asked for creatine.
      expect(await find('creatina 2 lb')).toMatchObject({ total: 2, searched: 'creatina' });
      expect(await find('777')).toMatchObject({ total: 0, items: [] });
    });

    it('answers the best subset of the words when all of them together find nothing, and says which', async () => {
      const some = await find('proteína xyzabc');
      expect(some).toMatchObject({ total: 15, searched: 'proteína' });
      expect(new Set(some.items.map((i) => i.category))).toEqual(new Set(['proteinas']));
      expect(await find('creatina monohidratada mango')).toMatchObject({
        total: 2,
        searched: 'creatina monohidratada',
      });
      expect((await find('creatina monohidratada')).searched).toBeUndefined();
      expect(await find('zzqxw ññññ')).toMatchObject({ total: 0, items: [] });
    });

    it("offers the spelling of the best match for a word read as a typo: '¿Quisiste decir …?'", async () => {
      // Without filters of a variant the cards are the search's own: no product is read.
      const unread = { findProduct: () => Promise.reject(new Error('an unfiltered search read a product')) };
      const search = searchProducts({ search: subject.search, products: unread, pageSize: 12 });
      const ask = (query: string) => search({ query, page: 1, listing: { sort: 'relevancia', filters: NO_FILTERS } });
      expect(await ask('protenia')).toMatchObject({ total: 15, suggestion: 'proteína', searched: null });
      expect(await ask('lipo extrme')).toMatchObject({ total: 1, suggestion: 'lipo extreme' });
      expect(await ask('proteína')).toMatchObject({ suggestion: null });
      expect(await ask('termogénico')).toMatchObject({ total: 1, suggestion: null });
    });

    it('applies the filters: category, brand, goal, flavour, price range and stock', async () => {
      expect(await slugs('marca', { category: 'creatinas' })).toEqual(['creatina-pura']);
      expect(await slugs('marca', { filters: { brands: ['otra'] } })).toEqual(['creatina-pura']);
      expect(await slugs('proteina', { filters: { brands: ['optimum'] } })).toEqual(['gold-standard-whey']);
      expect(await slugs('marca', { filters: { goals: ['rendimiento'] } })).toEqual(['creatina-pura']);
      expect(await slugs('proteina', { filters: { flavours: ['Fresa'] } })).toEqual(['gold-standard-whey']);
      expect(new Set(await slugs('proteina', { filters: { priceMin: 150_000, priceMax: 155_000 } }))).toEqual(
        new Set(range(1, 6).map(p)),
      );
      expect(await slugs('proteina', { filters: { priceMin: 200_000 } })).toEqual(['gold-standard-whey']);
      expect((await find('proteina', { filters: { inStock: true } })).items.map((i) => i.slug)).not.toContain(p(14));
      expect((await find('proteina', { filters: { inStock: true } })).total).toBe(14);
      expect(await slugs('smart', { filters: { inStock: true } })).toEqual(['creatina-monohidratada']);
    });

    it('orders by each sort', async () => {
      for (const sort of SORTS) expect(await slugs('proteina', { sort }), sort).toEqual(PROTEINA_ORDER[sort]);
      const cheapest = (await find('proteina', { sort: 'precio-asc' })).items;
      expect(cheapest.map((i) => i.price)).toEqual([...cheapest.map((i) => i.price)].sort((a, b) => a - b));
    });

    it('pages without repeating or skipping a product, in every sort', async () => {
      for (const sort of SORTS) {
        const seen: string[] = [];
        for (let offset = 0; offset < 20; offset += 4) {
          const page = await find('proteina', { sort, offset, limit: 4 });
          expect(page.total, sort).toBe(15);
          seen.push(...page.items.map((i) => i.slug));
        }
        expect(seen, sort).toEqual(PROTEINA_ORDER[sort]);
      }
      const past = await find('proteina', { offset: 48, limit: 12 });
      expect(past).toMatchObject({ items: [], total: 15 });
    });

    it('counts the facets over every match, whatever the filters and category', async () => {
      const expected = {
        categories: [{ value: 'proteinas', label: 'Proteínas', count: 15 }],
        brands: [
          { value: 'marca', label: 'Marca Ñandú', count: 14 },
          { value: 'optimum', label: 'Optimum Nutrition', count: 1 },
        ],
        goals: [{ value: 'ganar-masa', label: 'Ganar masa', count: 15 }],
        flavours: [
          { value: 'Chocolate', label: 'Chocolate', count: 15 },
          { value: 'Vainilla', label: 'Vainilla', count: 14 },
          { value: 'Cookies & Cream', label: 'Cookies & Cream', count: 1 },
          { value: 'Fresa', label: 'Fresa', count: 1 },
        ],
        price: { min: 150_000, max: 219_900 },
      };
      expect((await find('proteina')).facets).toEqual(expected);
      expect((await find('proteina', { filters: { brands: ['optimum'], inStock: true } })).facets).toEqual(expected);
      const inCategory = await find('marca', { category: 'creatinas' });
      expect(inCategory.facets.categories.map((c) => [c.value, c.count])).toEqual([
        ['proteinas', 14],
        ['creatinas', 1],
      ]);
      expect(inCategory.facets.price).toEqual({ min: 89_900, max: 163_000 });
    });

    it('finds nothing for an empty query or words no product has', async () => {
      for (const text of ['', '   ', '¿?', 'zzqxw']) {
        const page = await find(text);
        expect(page, JSON.stringify(text)).toMatchObject({ items: [], total: 0 });
        expect(page.facets.categories, JSON.stringify(text)).toEqual([]);
      }
    });

    it('suggests the best matches from the first letters, with what the box shows', async () => {
      const prot = await subject.search.suggest('prot', 6);
      expect(prot).toHaveLength(6);
      expect(prot.every((s) => s.category === 'proteinas' && s.slug !== 'gold-standard-whey')).toBe(true);
      expect(new Set((await subject.search.suggest('cre', 6)).slice(0, 2).map((s) => s.slug))).toEqual(
        new Set(['creatina-pura', 'creatina-monohidratada']),
      );
      expect((await subject.search.suggest('protenia', 3)).map((s) => s.category)).toEqual([
        'proteinas',
        'proteinas',
        'proteinas',
      ]);
      expect(await subject.search.suggest('gold', 6)).toEqual([
        {
          slug: 'gold-standard-whey',
          name: 'Gold Standard 100% Whey',
          brand: 'Optimum Nutrition',
          category: 'proteinas',
          price: 219_900,
          image: {
            url: '/img/productos/gold-standard-whey-chocolate.svg',
            alt: 'Gold Standard 100% Whey de Optimum Nutrition, sabor chocolate',
            width: 800,
            height: 800,
          },
        },
      ]);
      expect(await subject.search.suggest('', 6)).toEqual([]);
      expect(await subject.search.suggest('zzqxw', 6)).toEqual([]);
    });
  });
