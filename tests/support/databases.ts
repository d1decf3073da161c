import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../adapters/persistence/db';
import { seedCatalogue } from '../../adapters/persistence/seed/seed-catalogue';
import { aCatalogue } from '../builders/seed-data';
import { fromTemplate } from './pglite-templates';

export type Engine = { readonly name: 'pglite' | 'postgres'; readonly open: () => Promise<TestDatabase> };
export type TestDatabase = Database & { readonly url?: string; readonly drop: () => Promise<void> };

/**
 * The engines a persistence suite runs on: PGlite always, PostgreSQL too when DATABASE_URL is set.
 * Each open() gives a fresh, migrated, empty database (on PostgreSQL, a new database dropped afterwards).
 */
export const engines = (): Engine[] => {
  const list: Engine[] = [{ name: 'pglite', open: openPglite }];
  const url = process.env.DATABASE_URL;
  if (url) list.push(postgresEngine(url));
  return list;
};

/** The PostgreSQL server at `adminUrl` as an engine (each open() a new database, dropped afterwards): CI's, or a test's
 * own server (tests/load/postgres-restart.test.ts). */
export const postgresEngine = (adminUrl: string): Engine => ({ name: 'postgres', open: () => openPostgres(adminUrl) });

/** The date the test catalogues are seeded at. */
export const SEEDED_AT = new Date('2026-11-22T12:00:00Z');

const openPglite = async (): Promise<TestDatabase> => {
  const database = await fromTemplate('migrated', async () => undefined);
  return { ...database, drop: database.close };
};

/** A fresh, migrated PGlite holding the test catalogue (aCatalogue() seeded at SEEDED_AT), as the HTTP suites use. */
export const openCataloguePglite = async (): Promise<TestDatabase> => {
  const database = await fromTemplate('catalogue', async ({ db }) => {
    await seedCatalogue(db, aCatalogue(), SEEDED_AT);
  });
  return { ...database, drop: database.close };
};

const openPostgres = async (adminUrl: string): Promise<TestDatabase> => {
  const name = `fornido_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
};
