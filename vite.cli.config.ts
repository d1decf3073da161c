import { cpSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const OUT = 'dist/cli';
const MIGRATIONS = 'adapters/persistence/migrations';

/**
 * Copies the migrations beside the bundle (adapters/persistence/db.ts finds them next to its own module, which is a
 * chunk of dist/cli/ here) and writes `sources.json`: every source file compiled in and the migrations, with the time
 * the build started, so cli/bin.js refuses to run a build older than its sources.
 */
const cliOutputs = (): Plugin => {
  const builtAt = Date.now();
  const root = resolve('.');
  return {
    name: 'fornido-cli-outputs',
    apply: 'build',
    writeBundle() {
      cpSync(MIGRATIONS, join(OUT, 'migrations'), { recursive: true });
      const modules = [...this.getModuleIds()]
        .filter((id) => id.startsWith(`${root}/`) && !id.includes('/node_modules/'))
        .map((id) => relative(root, id));
      const migrations = readdirSync(MIGRATIONS, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(root, join(entry.parentPath, entry.name)));
      const sources = [...modules, ...migrations].sort();
      writeFileSync(join(OUT, 'sources.json'), `${JSON.stringify({ builtAt, sources }, null, 1)}\n`);
    },
  };
};

// The `fornido` command compiled for Node (`npm run build:cli`, also run by `npm run build` and on `npm install`):
// cli/bin.js runs dist/cli/main.js, so a command starts without compiling TypeScript. Packages stay in node_modules;
// what a command loads only when it runs (the store, the sandboxes) is split into chunks of its own.
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  plugins: [cliOutputs()],
  build: {
    ssr: 'cli/main.ts',
    outDir: OUT,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: { output: { format: 'esm', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' } },
  },
});
