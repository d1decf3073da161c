import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../../adapters/persistence/catalog-sql';
import { announcedCatalogueVersion, catalogueVersion } from '../../../adapters/persistence/catalogue-version';
import type { Db } from '../../../adapters/persistence/db';
import { seedCatalogue } from '../../../adapters/persistence/seed/seed-catalogue';
import { aCatalogue } from '../../builders/seed-data';
import { engines, openCataloguePglite, type TestDatabase } from '../../support/databases';

describe('reading the catalogue version for many callers', () => {
  /** A database answering the version query after the test lets it, counting the queries. */
  const slowDb = () => {
    const pending: (() => void)[] = [];
    let version = 1;
    let queries = 0;
    const db = {
      execute: () =>
        new Promise((resolve) => {
          queries += 1;
          const read = version;
          pending.push(() => resolve({ rows: [{ version: String(read) }] }));
        }),
    } as unknown as Db;
    const answer = async () => {
      await Promise.resolve();
      pending.shift()?.();
      await new Promise((r) => setImmediate(r));
    };
    return { db, answer, bump: () => (version += 1), queries: () => queries };
  };

  it('gives callers who came during a read the next read, never the one already on its way', async () => {
    const { db, answer, bump, queries } = slowDb();
    const current = catalogueVersion(db);
    const early = current();
    bump(); // committed after the first read was taken, before the next callers asked
    const late = [current(), current(), current()];
    await answer();
    expect(await early).toBe(1);
    await answer();
    expect(await Promise.all(late)).toEqual([2, 2, 2]);
    expect(queries()).toBe(2);
  });
});

for (const engine of engines()) {
  describe(`the catalogue version moves with what pages show: ${engine.name}`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await engine.open();
      await seedCatalogue(database.db, aCatalogue(), new Date('2026-11-22T12:00:00Z'));
    });
    afterAll(() => database.drop());
    const moved = async (change: ReturnType<typeof sql>) => {
      const current = catalogueVersion(database.db);
      const before = await current();
      await database.db.execute(change);
      return (await current()) !== before;
    };

    it('moves with a price, a description, a picture, a category or a new variant', async () => {
      expect(await moved(sql`UPDATE variants SET price = price + 100 WHERE sku = 'CRE-300G'`)).toBe(true);
      expect(await moved(sql`UPDATE products SET usage = 'Cinco gramos al día.' WHERE slug = 'creatina-pura'`)).toBe(
        true,
      );
      expect(await moved(sql`UPDATE product_images SET alt = 'Frasco' WHERE position = 0`)).toBe(true);
      expect(await moved(sql`UPDATE categories SET description = 'Nueva.' WHERE slug = 'vitaminas'`)).toBe(true);
      expect(await moved(sql`DELETE FROM variants WHERE sku = 'P14-5LB-CHOC'`)).toBe(true);
    });

    it('stays put through sales that leave more than 10 units, and moves with the last ones', async () => {
      await database.db.execute(sql`UPDATE variants SET stock = 40 WHERE sku = 'CRE-300G'`);
      expect(await moved(sql`UPDATE variants SET stock = 39 WHERE sku = 'CRE-300G'`)).toBe(false);
      expect(await moved(sql`UPDATE variants SET stock = 11 WHERE sku = 'CRE-300G'`)).toBe(false);
      expect(await moved(sql`UPDATE variants SET stock = 10 WHERE sku = 'CRE-300G'`)).toBe(true);
      expect(await moved(sql`UPDATE variants SET stock = 9 WHERE sku = 'CRE-300G'`)).toBe(true);
      expect(await moved(sql`UPDATE variants SET stock = stock WHERE sku = 'CRE-300G'`)).toBe(false);
    });

    it('keeps the search row right when stock goes to or from zero, or the statement of a sale changes more (migration 0025)', async () => {
      const searchRow = async () =>
        (
          await query<{ in_stock: boolean; name: string }>(
            database.db,
            sql`SELECT s.in_stock, s.name FROM product_search s
              JOIN products p ON p.id = s.product_id WHERE p.slug = 'creatina-pura'`,
          )
        )[0];
      await database.db.execute(sql`UPDATE variants SET stock = 0 WHERE sku = 'CRE-300G'`);
      expect((await searchRow()).in_stock).toBe(false);
      await database.db.execute(sql`UPDATE variants SET stock = 3 WHERE sku = 'CRE-300G'`);
      expect((await searchRow()).in_stock).toBe(true);
      // A rename in the same statement as a sale still reaches search.
      await database.db.execute(sql`UPDATE variants SET stock = 2, size = '301 g' WHERE sku = 'CRE-300G'`);
      await database.db.execute(sql`UPDATE products SET name = 'Creatina Pura 2' WHERE slug = 'creatina-pura'`);
      expect(await searchRow()).toEqual({ in_stock: true, name: 'Creatina Pura 2' });
    });
  });
}

describe('the catalogue version on embedded PGlite, which tells when it moves', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openCataloguePglite();
  });
  afterAll(() => database.drop());

  /** The database, counting the queries made through it. */
  const counting = () => {
    let queries = 0;
    const execute = database.db.execute.bind(database.db);
    const db = new Proxy(database.db, {
      get: (target, key, receiver) =>
        key === 'execute'
          ? (...args: Parameters<Db['execute']>) => {
              queries += 1;
              return execute(...args);
            }
          : Reflect.get(target, key, receiver),
    });
    return { db, queries: () => queries };
  };

  it('is read once and kept until a change commits, which the next caller sees at once', async () => {
    const { db, queries } = counting();
    let subscribed = Promise.resolve();
    const current = announcedCatalogueVersion(db, (channel, heard) => (subscribed = database.listen!(channel, heard)));
    await subscribed; // the subscription in place
    const first = await current();
    expect(await Promise.all([current(), current(), current()])).toEqual([first, first, first]);
    expect(queries()).toBe(1);
    await database.db.execute(
      sql`UPDATE variants SET price = price + 100 WHERE sku = ${aCatalogue().products[0].variants[0].sku}`,
    );
    expect(await current()).toBe(first + 1);
    expect(await current()).toBe(first + 1);
    expect(queries()).toBe(2);
  });

  it('keeps nothing read while a change was committing', async () => {
    const { db } = counting();
    let heard: () => void = () => undefined;
    const current = announcedCatalogueVersion(db, async (_channel, h) => {
      heard = h;
    });
    await new Promise((r) => setImmediate(r));
    const reading = current();
    heard(); // a change announced while the read was on its way
    const before = await reading;
    await database.db.execute(sql`UPDATE catalogue_version SET version = version + 1`);
    expect(await current()).toBe(before + 1);
  });
});
