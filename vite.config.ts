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
    rollupOptions: { input: 'web/entry-client.tsx' },
  },
});
