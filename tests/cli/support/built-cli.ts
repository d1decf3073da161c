import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CliRun } from './cli-store';

/** Runs `node args…` (in the repository's folder unless `cwd` is given): its exit code and everything it wrote. */
export const runNode = (args: readonly string[], env: NodeJS.ProcessEnv = process.env, cwd?: string) =>
  new Promise<CliRun>((resolve) => {
    execFile(process.execPath, args, { env, cwd }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

/** Compiles the CLI into dist/cli/ as `npm run build:cli` does; throws with Vite's output when it fails. */
export const buildCli = async (): Promise<void> => {
  const built = await runNode(['node_modules/vite/bin/vite.js', 'build', '--config', 'vite.cli.config.ts']);
  if (built.code !== 0) throw new Error(`The CLI's build failed (exit ${built.code}):\n${built.stdout}${built.stderr}`);
};

const IMPORTED = /(?:^|\n)(?:import|export)\b[^;"]*?\bfrom\s*"([^"]+)"|(?:^|\n)import\s*"([^"]+)"/g;

/** The packages a compiled module loads as it is imported: its static imports, and theirs for the chunks beside it
 * (dynamic imports, which load only when a command runs, are not followed). */
export const packagesLoadedBy = (file: string, seen = new Set<string>()): Set<string> => {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  for (const [, from, bare] of readFileSync(file, 'utf8').matchAll(IMPORTED)) {
    const specifier = from ?? bare ?? '';
    if (specifier.startsWith('.'))
      for (const p of packagesLoadedBy(join(dirname(file), specifier), seen)) packages.add(p);
    else packages.add(specifier);
  }
  return packages;
};
