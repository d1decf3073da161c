import { Router } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appManifest, APP_ICONS, iconPng } from './app-manifest';
import { OFFLINE_PATH, offlinePageHtml } from './offline-page';

/**
 * What makes the store an installable app: the manifest, its icons, the offline page and, once the client is built,
 * the service worker the build wrote beside it (`sw.js`, web/sw/service-worker.ts). The worker's script is read once at
 * start and always revalidated (`no-cache`), so a new version reaches browsers on their next visit.
 */
export const pwaFiles = (clientDir?: string): Router => {
  const r = Router();
  const manifest = JSON.stringify(appManifest);
  r.get('/manifest.webmanifest', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('application/manifest+json').send(manifest);
  });
  for (const path of APP_ICONS.keys()) {
    r.get(path, async (_req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=604800');
      res.type('image/png').send(await iconPng(path));
    });
  }
  r.get(OFFLINE_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(offlinePageHtml);
  });
  const workerFile = clientDir ? join(clientDir, 'sw.js') : null;
  if (workerFile && existsSync(workerFile)) {
    const worker = readFileSync(workerFile);
    r.get('/sw.js', (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.type('text/javascript').send(worker);
    });
  }
  return r;
};
