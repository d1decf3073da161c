import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../../../adapters/persistence/catalog-sql';
import type { Db } from '../../../../adapters/persistence/db';
import { seedCatalogue } from '../../../../adapters/persistence/seed/seed-catalogue';
import { aCatalogue } from '../../../builders/seed-data';
import { engines, SEEDED_AT, type TestDatabase } from '../../../support/databases';

const MIGRATION = new URL('../../../../adapters/persistence/migrations/0041_picture-alt-text.sql', import.meta.url);

const runMigration = async (db: Db) => {
  for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint'))
    await db.execute(sql.raw(statement));
};

const altOf = async (db: Db, file: string) =>
  (await query<{ alt: string }>(db, sql`SELECT alt FROM product_images WHERE file_name = ${file}`))[0].alt;

for (const engine of engines()) {
  describe(`migration 0041 on ${engine.name}: a picture's text, 1 to 125 characters`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await engine.open();
    }, 240_000);
    afterAll(() => database.drop());

    it('names an empty text after its product, cuts a longer one, and refuses either after', async () => {
      const { db } = database;
      await seedCatalogue(db, aCatalogue(), SEEDED_AT);
      // Back to the table as it was before, with a text of each kind the migration must mend.
      await db.execute(sql`ALTER TABLE product_images DROP CONSTRAINT product_images_alt_length`);
      await db.execute(sql`UPDATE product_images SET alt = ' ' WHERE file_name = 'creatina-pura-principal.svg'`);
      await db.execute(
        sql`UPDATE product_images SET alt = repeat('á', 130) WHERE file_name = 'proteina-01-chocolate.svg'`,
      );
      await runMigration(db);
      expect(await altOf(db, 'creatina-pura-principal.svg')).toBe('Creatina Pura');
      expect(await altOf(db, 'proteina-01-chocolate.svg')).toBe('á'.repeat(125));
      await expect(db.execute(sql`UPDATE product_images SET alt = '' WHERE id = 1`)).rejects.toThrow();
      await expect(db.execute(sql`UPDATE product_images SET alt = repeat('a', 126) WHERE id = 1`)).rejects.toThrow();
    });
  });
}
