import { categoryPath, productPath } from '../../contract/page-paths';
import { REFERRALS_PATH } from '../../contract/page-paths';
import { LEVELS_PATH, RANKING_PATH } from '../../contract/page-paths';
import { CALCULATOR_PATH } from '../../contract/page-paths';
import { defaultVariant, variantKey } from '../../core/catalog/get-product';
import { hasFilters } from '../../core/catalog/listing';
import type { Company } from '../../core/company/company';
import { BRAND_NAME } from '../../core/content/company';
import { type Loaded } from '../routes';
import { breadcrumbLd, organizationLd, productLd, websiteLd } from './structured-data';
import { pageTitle } from './title';
import { LEVELS_PAGE, RANKING_PAGE, rankingPath } from './loyalty-pages';
import { CALCULATOR_CARD, CALCULATOR_PAGE } from './calculator-query';
import { REFERRALS_CARD, REFERRALS_TITLE } from './referrals-page';

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

// The payment methods are left out: they depend on the providers configured (the header and footer name them).
const DEFAULT_DESCRIPTION =
  'Proteínas, creatinas, aminoácidos y quemadores originales con registro INVIMA, al mejor precio y con envíos a toda Colombia.';
const CALCULATOR_DESCRIPTION =
  'Calcula gratis tu metabolismo basal, tus calorías diarias y tus gramos de proteína, grasa y carbohidratos para bajar, mantener o subir de peso.';
const LEVELS_DESCRIPTION =
  'Suma puntos con tus compras y tus referidos y sube de nivel: Bronce, Plata, Oro, Platino y Diamante, cada uno con sus beneficios.';
const RANKING_DESCRIPTION =
  'Los clientes Fornido con más puntos del mes, en vivo: compra, refiere a tus amigos y sube en la tabla de clasificación.';
const REFERRALS_DESCRIPTION =
  'Invita a tus amigos a Fornido y gana saldo de regalo por cada compra suya: comparte tu enlace por WhatsApp y úsalo en tus próximos pedidos.';
const INDEX = 'index,follow';
const NO_INDEX = 'noindex,follow';

/** The 1200×630 card of a page that is not a product nor a category (`inicio` for the home and the store's own
 * pages without a card of their own), drawn by server/social-images.ts. */
export const pageCardPath = (name: string) => `/img/og/paginas/${name}.png`;

/** Title, description, canonical URL, robots, social card and structured data of a loaded page. */
export const pageHead = ({ page }: Loaded, origin: string, company: Company): Head => {
  const abs = (path: string) => origin + path;
  const title = pageTitle(page);
  const site = { title, canonical: null, robots: NO_INDEX, description: DEFAULT_DESCRIPTION, jsonLd: [] as object[] };
  const ogSite = { type: 'website' as const, image: abs(pageCardPath('inicio')), imageAlt: `${BRAND_NAME} Colombia` };
  switch (page.kind) {
    case 'home':
      return {
        ...site,
        canonical: abs('/'),
        robots: INDEX,
        og: ogSite,
        jsonLd: [organizationLd(origin, company), websiteLd(origin)],
      };
    case 'category': {
      const { category, page: n, listing } = page.listing;
      // A filtered or re-ordered listing repeats the category's products: not indexed, pointing at the plain page.
      const narrowed = hasFilters(listing.filters) || listing.sort !== 'relevancia';
      return {
        title,
        description: category.description,
        canonical: abs(categoryPath(category.slug, n)),
        robots: narrowed ? NO_INDEX : INDEX,
        og: { type: 'website', image: abs(`/img/og/categorias/${category.slug}.png`), imageAlt: category.name },
        jsonLd: [breadcrumbLd(origin, [{ name: category.name, path: categoryPath(category.slug) }])],
      };
    }
    case 'product': {
      const { product, variant } = page.view;
      const isDefault = variant === defaultVariant(product);
      const path = productPath(product.category.slug, product.slug, isDefault ? undefined : variantKey(variant));
      return {
        title,
        description: product.summary,
        canonical: abs(path),
        robots: INDEX,
        og: { type: 'product', image: abs(`/img/og/productos/${product.slug}.png`), imageAlt: product.name },
        jsonLd: [
          productLd(origin, product, variant, path, company),
          breadcrumbLd(origin, [
            { name: product.category.name, path: categoryPath(product.category.slug) },
            { name: product.name, path: productPath(product.category.slug, product.slug) },
          ]),
        ],
      };
    }
    case 'info':
      return {
        ...site,
        description: page.content.description,
        canonical: abs(`/${page.content.slug}/`),
        robots: INDEX,
        og: { ...ogSite, image: abs(pageCardPath(page.content.slug)), imageAlt: page.content.title },
        jsonLd: [breadcrumbLd(origin, [{ name: page.content.title, path: `/${page.content.slug}/` }])],
      };
    case 'calorie-calculator':
      // A sent form's address is shareable but repeats the calculator with other figures: not indexed, pointing at it.
      return {
        ...site,
        description: CALCULATOR_DESCRIPTION,
        canonical: abs(CALCULATOR_PATH),
        robots: page.sent ? NO_INDEX : INDEX,
        og: { ...ogSite, image: abs(pageCardPath(CALCULATOR_CARD)), imageAlt: CALCULATOR_PAGE.title },
        jsonLd: [breadcrumbLd(origin, [{ name: CALCULATOR_PAGE.crumb, path: CALCULATOR_PATH }])],
      };
    case 'levels':
      return {
        ...site,
        description: LEVELS_DESCRIPTION,
        canonical: abs(LEVELS_PATH),
        robots: INDEX,
        og: { ...ogSite, image: abs(pageCardPath(LEVELS_PAGE.card)), imageAlt: LEVELS_PAGE.title },
        jsonLd: [breadcrumbLd(origin, [{ name: LEVELS_PAGE.crumb, path: LEVELS_PATH }])],
      };
    case 'ranking': {
      // An earlier month is its own page (its final table); a month that cannot be shown is not indexed.
      const { ranking } = page;
      const path = ranking.ok ? rankingPath(ranking.value.month, ranking.value.current) : RANKING_PATH;
      return {
        ...site,
        description: RANKING_DESCRIPTION,
        canonical: ranking.ok ? abs(path) : null,
        robots: ranking.ok ? INDEX : NO_INDEX,
        og: { ...ogSite, image: abs(pageCardPath(RANKING_PAGE.card)), imageAlt: RANKING_PAGE.title },
        jsonLd: [breadcrumbLd(origin, [{ name: RANKING_PAGE.crumb, path: RANKING_PATH }])],
      };
    }
    case 'referrals':
      // Signed in, the page carries the shopper's own link and credit: the same address, indexed as the guest's page.
      return {
        ...site,
        description: REFERRALS_DESCRIPTION,
        canonical: abs(REFERRALS_PATH),
        robots: INDEX,
        og: { ...ogSite, image: abs(pageCardPath(REFERRALS_CARD)), imageAlt: REFERRALS_TITLE },
        jsonLd: [breadcrumbLd(origin, [{ name: REFERRALS_TITLE, path: REFERRALS_PATH }])],
      };
    case 'reset-password':
    case 'activate':
    case 'verify-email':
    case 'account':
    case 'account-orders':
    case 'order':
    case 'order-confirmation':
      // A reset, activation or verification link's token, a shopper's own account and orders (signed links) must never be indexed nor followed.
      return { ...site, robots: 'noindex,nofollow', og: ogSite };
    default:
      // Search results, the cart, sign-in and sign-up, redirects and errors: not for search engines.
      return { ...site, og: ogSite };
  }
};
