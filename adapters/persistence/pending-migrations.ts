import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Journal = { readonly entries: readonly { readonly when: number }[] };
type Query = (text: string) => Promise<readonly Record<string, unknown>[]>;

// Where drizzle-orm's migrator records what it applied (its defaults, which db.ts keeps).
const TABLE = 'drizzle.__drizzle_migrations';

/**
 * How many of the committed migrations in `folder` the database has not applied, decided as drizzle-orm's migrator
 * decides it: those created after the newest one it recorded (all of them when it never ran). Reads the journal and asks
 * two small questions; no SQL file is read.
 */
export const pendingMigrations = async (folder: string, query: Query): Promise<number> => {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const [table] = await query(`SELECT to_regclass('${TABLE}') IS NOT NULL AS present`);
  const [row] = table?.present ? await query(`SELECT max(created_at)::text AS last FROM ${TABLE}`) : [];
  const last = typeof row?.last === 'string' ? Number(row.last) : -Infinity;
  return journal.entries.filter((entry) => entry.when > last).length;
};
