import { categoryPath, productPath } from '../contract/page-paths';
import { REFERRALS_PATH } from '../contract/page-paths';
import { LEVELS_PATH, RANKING_PATH } from '../contract/page-paths';
import { CALCULATOR_PATH } from '../contract/page-paths';
import { Router } from 'express';
import type { SiteMap } from '../core/catalog/site-map';
import { infoPages } from '../core/content/info-pages';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml: home, information pages, the calorie calculator, every page of every category and every product. */
export const sitemapXml = (origin: string, map: SiteMap): string => {
  const paths = [
    '/',
    ...infoPages.map((p) => `/${p.slug}/`),
    CALCULATOR_PATH,
    LEVELS_PATH,
    RANKING_PATH,
    REFERRALS_PATH,
    ...map.categories.flatMap((c) => Array.from({ length: c.pageCount }, (_, i) => categoryPath(c.slug, i + 1))),
    ...map.products.map((p) => productPath(p.category, p.slug)),
  ];
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
