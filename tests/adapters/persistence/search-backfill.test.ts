import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../../adapters/persistence/catalog-sql';
import { backfillSearchColumns } from '../../../adapters/persistence/search-backfill';
import { openCataloguePglite, type TestDatabase } from '../../support/databases';

type Row = { slug: string; search_text: string; search_summary: string };

describe('a store that ran before search read quantities and "sin"', () => {
  let database: TestDatabase;
  const columns = () =>
    query<Row>(database.db, sql`SELECT slug, search_text, search_summary FROM products ORDER BY slug`);
  beforeAll(async () => {
    database = await openCataloguePglite();
  });
  afterAll(() => database.drop());

  it('has the search columns of its products written as it opens, once, as a new store has them', async () => {
    const written = await columns();
    // What migration 0032 leaves for a product stored before it: empty columns beside the old words.
    await database.db.execute(
      sql`UPDATE products SET search_summary = '', search_ingredients = '', search_text = name`,
    );
    expect(await backfillSearchColumns(database.db)).toBe(written.length);
    expect(await columns()).toEqual(written);
    expect(written.some((r) => /\bq[a-z]*\d+\b/.test(r.search_text))).toBe(true);
    expect(await backfillSearchColumns(database.db)).toBe(0);
  });
});
