import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The browser bundle only: pages are rendered by the server from the same React components.
export default defineConfig({
  plugins: [react(), tailwindcss()],
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
