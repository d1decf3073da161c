import { Router } from 'express';
import type { SiteMap } from '../core/catalog/site-map';
import { sitemapPaths } from '../web/entry-server';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml: the lines of every row of the table of pages (web/pages/heads/server-parts.ts): home, information
 * pages, the calculator and the programmes, every page of every category and every product. */
export const sitemapXml = async (origin: string, map: SiteMap): Promise<string> => {
  const paths = await sitemapPaths(map);
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
    res.type('application/xml').send(await sitemapXml(deps.origin, await deps.siteMap()));
  });
  return r;
};
