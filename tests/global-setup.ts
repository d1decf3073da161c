import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEMPLATES_ENV } from './support/pglite-templates';

/**
 * One folder per Vitest run for the PGlite templates (tests/support/pglite-templates.ts), built there on first use.
 * Each project of vitest.config.ts runs this: the first one makes the folder, and removes it at the end, with the CLI
 * suites' PostgreSQL template database (tests/cli/support/cli-postgres.ts) when DATABASE_URL is set.
 */
export default function setup() {
  if (process.env[TEMPLATES_ENV]) return;
  const dir = mkdtempSync(join(tmpdir(), 'fornido-pglite-templates-'));
  process.env[TEMPLATES_ENV] = dir;
  return async () => {
    if (process.env.DATABASE_URL) {
      const { dropCliTemplate } = await import('./cli/support/cli-postgres');
      await dropCliTemplate(process.env.DATABASE_URL, dir);
    }
    rmSync(dir, { recursive: true, force: true });
    delete process.env[TEMPLATES_ENV];
  };
}
