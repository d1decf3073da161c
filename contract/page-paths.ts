import { listingQuery, type ListingParams } from '../core/catalog/listing';

/** Where the calorie calculator lives: its form is a GET to this same address. */
export const CALCULATOR_PATH = '/calculadora-de-calorias/';

/** The loyalty levels page and the monthly ranking. */
export const LEVELS_PATH = '/niveles/';
export const RANKING_PATH = '/tabla-clasificacion/';

/** The referral programme's page. */
export const REFERRALS_PATH = '/sistema-referidos/';

/** Where each checkout step lives (the cart review is `/checkout/`). */
export const CHECKOUT_PATHS = {
  cart: '/checkout/',
  buyer: '/checkout/datos-personales/',
  shipping: '/checkout/metodo-envio/',
  payment: '/checkout/metodo-pago/',
  confirmation: '/checkout/confirmacion/',
} as const;

/** The canonical address of a category page: page 1 is the category itself. */
export const categoryPath = (slug: string, page = 1, listing?: ListingParams) =>
  `${page <= 1 ? `/${slug}/` : `/${slug}/pagina/${page}/`}${listing ? listingQuery(listing) : ''}`;

/** The canonical address of a product page, with its variant's segment when one is chosen. */
export const productPath = (category: string, slug: string, variant?: string) =>
  `/${category}/${slug}/${variant ? `${variant}/` : ''}`;
