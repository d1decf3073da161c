import { infoPages } from '../../../core/content/info-pages';
import type { HeadRow } from '../page-row';
import type { InformationPage } from '../loaders/catalogue';
import { ownPageHead } from './head-parts';

/** An information page's head, its card and its line in sitemap.xml, right after the home's. */
export const infoHead: HeadRow<InformationPage> = {
  head: ({ content }, at) =>
    ownPageHead(at, {
      path: `/${content.slug}/`,
      description: content.description,
      card: { name: content.slug, title: content.title },
      crumb: content.title,
    }),
  sitemap: () => infoPages.map((p) => `/${p.slug}/`),
  sitemapFirst: true,
  cards: infoPages.map((p) => ({ name: p.slug, title: p.title, subtitle: 'Fornido Colombia · fornido.co' })),
};
