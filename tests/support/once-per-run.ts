import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { TEMPLATES_ENV } from './pglite-templates';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A file or folder made once per Vitest run in the run's template folder (tests/global-setup.ts), for every test
 * process to use: the first process to ask runs `make` on a `.part` path and renames it to its name when done, the
 * others wait for the name to appear. Undefined outside Vitest (no template folder), or when the maker died half-way.
 */
export const madeOncePerRun = async (
  name: string,
  make: (path: string) => Promise<void>,
): Promise<string | undefined> => {
  const folder = process.env[TEMPLATES_ENV];
  if (!folder) return undefined;
  const path = join(folder, name);
  try {
    mkdirSync(`${path}.lock`); // atomic: exactly one process makes it
  } catch {
    for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(50))
      if (existsSync(path)) return path;
    return undefined;
  }
  await make(`${path}.part`);
  renameSync(`${path}.part`, path);
  return path;
};
