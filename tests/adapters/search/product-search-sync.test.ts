import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NO_FILTERS } from '../../../core/catalog/listing';
import type { ProductSummary } from '../../../core/catalog/ports';
import { sqlProductStore } from '../../../adapters/persistence/product-store';
import { postgresSearch } from '../../../adapters/search/postgres-search';
import { seedSearchCatalogue } from '../../builders/search-catalogue';
import { engines, type TestDatabase } from '../../support/databases';

// The store's own search reads `product_search`, which triggers keep in step with the catalogue
// (migration 0002_search.sql). These tests change the catalogue the way the store does and compare the
// cards search shows with the catalogue's own cards.
for (const engine of engines()) {
  describe(`product_search stays in step with the catalogue: ${engine.name}`, () => {
    let database: TestDatabase;
    // One search for the whole suite: the matches it keeps between calls must follow every change.
    let search: ReturnType<typeof postgresSearch>;
    beforeAll(async () => {
      database = await engine.open();
      await seedSearchCatalogue(database.db);
      search = postgresSearch(database.db);
    });
    afterAll(() => database.drop());

    const run = (q: ReturnType<typeof sql>) => database.db.execute(q);
    const found = async (text: string) =>
      (await search.search({ text, sort: 'precio-asc', offset: 0, limit: 100, filters: NO_FILTERS })).items;
    const catalogueCards = async () => {
      const page = await sqlProductStore(database.db).listProducts({ sort: 'nombre', offset: 0, limit: 100 });
      return new Map(page.items.map((p) => [p.slug, p]));
    };
    const expectSameCards = async (items: readonly ProductSummary[]) => {
      const cards = await catalogueCards();
      for (const item of items) expect(item, item.slug).toEqual(cards.get(item.slug));
    };

    it('shows exactly the cards of the catalogue', async () => {
      const all = [...(await found('marca')), ...(await found('optimum')), ...(await found('smart'))];
      expect(all).toHaveLength(19);
      await expectSameCards(all);
    });

    it('follows price, stock and flavour changes of the variants', async () => {
      await run(sql`UPDATE variants SET stock = 0 WHERE sku IN ('GSW-2LB-CHOC', 'GSW-2LB-FRES')`);
      await run(sql`UPDATE variants SET price = 99000 WHERE sku = 'GSW-2LB-FRES'`);
      await run(sql`UPDATE variants SET flavour = 'Mango' WHERE sku = 'GSW-5LB-COOK'`);
      const [whey] = await found('whey gold');
      expect(whey).toMatchObject({ inStock: false, price: 99_000 });
      await expectSameCards([whey]);
      expect((await found('mango')).map((p) => p.slug)).toEqual(['gold-standard-whey']);
      await run(sql`DELETE FROM variants WHERE sku = 'GSW-2LB-FRES'`);
      expect((await found('whey gold'))[0]).toMatchObject({ price: 219_900, flavours: 2 });
    });

    it('follows products, pictures, brands and categories', async () => {
      await run(sql`UPDATE products SET active = false WHERE slug = 'creatina-pura'`);
      expect((await found('creatina')).map((p) => p.slug)).toEqual(['creatina-monohidratada']);
      await run(
        sql`DELETE FROM product_images WHERE product_id = (SELECT id FROM products WHERE slug = 'pre-entreno-explosivo')`,
      );
      expect((await found('explosivo'))[0].image).toBeNull();
      await run(sql`UPDATE brands SET name = 'Smart Muscle Lab' WHERE slug = 'smart'`);
      const renamed = await found('multivitaminico');
      expect(renamed[0].brand).toBe('Smart Muscle Lab');
      await run(sql`UPDATE categories SET slug = 'vitaminas-y-salud' WHERE slug = 'vitaminas'`);
      expect((await found('multivitaminico'))[0].category).toBe('vitaminas-y-salud');
      await expectSameCards([...(await found('smart')), ...(await found('explosivo'))]);
    });

    it('finds a new product by its words, typos included', async () => {
      const idOf = async (q: ReturnType<typeof sql>) => ((await run(q)) as { rows: { id: number }[] }).rows[0].id;
      const brand = { id: await idOf(sql`SELECT id FROM brands WHERE slug = 'optimum'`) };
      const category = { id: await idOf(sql`SELECT id FROM categories WHERE slug = 'proteinas'`) };
      await run(sql`INSERT INTO products (slug, name, brand_id, category_id, goal, summary, description, ingredients, usage, invima, serving_size, search_text)
        VALUES ('caseina-nocturna', 'Caseína Nocturna', ${brand.id}, ${category.id}, 'ganar-masa', 'Caseína.', '', '', '', 'RSiA', '1 scoop',
          'Caseína Nocturna Optimum Nutrition Proteínas')`);
      // No active variant yet: not listed anywhere.
      expect((await found('caseina')).map((p) => p.slug)).not.toContain('caseina-nocturna');
      await run(sql`INSERT INTO variants (product_id, sku, flavour, size, weight_grams, servings, price, stock)
        VALUES ((SELECT id FROM products WHERE slug = 'caseina-nocturna'), 'CAS-1', 'Vainilla', '2 lb', 907, 30, 199900, 4)`);
      expect((await found('caseína')).map((p) => p.slug)).toEqual(['caseina-nocturna']);
      expect((await found('nocturan')).map((p) => p.slug)).toEqual(['caseina-nocturna']);
      await expectSameCards(await found('nocturna'));
    });

    it('a search warmed up before a change follows it, and warms up again on its own', async () => {
      let calls = 0;
      const counted = new Proxy(database.db, {
        get: (target, name, receiver) =>
          name === 'execute' ? (q: SQL) => (calls++, target.execute(q)) : Reflect.get(target, name, receiver),
      });
      const warmed = postgresSearch(counted);
      expect(await warmed.warmUp()).toMatchObject({ words: expect.any(Number), terms: expect.any(Number) });
      const find = (text: string) =>
        warmed.search({ text, sort: 'precio-asc', offset: 0, limit: 100, filters: NO_FILTERS });
      const before = await find('optimum');
      await run(sql`UPDATE brands SET name = 'Optimum Nutricion' WHERE slug = 'optimum'`);
      const seen = calls;
      const after = await find('optimum');
      expect(after.total).toBe(before.total);
      expect(after.items.map((i) => i.brand)).toEqual(before.items.map(() => 'Optimum Nutricion'));
      // The search reads its word, matches and cards again (a handful of calls); the warm-up started by the
      // change reads every word's term and matches — on a server it may well be done by now.
      await vi.waitFor(() => expect(calls - seen).toBeGreaterThan(30), { timeout: 10_000 });
      await warmed.warmUp();
      const asked = calls;
      expect((await find('creatina')).total).toBeGreaterThan(0);
      expect(calls - asked).toBe(1); // the cards only: the word's term and matches were read ahead
      await run(
        sql`UPDATE products SET active = false WHERE brand_id = (SELECT id FROM brands WHERE slug = 'optimum')`,
      );
      expect((await find('optimum')).total).toBe(0);
      expect((await find('optimun')).total).toBe(0);
      await warmed.warmUp();
    });

    it('tells search its kept matches are stale only when a search row changes, not for every sale', async () => {
      const version = async () =>
        Number(
          ((await run(sql`SELECT version FROM search_catalogue_version`)) as { rows: { version: string }[] }).rows[0]
            .version,
        );
      const before = await version();
      await run(sql`UPDATE variants SET stock = stock - 1 WHERE sku = 'CMM-300G'`);
      expect(await version()).toBe(before);
      await run(sql`UPDATE variants SET stock = 0 WHERE sku = 'CMM-300G'`);
      expect(await version()).toBeGreaterThan(before);
    });
  });
}
