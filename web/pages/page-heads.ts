import { defaultVariant, variantKey } from '../../core/catalog/get-product';
import { hasFilters } from '../../core/catalog/listing';
import { infoPages } from '../../core/content/info-pages';
import { CALCULATOR_CARD, CALCULATOR_PAGE } from '../lib/calculator-query';
import { CALCULATOR_PATH } from '../../contract/page-paths';
import { LEVELS_PAGE, RANKING_PAGE, rankingPath } from '../lib/loyalty-pages';
import { LEVELS_PATH, RANKING_PATH } from '../../contract/page-paths';
import { REFERRALS_CARD, REFERRALS_TITLE } from '../lib/referrals-page';
import { REFERRALS_PATH } from '../../contract/page-paths';
import { breadcrumbLd, organizationLd, productLd, websiteLd } from '../lib/structured-data';
import { categoryPath, productPath } from '../../contract/page-paths';
import type { Company } from '../../core/company/company';
import {
  INDEX,
  NO_INDEX,
  ownPageHead,
  siteHead,
  type Head,
  type HeadBody,
  type HeadContext,
  type HeadRow,
} from './head-parts';
import { pageTitle, type Loaded, type Page, type PageKind, type PageOf } from './page-table';

const HOME_CARD = {
  name: 'inicio',
  title: 'Suplementos deportivos originales',
  subtitle: 'Proteínas, creatinas, aminoácidos y quemadores con registro INVIMA, con envíos a toda Colombia.',
};
const CALCULATOR = {
  name: CALCULATOR_CARD,
  title: CALCULATOR_PAGE.title,
  subtitle: 'Tus calorías y macros para bajar, mantener o subir de peso.',
};
const LEVELS = {
  name: LEVELS_PAGE.card,
  title: LEVELS_PAGE.title,
  subtitle: 'Bronce, Plata, Oro, Platino y Diamante.',
};
const RANKING = {
  name: RANKING_PAGE.card,
  title: RANKING_PAGE.title,
  subtitle: 'Los clientes con más puntos del mes, en vivo.',
};
const REFERRALS = {
  name: REFERRALS_CARD,
  title: REFERRALS_TITLE,
  subtitle: 'Invita a tus amigos y gana saldo de regalo.',
};

/** A shopper's own page, or one a token opens: never indexed nor followed (reset, activation and verification links,
 * the account and its orders, signed order links). */
const personal = (_page: unknown, at: HeadContext): HeadBody => ({ ...siteHead(at), robots: 'noindex,nofollow' });
/** Search results, the cart and checkout, sign-in and sign-up, redirects and errors: not for search engines. */
const unlisted = (_page: unknown, at: HeadContext): HeadBody => siteHead(at);

/**
 * The server's half of the table of pages (web/pages/page-table.ts), one entry per page kind: its head (description,
 * canonical address, robots, social card, JSON-LD), its sitemap lines and its social cards. sitemap.xml lists the
 * pages in this order: the store's own pages, then every page of every category and every product.
 */
