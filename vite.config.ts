import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { constants, brotliCompressSync } from 'node:zlib';
import { build, defineConfig, type Plugin } from 'vite';
import { readAssets } from './server/ssr/assets';

/**
 * Writes `name.br` beside every script and stylesheet that brotli makes smaller, at brotli's best quality: 13–20 %
 * smaller than the gzip (or quick brotli) the server would make on the fly, paid once at build time, and small chunks
 * (under the server's 1 KiB threshold for compressing on the fly) shrink by a third to a half too.
 * server/precompressed.ts serves it.
 */
const precompress = (): Plugin => ({
  name: 'fornido-precompress',
  apply: 'build',
  writeBundle({ dir }) {
    const assets = join(dir ?? 'dist/client', 'assets');
    for (const name of readdirSync(assets)) {
      if (!/\.(js|css)$/.test(name)) continue;
      const body = readFileSync(join(assets, name));
      const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
      const compressed = brotliCompressSync(body, { params });
      if (compressed.length < body.length) writeFileSync(join(assets, `${name}.br`), compressed);
    }
  },
});

/**
 * Builds the service worker (web/sw/service-worker.ts) to `sw.js` at the client's root once the client is written,
 * filling in what this build is: its app shell (the entry script, what it imports and its styles, from Vite's manifest
 * read as the server reads it, plus the logo and an icon), its other scripts and stylesheets, and its version, a hash
 * of every built file's name — a build that changes no code leaves the worker byte for byte the same, and browsers do
 * not install it again.
 */
export const serviceWorker = (): Plugin => {
  let outDir = 'dist/client';
  return {
    name: 'fornido-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const assets = readAssets(outDir);
      if (!assets) throw new Error(`No Vite manifest in ${outDir}: the service worker needs the client's build`);
      const shell = [
        ...new Set([...assets.scripts, ...assets.preloads, ...assets.app, ...assets.styles]),
        '/favicon.svg',
        '/icon-192.png',
      ];
      const names = readdirSync(join(outDir, 'assets')).sort();
      const version = createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 12);
      const chunks = names
        .map((name) => `/assets/${name}`)
        .filter((url) => /\.(js|css)$/.test(url) && !shell.includes(url));
      await build({
        configFile: false,
        publicDir: false,
        logLevel: 'warn',
        define: {
          __VERSION__: JSON.stringify(version),
          __ENTRY__: JSON.stringify(assets.scripts[0]),
          __SHELL__: JSON.stringify(shell),
          __CHUNKS__: JSON.stringify(chunks),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          rollupOptions: {
            input: 'web/sw/service-worker.ts',
            output: { format: 'iife', entryFileNames: 'sw.js' },
          },
        },
      });
    },
  };
};

/**
 * Builds the operators' console (web/admin/entry.tsx) once the storefront is written: a build of its own, into
 * dist/admin with its own manifest, so no chunk, stylesheet or service-worker entry of the storefront holds a byte of it.
 */
const operatorsConsole = (): Plugin => ({
  name: 'fornido-operators-console',
  apply: 'build',
  async closeBundle() {
    await build({
      configFile: false,
      publicDir: false,
      logLevel: 'warn',
      base: '/admin/',
      plugins: [react(), tailwindcss(), precompress()],
      build: {
        outDir: 'dist/admin',
        emptyOutDir: true,
        manifest: true,
        rollupOptions: { input: 'web/admin/entry.tsx' },
      },
    });
  },
});

const HEADS = resolve('web/pages/heads');

/**
 * Leaves the pages' server-only parts (web/pages/heads/: heads, JSON-LD, sitemap lines, social cards), which the rows of
 * the table of pages name by lazy import for the server, out of the browser's build: nothing there calls them, and as
 * chunks the service worker would still download them.
 */
const serverOnlyHeads = (): Plugin => ({
  name: 'fornido-server-only-heads',
  enforce: 'pre',
  apply: 'build',
  resolveId(source, importer) {
    if (importer && source.startsWith('.') && resolve(dirname(importer), source).startsWith(HEADS))
      return { id: source, external: true };
    return null;
  },
});

type ModuleGraph = { getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null };
let split: { graph: ModuleGraph; boot: Set<string>; app: Set<string> } | null = null;
/**
 * The two chunks every page loads besides the boot script's and the app's own: 'arranque', what web/boot.ts imports
 * (the entry module itself stays out, or its code would only be declared there, never run), and 'inicio', what
 * web/entry-client.tsx imports that the boot script does not, transitively and statically. Everything else is split
 * as Vite does it.
 */
const chunkOf = (graph: ModuleGraph, id: string): string | null => {
  if (split?.graph !== graph) {
    const reach = (from: string, skip = new Set<string>()) => {
      const seen = new Set<string>();
      for (const todo = [from]; todo.length > 0;) {
        const next = todo.pop()!;
        if (seen.has(next) || skip.has(next)) continue;
        seen.add(next);
        todo.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
      }
      return seen;
    };
    const boot = reach(resolve('web/boot.ts'));
    split = { graph, boot, app: reach(resolve('web/entry-client.tsx'), boot) };
  }
  // The styles stay with the boot script: they are inline in every page (server/ssr/assets.ts), and the chunk they
  // belonged to would add them again as a stylesheet whenever it is imported.
  // The app's own module stays out too: it awaits the page's chunk, which imports from 'inicio' and so would wait for
  // it in turn.
  if (id === resolve('web/boot.ts') || id === resolve('web/entry-client.tsx') || id.endsWith('.css')) return null;
  return split.boot.has(id) ? 'arranque' : split.app.has(id) ? 'inicio' : null;
};

// The browser bundle only: pages are rendered by the server from the same React components.
export default defineConfig({
  plugins: [react(), tailwindcss(), serverOnlyHeads(), precompress(), serviceWorker(), operatorsConsole()],
  publicDir: 'web/public',
  resolve: { alias: { 'use-sync-external-store/shim/index.js': resolve('web/lib/sync-external-store.ts') } },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    rollupOptions: {
      input: 'web/boot.ts',
      // The app (web/entry-client.tsx, loaded by the boot script once the page is quiet) and everything it imports go
      // in one chunk: many tiny shared chunks cost a request each and, under the server's 1 KiB compression threshold,
      // travel uncompressed. Pages' own code stays in their lazy chunks; what the boot script imports stays in it.
      output: {
        codeSplitting: {
          groups: [{ name: (id, graph) => chunkOf(graph, id), includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
