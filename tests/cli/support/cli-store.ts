import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { loadConfig } from '../../../adapters/config';
import { createContainer, openStore, T, type AppContainer } from '../../../adapters/container';
import { createLogger } from '../../../adapters/logger';

/** A private PGlite data dir for one CLI test file (removed after it), the real `fornido` bin on it, and the store the
 * CLI opens, for setting up and checking. */
export const cliStore = (prefix: string) => {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '' };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** Runs the real `fornido` bin on the data dir. */
  const fornido = (...args: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['cli/bin.js', ...args],
        { env: { ...process.env, ...env } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });

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

  return { fornido, withStoreAt };
};
