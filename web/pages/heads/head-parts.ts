import type { Company } from '../../../core/company/company';
import { BRAND_NAME } from '../../../core/content/company';
import { breadcrumbLd } from '../../lib/structured-data';

export type Head = {
  readonly title: string;
  readonly description: string;
  /** Absolute canonical URL; null for pages search engines should not index. */
  readonly canonical: string | null;
  readonly robots: string;
  readonly og: { readonly type: 'website' | 'product'; readonly image: string; readonly imageAlt: string };
  /** JSON-LD objects for the page (Product, BreadcrumbList, Organization…). */
  readonly jsonLd: readonly object[];
};

/** A page's head but its title, which the browser knows too (its row's `title`). */
export type HeadBody = Omit<Head, 'title'>;

/** Where the head is written for: the store's origin (`https://fornido.co`) and its public facts. */
export type HeadContext = { readonly origin: string; readonly company: Company };

/** A 1200×630 card of the store's own pages, `/img/og/paginas/{name}.png`, drawn by server/social-images.ts. */
export type SocialCard = { readonly name: string; readonly title: string; readonly subtitle: string };

export const INDEX = 'index,follow';
export const NO_INDEX = 'noindex,follow';

/** The 1200×630 card of a page that is not a product nor a category (`inicio` for the home and the store's own
 * pages without a card of their own), drawn by server/social-images.ts. */
export const pageCardPath = (name: string) => `/img/og/paginas/${name}.png`;

// The payment methods are left out: they depend on the providers configured (the header and footer name them).
const DEFAULT_DESCRIPTION =
  'Proteínas, creatinas, aminoácidos y quemadores originales con registro INVIMA, al mejor precio y con envíos a toda Colombia.';

/** The head of a page not for search engines: the store's description and card, no canonical address. */
export const siteHead = ({ origin }: HeadContext): HeadBody => ({
  canonical: null,
  robots: NO_INDEX,
  description: DEFAULT_DESCRIPTION,
  jsonLd: [],
  og: { type: 'website', image: origin + pageCardPath('inicio'), imageAlt: `${BRAND_NAME} Colombia` },
});

/**
 * The head of one of the store's own indexed pages: its description, its address as canonical, its card and its
 * breadcrumb (`crumb` names it there); `indexed: false` keeps a variant of it out of the index, pointing at it.
 */
export const ownPageHead = (
  at: HeadContext,
  page: {
    path: string;
    description: string;
    card: Pick<SocialCard, 'name' | 'title'>;
    crumb: string;
    indexed?: boolean;
  },
): HeadBody => ({
  ...siteHead(at),
  description: page.description,
  canonical: at.origin + page.path,
  robots: page.indexed === false ? NO_INDEX : INDEX,
  og: { type: 'website', image: at.origin + pageCardPath(page.card.name), imageAlt: page.card.title },
  jsonLd: [breadcrumbLd(at.origin, [{ name: page.crumb, path: page.path }])],
});

/** The heads of the pages search engines are not given, by the name their rows use (web/pages/page-row.ts). */
export const SITE_HEADS: { readonly [K in 'unlisted' | 'personal']: (at: HeadContext) => HeadBody } = {
  // Search results, the cart and checkout, sign-in and sign-up, redirects and errors.
  unlisted: siteHead,
  // Reset, activation and verification links, the account and its orders, signed order links.
  personal: (at) => ({ ...siteHead(at), robots: 'noindex,nofollow' }),
};
