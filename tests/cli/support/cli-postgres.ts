import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../../adapters/config';
import { openStore } from '../../../adapters/container';
import { createLogger } from '../../../adapters/logger';
import { TEMPLATES_ENV } from '../../support/pglite-templates';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const withAdmin = async <T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const urlOf = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Migrates and seeds a database as the first `npm start` does. */
const seed = async (url: string) => {
  const config = { ...loadConfig({ ...process.env, DATABASE_URL: url }), logLevel: 'silent' as const };
  const store = await openStore(config, { seedIfEmpty: true, logger: createLogger(config) });
  await store.close();
};

/** The template database of this Vitest run, migrated and seeded once: the first file to ask builds it while the others
 * wait (a lock folder beside the PGlite templates), and the run's global teardown drops it. Null outside Vitest. */
const seededTemplate = async (adminUrl: string): Promise<string | null> => {
  const folder = process.env[TEMPLATES_ENV];
  if (!folder) return null;
  const name = cliTemplateName(folder);
  const ready = join(folder, `${name}.ready`);
  try {
    mkdirSync(join(folder, `${name}.lock`));
  } catch {
    for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(50))
      if (existsSync(ready)) return name;
    throw new Error(`The CLI's template database ${name} was not ready within 2 minutes`);
  }
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  await seed(urlOf(adminUrl, name));
  writeFileSync(ready, '');
  return name;
};

/** The name of a run's template database, from its templates folder (global-setup.ts drops it). */
export const cliTemplateName = (folder: string) =>
  `fornido_cli_tpl_${basename(folder)
    .replace(/[^a-z0-9]/gi, '_')
    .toLowerCase()}`;

/**
 * On PostgreSQL (DATABASE_URL set, as in CI), a CLI test file's own database, seeded as after a first `npm start`
 * unless `empty`: a copy of the run's template, made in a moment, where each `fornido` run connects in milliseconds
 * instead of starting PGlite again. Dropped by `drop`.
 */
export const cliPostgres = async (
  adminUrl: string,
  start: 'seeded' | 'empty',
): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `fornido_cli_${randomBytes(6).toString('hex')}`;
  const template = start === 'seeded' ? await seededTemplate(adminUrl) : null;
  await withAdmin(adminUrl, async (admin) => {
    // Two files copying the template at the same moment: PostgreSQL refuses the second while the first copies.
    for (let tries = 0; ; tries++) {
      try {
        await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
        return;
      } catch (error) {
        if (tries >= 50 || !String(error).includes('is being accessed by other users')) throw error;
        await sleep(100);
      }
    }
  });
  const url = urlOf(adminUrl, name);
  if (start === 'seeded' && !template) await seed(url);
  return {
    url,
    drop: () =>
      withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
};

/** Drops a run's CLI template database, if one was made (global teardown). */
export const dropCliTemplate = (adminUrl: string, folder: string) =>
  withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${cliTemplateName(folder)} WITH (FORCE)`));
