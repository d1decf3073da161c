import { createHash } from 'node:crypto';
import { readdirSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { madeOncePerRun } from '../../support/once-per-run';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const ENTRY = fileURLToPath(new URL('./store-process.ts', import.meta.url));

/** The sources as they are now (each file's path, size and time of change): a run in watch mode after an edit builds
 * the store again instead of starting yesterday's. */
const sourcesStamp = () => {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const { size, mtimeMs } = statSync(path);
        hash.update(`${path} ${size} ${mtimeMs}\n`);
      }
    }
  };
  for (const folder of ['adapters', 'contract', 'core', 'server', 'web', 'tests/load/support'])
    walk(join(ROOT, folder));
  return hash.digest('hex').slice(0, 12);
};

/** Each of our modules keeps its own file's URL as `import.meta.url`: the bundle reads the migrations and the favicon
 * where the sources keep them, as under tsx. */
const sourceUrls = (): Plugin => ({
  name: 'fornido-source-urls',
  transform(code, id) {
    if (!id.startsWith(ROOT) || id.includes('/node_modules/') || !code.includes('import.meta.url')) return null;
    return { code: code.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(id).href)), map: null };
  },
});

/**
 * tests/load/support/store-process.ts compiled for Node once per Vitest run (in the run's template folder), as
 * `npm run build:cli` compiles the CLI, with the packages left in node_modules (linked beside it): a store starts from it
 * without tsx compiling and loading each of its modules through the loader's hooks, a quarter less time a start.
 * Undefined outside Vitest, where the store runs through tsx.
 */
export const builtStoreProcess = async (): Promise<string | undefined> => {
  const made = await madeOncePerRun(`store-process-${sourcesStamp()}`, async (out) => {
    await build({
      configFile: false,
      root: ROOT,
      publicDir: false,
      logLevel: 'warn',
      plugins: [sourceUrls()],
      build: {
        ssr: ENTRY,
        outDir: join(out, 'dist'),
        emptyOutDir: true,
        target: 'node20',
        minify: false,
        rollupOptions: { output: { format: 'esm', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' } },
      },
    });
    symlinkSync(join(ROOT, 'node_modules'), join(out, 'node_modules'), 'dir');
  });
  return made && join(made, 'dist', 'store-process.js');
};
