import express, { Router } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { precompressedAssets } from '../precompressed';

/** The console's built script and stylesheets (dist/admin, its own Vite build), or null when it was not built. */
export type ConsoleAssets = { readonly dir: string; readonly script: string; readonly styles: readonly string[] };

const ENTRY = 'web/admin/entry.tsx';

export const readConsoleAssets = (dir: string): ConsoleAssets | null => {
  const manifestPath = join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; css?: string[] }>;
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`${manifestPath} has no entry for ${ENTRY}: rebuild with npm run build`);
  return { dir, script: `/admin/${entry.file}`, styles: (entry.css ?? []).map((f) => `/admin/${f}`) };
};

/** The one page of the console: the browser draws every section in it (web/admin/console.tsx). Without a build (the
 * HTTP tests) it has no script. */
const consoleShell = (assets: ConsoleAssets | null): string =>
  [
    '<!doctype html>',
    '<html lang="es">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    '<meta name="referrer" content="no-referrer">',
    '<title>Consola · Fornido</title>',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...(assets?.styles ?? []).map((href) => `<link rel="stylesheet" href="${href}">`),
    ...(assets ? [`<script type="module" src="${assets.script}"></script>`] : []),
    '</head>',
    '<body><div id="consola"></div></body>',
    '</html>',
  ].join('\n');

/** `/admin/`: the console's page for every address under it, never cached (not by the page cache, the browser or a
 * proxy), never indexed, never in the sitemap; and its built files under `/admin/assets/`. */
export const consolePages = (assets: ConsoleAssets | null): Router => {
  const r = Router();
  const html = consoleShell(assets);
  // Routing is not strict: '/admin' also matches '/admin/', which must be served, not sent to itself.
  r.get('/admin', (req, res, next) => {
    if (req.path !== '/admin') return next();
    const q = req.originalUrl.indexOf('?');
    res.redirect(301, `/admin/${q === -1 ? '' : req.originalUrl.slice(q)}`);
  });
  if (assets) {
    const built = join(assets.dir, 'assets');
    r.use(
      '/admin/assets',
      precompressedAssets(built),
      express.static(built, { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
    );
  }
  r.get('/admin/{*splat}', (_req, res) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });
    res.type('html').send(html);
  });
  return r;
};
