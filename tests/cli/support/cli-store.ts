import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../../../adapters/config';
import { openStore, T, type AppContainer } from '../../../adapters/container';
import { createContainer } from '../../../adapters/container-root';
import { createLogger } from '../../../adapters/logger';
import { runFornido } from '../../../cli/program';
import { madeOncePerRun } from '../../support/once-per-run';
import { migrationsHash } from '../../support/pglite-templates';
import { cliPostgres } from './cli-postgres';

/**
 * A data dir migrated and seeded once per Vitest run (in the run's template folder), for the CLI test files to copy:
 * the first open of a new data dir migrates and seeds for 7–8 s, a copy takes a fraction of a second. Outside Vitest
 * there is no template folder: nothing to copy.
 */
const seededTemplate = () =>
  madeOncePerRun(`cli-data-dir-${migrationsHash()}`, async (building) => {
    const config = {
      ...loadConfig({ ...process.env, DATA_DIR: building, DATABASE_URL: '' }),
      logLevel: 'silent' as const,
    };
    const store = await openStore(config, { seedIfEmpty: true, logger: createLogger(config) });
    await store.close();
  });

/** What one run of `fornido` answered: its exit code and everything it wrote. */
export type CliRun = { code: number; stdout: string; stderr: string };

/** A private data dir for one CLI test file (removed after it), `fornido` run on it in this process, and the store the
 * CLI opens, for setting up and checking. The store starts migrated and seeded, as after a first `npm start`, unless
 * the file asks for an `empty` one. It is PGlite in the data dir, as `npm start` runs; with DATABASE_URL set (CI, where
 * the PostgreSQL suites run) it is the file's own PostgreSQL database instead, unless the file needs `pglite` itself:
 * every command then opens it in milliseconds rather than starting PGlite again (PGlite's own path is what
 * tests/cli/fornido.test.ts and the HTTP suites exercise). */
export const cliStore = (
  prefix: string,
  start: 'seeded' | 'empty' = 'seeded',
  options: { readonly engine?: 'pglite' } = {},
) => {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '' };
  const postgres = options.engine === 'pglite' ? undefined : process.env.DATABASE_URL || undefined;
  let drop: (() => Promise<void>) | null = null;
  beforeAll(async () => {
    if (postgres) {
      const database = await cliPostgres(postgres, start);
      env.DATABASE_URL = database.url;
      drop = database.drop;
      return;
    }
    const template = start === 'seeded' ? await seededTemplate() : undefined;
    if (template) cpSync(template, dataDir, { recursive: true });
  }, 120_000);
  afterAll(async () => {
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Runs `fornido` in this process as the bin would (same output, same exit code), at a terminal when `typed` is given. */
  const run = async (opts: { env?: Record<string, string>; typed?: string }, args: string[]): Promise<CliRun> => {
    const stdout: string[] = [];
    const stderr: string[] = [];
    const code = await runFornido(args, {
      out: { write: (text: string) => stdout.push(text) },
      err: { write: (text: string) => stderr.push(text) },
      env: { ...process.env, ...env, ...opts.env },
      ...(opts.typed !== undefined ? { in: Object.assign(Readable.from([opts.typed]), { isTTY: true }) } : {}),
    });
    return { code, stdout: stdout.join(''), stderr: stderr.join('') };
  };

  /** Runs `fornido` on the data dir, with more variables when given, as the bin would (same output, same exit code);
   * the process's own environment is read, never changed. */
  const fornidoWith = async (more: Record<string, string>, ...args: string[]): Promise<CliRun> =>
    run({ env: more }, args);

  /** Runs `fornido` on the data dir. */
  const fornido = (...args: string[]) => fornidoWith({}, ...args);

  /** Runs `fornido` at a terminal where a person types `typed` (`"y\n"`) when asked. */
  const fornidoTyping = (typed: string, ...args: string[]) => run({ typed }, args);

  /** Sets more variables for every later run and store opened (a provider's credentials and addresses). */
  const configure = (more: Record<string, string>) => void Object.assign(env, more);

  /** Opens the store the CLI opens (seeding the catalogue) with a clock moved by hand, and closes it before the CLI runs:
   * one process at a time may open a PGlite data dir. */
  const withStoreAt = async <R>(clock: { at: Date }, work: (c: AppContainer) => Promise<R>): Promise<R> => {
    const config = { ...loadConfig({ ...process.env, ...env }), logLevel: 'silent' as const };
    const logger = createLogger(config);
    const store = await openStore(config, { seedIfEmpty: true, logger });
    try {
      return await work(
        createContainer(config, store.container.get(T.database), logger, { clock: { now: () => clock.at } }),
      );
    } finally {
      await store.close();
    }
  };

  /** The environment every `fornido` run of the file gets (for a test opening the store its own way). */
  const cliEnv = () => ({ ...process.env, ...env });

  return { dataDir, cliEnv, fornido, fornidoWith, fornidoTyping, configure, withStoreAt };
};
