import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEMPLATES_ENV } from './support/pglite-templates';

/**
 * One folder per Vitest run for the PGlite templates (tests/support/pglite-templates.ts), built there on first use.
 * Each project of vitest.config.ts runs this: the first one makes the folder, and removes it at the end.
 */
export default function setup() {
  if (process.env[TEMPLATES_ENV]) return;
  const dir = mkdtempSync(join(tmpdir(), 'fornido-pglite-templates-'));
  process.env[TEMPLATES_ENV] = dir;
  return () => {
    rmSync(dir, { recursive: true, force: true });
    delete process.env[TEMPLATES_ENV];
  };
}
