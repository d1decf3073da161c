import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { pendingMigrations } from './pending-migrations';
import * as schema from './schema/index';

/** The database every store adapter works on: PGlite or PostgreSQL behind the same Drizzle API. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  readonly db: Db;
  readonly engine: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations; safe to run from several processes at once. */
  readonly migrate: () => Promise<void>;
  /** How many committed migrations `migrate` would apply (0 when the database is up to date). */
  readonly pendingMigrations: () => Promise<number>;
  readonly close: () => Promise<void>;
  /** Asks the database the smallest question (`SELECT 1`): resolves when it answers, throws when it is out of reach. */
  readonly ping: () => Promise<void>;
  /** Embedded PGlite only, which one process alone opens: calls `heard` for each notification on `channel` (NOTIFY,
   * at its transaction's commit) made through this database. */
  readonly listen?: (channel: string, heard: () => void) => Promise<void>;
  /** Embedded PGlite in a data dir only: records in the data dir's lock the address where this process serves, so a
   * `fornido` command run beside it acts through the store's operators' API rather than refusing the data dir. */
  readonly announce?: (url: string) => void;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant works: it only has to be the same in every process that migrates.
const MIGRATION_LOCK = 74_019_301;

/** Opens PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (or in memory for `memory://`); a data dir
 * another process has open is refused (DataDirInUse), as a second writer's changes would be lost. */
export const openDatabase = async (opts: { databaseUrl?: string; dataDir: string }): Promise<Database> =>
  opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);

const extensions = { unaccent, pg_trgm };

const openPglite = async (dataDir: string): Promise<Database> => {
  if (dataDir.startsWith('memory://')) return pgliteDatabase(await PGlite.create(dataDir, { extensions }));
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  try {
    return pgliteDatabase(await PGlite.create(dataDir, { extensions }), lock);
  } catch (error) {
    lock.release();
    throw error;
  }
};

const pgliteDatabase = (client: PGlite, lock?: DataDirLock): Database => {
  const db = drizzlePglite(client, { schema });
  return {
    ...(lock && { announce: lock.announce }),
    db,
    engine: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
    },
    pendingMigrations: () =>
      pendingMigrations(migrationsFolder, async (text) => (await client.query<Record<string, unknown>>(text)).rows),
    close: () => client.close().finally(() => lock?.release()),
    ping: async () => {
      await client.query('SELECT 1');
    },
    listen: async (channel, heard) => {
      await client.listen(channel, heard);
    },
  };
};

/**
 * For tests only (the server and the CLI open databases with openDatabase): an in-memory PGlite, new or started from
 * a data dir that `dumpDataDir` wrote. Starting from a dump of a migrated database skips initdb and the migrations,
 * ≈ 1.5 s instead of ≈ 4–5 s on the 2-core machines.
 */
export const openMemoryPglite = async (
  from?: Blob,
): Promise<Database & { readonly dumpDataDir: () => Promise<Blob> }> => {
  const client = await PGlite.create('memory://', from ? { extensions, loadDataDir: from } : { extensions });
  return { ...pgliteDatabase(client), dumpDataDir: () => client.dumpDataDir('none') };
};

const openPostgres = async (url: string): Promise<Database> => {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A dropped idle connection must not take the process down; the pool reconnects.
  pool.on('error', () => undefined);
  // Nor one dropped while checked out (PostgreSQL restarted mid-transaction): the pool listens for errors on idle
  // clients only, and an 'error' nobody listens for ends the process. The query in flight still fails (the request gets
  // a 503), and the pool discards the dead client when it is released.
  // And such a client is given back at once: Drizzle's transaction never releases a client whose BEGIN failed, so each
  // dropped connection would keep a slot of the pool checked out for good (and `close` would wait for it forever).
  // Whoever holds it may still release it afterwards: that is then a no-op instead of pg-pool's double-release error.
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      if (!checkedOut.has(client)) return;
      const release = client.release.bind(client);
      client.release = () => undefined;
      release(error);
    }),
  );
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    engine: 'postgres',
    migrate: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        await client.end();
      }
    },
    pendingMigrations: () =>
      pendingMigrations(migrationsFolder, async (text) => (await pool.query<Record<string, unknown>>(text)).rows),
    close: () => pool.end(),
    ping: async () => {
      await pool.query('SELECT 1');
    },
  };
};
