import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, type TestDatabase } from '../../support/databases';

const JOURNAL = new URL('../../../adapters/persistence/migrations/meta/_journal.json', import.meta.url);
const committed = (JSON.parse(readFileSync(JOURNAL, 'utf8')) as { entries: unknown[] }).entries.length;

for (const engine of engines()) {
  describe(`pending migrations on ${engine.name}: what \`fornido db migrate\` would apply`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await engine.open();
    }, 240_000);
    afterAll(() => database.drop());

    // One test, in order: each step undoes a little more of what the migrator recorded.
    it('counts none on a migrated database, then those created after the newest one recorded, then all', async () => {
      expect(await database.pendingMigrations()).toBe(0);
      await database.db.execute(
        sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`,
      );
      expect(await database.pendingMigrations()).toBe(1);
      await database.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations`);
      expect(await database.pendingMigrations()).toBe(committed);
      await database.db.execute(sql`DROP TABLE drizzle.__drizzle_migrations`);
      expect(await database.pendingMigrations()).toBe(committed);
    });
  });
}
