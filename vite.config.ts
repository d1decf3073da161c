import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, brotliCompressSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes `name.br` beside every script and stylesheet over 1 KiB, at brotli's best quality: 13–20 % smaller than the
 * gzip (or quick brotli) the server would make on the fly, paid once at build time. server/precompressed.ts serves it.
 */
const precompress = (): Plugin => ({
  name: 'fornido-precompress',
  apply: 'build',
  writeBundle({ dir }) {
    const assets = join(dir ?? 'dist/client', 'assets');
    for (const name of readdirSync(assets)) {
      if (!/\.(js|css)$/.test(name)) continue;
      const body = readFileSync(join(assets, name));
      if (body.length <= 1024) continue;
      const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
      writeFileSync(join(assets, `${name}.br`), brotliCompressSync(body, { params }));
    }
  },
});

// The browser bundle only: pages are rendered by the server from the same React components.
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  publicDir: 'web/public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    rollupOptions: {
      input: 'web/entry-client.tsx',
      // Everything the entry loads anyway goes in one chunk: many tiny shared chunks cost a request each and, under
      // the server's 1 KiB compression threshold, travel uncompressed. Pages' own code stays in their lazy chunks.
      // The entry module itself stays out of the group, or its code would only be declared there, never run.
      output: {
        codeSplitting: {
          groups: [{ name: 'inicio', tags: ['$initial'], test: (id) => !id.endsWith('entry-client.tsx') }],
        },
      },
    },
  },
});
