import { readFileSync } from 'node:fs';
import { Router } from 'express';
import sharp from 'sharp';
import type { SiteMap } from '../core/catalog/site-map';
import { infoPages } from '../web/content/info-pages';
import { categoryPath, productPath } from '../web/routes';

const favicon = readFileSync(new URL('../web/public/favicon.svg', import.meta.url));
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml: home, information pages, every page of every category and every product. */
export const sitemapXml = (origin: string, map: SiteMap): string => {
  const paths = [
    '/',
    ...infoPages.map((p) => `/${p.slug}/`),
    ...map.categories.flatMap((c) => Array.from({ length: c.pageCount }, (_, i) => categoryPath(c.slug, i + 1))),
    ...map.products.map((p) => productPath(p.category, p.slug)),
  ];
  const urls = paths.map((p) => `  <url><loc>${escapeXml(origin + p)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
};

export const manifest = {
  name: 'Fornido Colombia',
  short_name: 'Fornido',
  description: 'Suplementos deportivos originales con envío a toda Colombia.',
  lang: 'es-CO',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#D41D38',
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
  ],
};

const icons = new Map<number, Promise<Buffer>>();
const icon = (size: number) => {
  if (!icons.has(size))
    icons.set(
      size,
      sharp(favicon, { density: 72 * (size / 32) })
        .resize(size, size)
        .png()
        .toBuffer(),
    );
  return icons.get(size)!;
};

/** robots.txt, sitemap.xml, the web app manifest and its PNG icons. */
export const siteFiles = (deps: { origin: string; siteMap: () => Promise<SiteMap> }): Router => {
  const r = Router();
  r.get('/robots.txt', (_req, res) => {
    res
      .type('text/plain')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /checkout/\nDisallow: /buscar/\n\nSitemap: ${deps.origin}/sitemap.xml\n`,
      );
  });
  r.get('/sitemap.xml', async (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/xml').send(sitemapXml(deps.origin, await deps.siteMap()));
  });
  r.get('/manifest.webmanifest', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('application/manifest+json').send(JSON.stringify(manifest));
  });
  for (const size of [192, 512]) {
    r.get(`/icon-${size}.png`, async (_req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=604800');
      res.type('image/png').send(await icon(size));
    });
  }
  return r;
};