export const PAGE_HEADS: { readonly [K in PageKind]: HeadRow<PageOf<K>> } = {
  'home': {
    head: (_page, at) => ({
      ...siteHead(at),
      canonical: `${at.origin}/`,
      robots: INDEX,
      jsonLd: [organizationLd(at.origin, at.company), websiteLd(at.origin)],
    }),
    sitemap: () => ['/'],
    cards: [HOME_CARD],
  },
  'info': {
    head: ({ content }, at) =>
      ownPageHead(at, {
        path: `/${content.slug}/`,
        description: content.description,
        card: { name: content.slug, title: content.title },
        crumb: content.title,
      }),
    sitemap: () => infoPages.map((p) => `/${p.slug}/`),
    cards: infoPages.map((p) => ({ name: p.slug, title: p.title, subtitle: 'Fornido Colombia · fornido.co' })),
  },
  'calorie-calculator': {
    // A sent form's address is shareable but repeats the calculator with other figures: not indexed, pointing at it.
    head: (page, at) =>
      ownPageHead(at, {
        path: CALCULATOR_PATH,
        description:
          'Calcula gratis tu metabolismo basal, tus calorías diarias y tus gramos de proteína, grasa y carbohidratos para bajar, mantener o subir de peso.',
        card: CALCULATOR,
        crumb: CALCULATOR_PAGE.crumb,
        indexed: !page.sent,
      }),
    sitemap: () => [CALCULATOR_PATH],
    cards: [CALCULATOR],
  },
  'levels': {
    head: (_page, at) =>
      ownPageHead(at, {
        path: LEVELS_PATH,
        description:
          'Suma puntos con tus compras y tus referidos y sube de nivel: Bronce, Plata, Oro, Platino y Diamante, cada uno con sus beneficios.',
        card: LEVELS,
        crumb: LEVELS_PAGE.crumb,
      }),
    sitemap: () => [LEVELS_PATH],
    cards: [LEVELS],
  },
  'ranking': {
    // An earlier month is its own page (its final table); a month that cannot be shown is not indexed.
    head: ({ ranking }, at) => ({
      ...ownPageHead(at, {
        path: RANKING_PATH,
        description:
          'Los clientes Fornido con más puntos del mes, en vivo: compra, refiere a tus amigos y sube en la tabla de clasificación.',
        card: RANKING,
        crumb: RANKING_PAGE.crumb,
        indexed: ranking.ok,
      }),
      canonical: ranking.ok ? at.origin + rankingPath(ranking.value.month, ranking.value.current) : null,
    }),
    sitemap: () => [RANKING_PATH],
    cards: [RANKING],
  },
  'referrals': {
    // Signed in, the page carries the shopper's own link and credit: the same address, indexed as the guest's page.
    head: (_page, at) =>
      ownPageHead(at, {
        path: REFERRALS_PATH,
        description:
          'Invita a tus amigos a Fornido y gana saldo de regalo por cada compra suya: comparte tu enlace por WhatsApp y úsalo en tus próximos pedidos.',
        card: REFERRALS,
        crumb: REFERRALS_TITLE,
      }),
    sitemap: () => [REFERRALS_PATH],
    cards: [REFERRALS],
  },
  'category': {
    head: ({ listing: { category, page: n, listing } }, { origin }) => ({
      description: category.description,
      canonical: origin + categoryPath(category.slug, n),
      // A filtered or re-ordered listing repeats the category's products: not indexed, pointing at the plain page.
      robots: hasFilters(listing.filters) || listing.sort !== 'relevancia' ? NO_INDEX : INDEX,
      og: { type: 'website', image: `${origin}/img/og/categorias/${category.slug}.png`, imageAlt: category.name },
      jsonLd: [breadcrumbLd(origin, [{ name: category.name, path: categoryPath(category.slug) }])],
    }),
    sitemap: (map) =>
      map.categories.flatMap((c) => Array.from({ length: c.pageCount }, (_, i) => categoryPath(c.slug, i + 1))),
  },
  'product': {
    head: ({ view: { product, variant } }, { origin, company }) => {
      const isDefault = variant === defaultVariant(product);
      const path = productPath(product.category.slug, product.slug, isDefault ? undefined : variantKey(variant));
      return {
        description: product.summary,
        canonical: origin + path,
        robots: INDEX,
        og: { type: 'product', image: `${origin}/img/og/productos/${product.slug}.png`, imageAlt: product.name },
        jsonLd: [
          productLd(origin, product, variant, path, company),
          breadcrumbLd(origin, [
            { name: product.category.name, path: categoryPath(product.category.slug) },
            { name: product.name, path: productPath(product.category.slug, product.slug) },
          ]),
        ],
      };
    },
    sitemap: (map) => map.products.map((p) => productPath(p.category, p.slug)),
  },
  'reset-password': { head: personal },
  'activate': { head: personal },
  'verify-email': { head: personal },
  'account': { head: personal },
  'account-orders': { head: personal },
  'order': { head: personal },
  'order-confirmation': { head: personal },
  'search': { head: unlisted },
  'cart': { head: unlisted },
  'checkout-buyer': { head: unlisted },
  'checkout-shipping': { head: unlisted },
  'checkout-payment': { head: unlisted },
  'sign-in': { head: unlisted },
  'sign-up': { head: unlisted },
  'forgot-password': { head: unlisted },
  'redirect': { head: unlisted },
  'not-found': { head: unlisted },
  'error': { head: unlisted },
};

/** Title, description, canonical URL, robots, social card and structured data of a loaded page, from its row. */
export const pageHead = ({ page }: Loaded, origin: string, company: Company): Head => ({
  title: pageTitle(page),
  ...(PAGE_HEADS[page.kind] as HeadRow<Page>).head(page, { origin, company }),
});
