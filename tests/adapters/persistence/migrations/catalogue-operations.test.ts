import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../../../adapters/persistence/catalog-sql';
import type { Db } from '../../../../adapters/persistence/db';
import { seedCatalogue } from '../../../../adapters/persistence/seed/seed-catalogue';
import { aCatalogue } from '../../../builders/seed-data';
import { engines, SEEDED_AT, type TestDatabase } from '../../../support/databases';

const MIGRATION = new URL('../../../../adapters/persistence/migrations/0034_catalogue-operations.sql', import.meta.url);

/** Back to the tables as they were before the migration. */
const undo = async (db: Db) => {
  await db.execute(sql`DROP TABLE catalogue_changes`);
  await db.execute(sql`ALTER TABLE variants DROP COLUMN low_stock_level`);
};
const runMigration = async (db: Db) => {
  for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint'))
    await db.execute(sql.raw(statement));
};

for (const engine of engines()) {
  describe(`migration 0034 on ${engine.name}: low-stock levels and the catalogue audit`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await engine.open();
    }, 240_000);
    afterAll(() => database.drop());

    it('gives every variant stored before it a low-stock level of 5, never negative, and an empty audit', async () => {
      const { db } = database;
      // The seeder writes today's columns: the variants it wrote stay, as rows stored before the migration would.
      await seedCatalogue(db, aCatalogue(), SEEDED_AT);
      await undo(db);
      await runMigration(db);
      expect(await query(db, sql`SELECT DISTINCT low_stock_level AS level FROM variants`)).toEqual([{ level: 5 }]);
      await expect(db.execute(sql`UPDATE variants SET low_stock_level = -1 WHERE sku = 'CRE-300G'`)).rejects.toThrow();
      expect(await query(db, sql`SELECT count(*)::int AS n FROM catalogue_changes`)).toEqual([{ n: 0 }]);
    });
  });
}
