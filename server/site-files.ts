import { Router } from 'express';
import type { SiteMap } from '../core/catalog/site-map';
import { PAGE_HEADS } from '../web/entry-server';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml: the lines of every page kind's row (web/pages/page-heads.ts), in its order: home, information pages,
 * the calculator and the programmes, every page of every category and every product. */
export const sitemapXml = (origin: string, map: SiteMap): string => {
  const paths = Object.values(PAGE_HEADS).flatMap((row) => row.sitemap?.(map) ?? []);
  const urls = paths.map((p) => `  <url><loc>${escapeXml(origin + p)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
};

/** robots.txt and sitemap.xml (the web app manifest and its icons: server/pwa.ts). */
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
  return r;
};
