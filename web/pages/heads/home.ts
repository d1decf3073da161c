import type { HeadRow } from '../page-row';
import type { HomePage } from '../loaders/catalogue';
import { organizationLd, websiteLd } from '../../lib/structured-data';
import { INDEX, siteHead } from './head-parts';

const HOME_CARD = {
  name: 'inicio',
  title: 'Suplementos deportivos originales',
  subtitle: 'Proteínas, creatinas, aminoácidos y quemadores con registro INVIMA, con envíos a toda Colombia.',
};

/** The home's head: indexed, with the store's Organization and WebSite in JSON-LD; first in sitemap.xml. */
export const homeHead: HeadRow<HomePage> = {
  head: (_page, at) => ({
    ...siteHead(at),
    canonical: `${at.origin}/`,
    robots: INDEX,
    jsonLd: [organizationLd(at.origin, at.company), websiteLd(at.origin)],
  }),
  sitemap: () => ['/'],
  sitemapFirst: true,
  cards: [HOME_CARD],
};
