#!/usr/bin/env node
// The `fornido` command, from any folder: runs the CLI that `npm run build:cli` compiled into dist/cli/ (no TypeScript
// is compiled at run time). A build that is missing, or older than a source compiled into it, is refused with the
// command that makes it, rather than run: stale code would act on the store as the sources no longer say.
import { readFileSync, statSync } from 'node:fs';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import v8 from 'node:v8';

// A command lives a few seconds, most of them in embedded PostgreSQL's WebAssembly: compiled by V8's baseline compiler
// only, it starts without the optimizing compiler's background work — about a third less CPU per command (2.2 against
// 3.2 CPU-seconds for `orders list`, and 4.8 against 6.5 for `db migrate`, on the 2-core machine).
v8.setFlagsFromString('--liftoff-only');

const root = new URL('../', import.meta.url);
const built = new URL('dist/cli/', root);

const readManifest = () => {
  try {
    return JSON.parse(readFileSync(new URL('sources.json', built), 'utf8'));
  } catch {
    return null;
  }
};

/** The first source that changed (or went) after the build started, else undefined. */
const changedSource = ({ builtAt, sources }) =>
  sources.find((path) => {
    try {
      return statSync(new URL(path, root)).mtimeMs > builtAt;
    } catch {
      return true;
    }
  });

const manifest = readManifest();
const stale = manifest ? changedSource(manifest) : undefined;
if (!manifest || stale) {
  const why = manifest ? `The fornido command was built before ${stale} changed` : 'The fornido command is not built';
  const folder = fileURLToPath(root).replace(/\/$/, '');
  process.stderr.write(`Error: ${why}: run \`npm run build:cli\` in ${folder}, then try again.\n`);
  process.exitCode = 1;
} else {
  await import(new URL('main.js', built).href);
}
