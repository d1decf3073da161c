import { CALCULATOR_PATH, CHECKOUT_PATHS } from '../contract/page-paths';
import type { PaymentMethodId } from '../core/payments/methods';
import type { Company, PhysicalStore } from '../core/company/company';
import type { ProductView } from '../core/catalog/get-product';
import type { CategoryListing } from '../core/catalog/list-category';
import type { ProductSummary } from '../core/catalog/ports';
import type { Category } from '../core/catalog/product';
import type { SearchResult } from '../core/catalog/search-products';
import type { InfoPage } from '../core/content/info-pages';
import type { AccountView } from '../contract/account';
import type { OrderView } from '../contract/checkout';
import { safeReturnPath, signInPath } from '../contract/return-path';
import type { EmailVerificationOutcome, StoreApi } from '../contract/store-api';
import { parseListingParams, type ListingParams } from '../core/catalog/listing';
import { errorAddressPage } from './lib/error-address';
import { loyaltyPage, type LevelsPage, type RankingPage } from './lib/loyalty-pages';
import { referralsPage, type ReferralsPage } from './lib/referrals-page';
import type { ReferralsView } from '../core/loyalty/view-referrals';
import { calculatorPage, type CalculatorPage } from './lib/calculator-page';

/** Everything a page needs to render, loaded on the server for SSR and through the API on navigation. */
export type Page =
  | { readonly kind: 'home'; readonly categories: readonly Category[]; readonly newest: readonly ProductSummary[] }
  | { readonly kind: 'category'; readonly listing: CategoryListing }
  | { readonly kind: 'product'; readonly view: ProductView }
  | { readonly kind: 'search'; readonly result: SearchResult }
  | { readonly kind: 'info'; readonly content: InfoPage }
  | CalculatorPage
  | LevelsPage
  | RankingPage
  | ReferralsPage
  | { readonly kind: 'cart' }
  /** The checkout's steps: the draft lives in the browser, so the server renders their frame and the browser the rest. */
  | { readonly kind: 'checkout-buyer' }
  | { readonly kind: 'checkout-shipping' }
  | { readonly kind: 'checkout-payment' }
  /** The last step: the order just placed (and its payment, when it is paid online). */
  | { readonly kind: 'order-confirmation'; readonly order: OrderView }
  /** An order's own page, the link of its mails: its owner signed in, or the signed link. */
  | { readonly kind: 'order'; readonly order: OrderView }
  | { readonly kind: 'account-orders'; readonly orders: readonly OrderView[] }
  | { readonly kind: 'sign-up'; readonly returnTo: string }
  | { readonly kind: 'sign-in'; readonly returnTo: string }
  | { readonly kind: 'forgot-password' }
  | { readonly kind: 'reset-password'; readonly token: string }
  /** The link mailed at sign-up: its button creates the account and signs it in. */
  | { readonly kind: 'activate'; readonly token: string }
  /** The link mailed to verify an email: opening it verifies (and claims the guest orders), or says why not. */
  | {
      readonly kind: 'verify-email';
      readonly outcome: EmailVerificationOutcome;
      /** The signed-in shopper (who may ask for a new link from here), or null. */
      readonly account: AccountView | null;
    }
  /** `referrals` gives the level, the gift balance and the referral link (its `own` part, the same as the account's). */
  | { readonly kind: 'account'; readonly account: AccountView; readonly referrals: ReferralsView }
  /** The page lives elsewhere for this shopper: a 302 on the server, a replaced navigation in the browser. */
  | { readonly kind: 'redirect'; readonly to: string }
  /** `message` says what was not found when it is not a page (an order whose link is wrong). */
  | { readonly kind: 'not-found'; readonly message?: string }
  | { readonly kind: 'error'; readonly message: string };

export type Loaded = { readonly url: string; readonly status: number; readonly page: Page };

export type InfoLink = { readonly slug: string; readonly title: string };

/** Public settings the browser needs (never a secret). */
export type PublicSettings = {
  readonly imageCdnUrl: string | null;
  readonly freeShippingThreshold: number;
  /** Most units of one variant in a cart line or an order (MAX_UNITS_PER_LINE). */
  readonly maxUnitsPerLine: number;
  /** Business days of standard shipping, for the store's promises. */
  readonly standardDeliveryDays: { readonly min: number; readonly max: number };
  /** The payment methods offered, in the payment step's order: the header, footer and home name only these. */
  readonly paymentMethods: readonly PaymentMethodId[];
  /** Google Tag Manager's container (GTM_ID); absent: no tag manager on any page. */
  readonly gtmId?: string;
  /** The store's public facts (COMPANY_*): footer, contact and legal pages. */
  readonly company: Company;
  /** The physical stores shown on /tiendas/. */
  readonly stores: readonly PhysicalStore[];
  /** The maps service's public key; null: /tiendas/ lists the stores without a map. */
  readonly mapsApiKey: string | null;
  /** Live order news (Pusher protocol 7): the app's public key and cluster; `embedded`, the store's own endpoint on
   * this same origin (`/app/{key}`) rather than hosted Pusher. */
  readonly realtime: RealtimeSettings;
};

export type RealtimeSettings = { readonly key: string; readonly cluster: string; readonly embedded: boolean };

/** The state a page is rendered from; serialized into the HTML and read back by the browser. */
export type PageState = {
  readonly settings: PublicSettings;
  /** The signed-in shopper's account (only ever rendered into their own page), or null. */
  readonly account: AccountView | null;
  readonly categories: readonly Category[];
  readonly infoLinks: readonly InfoLink[];
  readonly loaded: Loaded;
};

const notFound = (url: string): Loaded => ({ url, status: 404, page: { kind: 'not-found' } });
const PAGE_NUMBER = /^[1-9]\d{0,5}$/;

/** Matches a URL to its page and runs that page's loader against the given StoreApi. */
export const loadPage = async (api: StoreApi, url: string): Promise<Loaded> => {
  // Prefixing (not resolving) keeps a path such as `//host` a path, never another host.
  const { pathname, searchParams } = new URL(`http://fornido.local${url.startsWith('/') ? url : `/${url}`}`);
  const parts = pathname.split('/').filter(Boolean).map(decodeSegment);
  if (parts.some((p) => p === null)) return notFound(url);
  const [first, second, third, ...rest] = parts as string[];
  const account =
    (await accountPage(api, url, parts as string[], searchParams)) ??
    (await orderPage(api, url, parts as string[], searchParams)) ??
    (await loyaltyPage(api, url, `/${parts.join('/')}/`, searchParams)) ??
    (await referralsPage(api, url, `/${parts.join('/')}/`));
  if (account) return account;
  const params = paramsOf(searchParams);
  const listing = parseListingParams(params);
  if (rest.length > 0) return notFound(url);
  if (!first) {
    const [categories, newest] = await Promise.all([api.categories(), api.newest(8)]);
    return { url, status: 200, page: { kind: 'home', categories, newest } };
  }
  if (!second) {
    if (first === 'buscar') {
      const page = PAGE_NUMBER.test(searchParams.get('pagina') ?? '') ? Number(searchParams.get('pagina')) : 1;
      // The filter form's "Todas" sends an empty category.
      const category = searchParams.get('categoria') || undefined;
      const result = await api.search({ query: searchParams.get('q') ?? '', page, category, listing });
      return { url, status: 200, page: { kind: 'search', result } };
    }
    if (first === 'checkout') return { url, status: 200, page: { kind: 'cart' } };
    if (`/${first}/` === CALCULATOR_PATH) return { url, status: 200, page: await calculatorPage(api, searchParams) };
    if (first === 'error') return { url, status: 200, page: errorAddressPage(searchParams.get('codigo')) };
    // A one-word path is an information page or else a category: asked in turn, so only what exists is asked for
    // (the server finds information pages in its content; the browser knows them from the footer's links).
    const info = await api.infoPage(first);
    return info
      ? { url, status: 200, page: { kind: 'info', content: info } }
      : categoryPage(api, url, first, 1, listing);
  }
  if (second === 'pagina') {
    if (third === undefined) return categoryPage(api, url, first, 1, listing);
    return PAGE_NUMBER.test(third) ? categoryPage(api, url, first, Number(third), listing) : notFound(url);
  }
  const result = await api.product({ category: first, slug: second, variant: third });
  return result.ok ? { url, status: 200, page: { kind: 'product', view: result.value } } : notFound(url);
};

const loadedAs = (url: string, page: Page): Loaded => ({ url, status: page.kind === 'redirect' ? 302 : 200, page });

/** The account pages; null when the path is not one of them. A signed-in shopper skips sign-in and sign-up. */
const accountPage = async (
  api: StoreApi,
  url: string,
  parts: readonly string[],
  search: URLSearchParams,
): Promise<Loaded | null> => {
  const path = `/${parts.join('/')}/`;
  const returnTo = safeReturnPath(search.get('volver'));
  switch (path) {
    case '/micuenta/': {
      const account = await api.account();
      if (!account) return loadedAs(url, { kind: 'redirect', to: signInPath('/micuenta/') });
      return loadedAs(url, { kind: 'account', account, referrals: await api.referrals() });
    }
    case '/cuenta/ingresar/':
    case '/cuenta/registro/':
      if (await api.account()) return loadedAs(url, { kind: 'redirect', to: returnTo });
      return loadedAs(url, { kind: path === '/cuenta/ingresar/' ? 'sign-in' : 'sign-up', returnTo });
    case '/cuenta/recuperar/':
      return loadedAs(url, { kind: 'forgot-password' });
    case '/reset/password/':
      return loadedAs(url, { kind: 'reset-password', token: search.get('token') ?? '' });
    case '/cuenta/activar/':
      return loadedAs(url, { kind: 'activate', token: search.get('token') ?? '' });
    case '/cuenta/verificar-correo/': {
      const outcome = await api.verifyEmail(search.get('token') ?? '');
      const page: Page = { kind: 'verify-email', outcome, account: await api.account() };
      return { url, status: outcome.ok ? 200 : outcome.status, page };
    }
    default:
      return null;
  }
};

const CHECKOUT_STEP_PAGES: Readonly<Record<string, Page>> = {
  [CHECKOUT_PATHS.buyer]: { kind: 'checkout-buyer' },
  [CHECKOUT_PATHS.shipping]: { kind: 'checkout-shipping' },
  [CHECKOUT_PATHS.payment]: { kind: 'checkout-payment' },
};

/** Message of an order that cannot be shown: the same whether it does not exist or the link is wrong. */
export const ORDER_NOT_FOUND =
  'No encontramos ese pedido. Revisa el enlace de tu correo o inicia sesión con la cuenta con la que compraste.';

/** The checkout steps, the confirmation, an order's page and the account's orders; null for any other path. */
const orderPage = async (
  api: StoreApi,
  url: string,
  parts: readonly string[],
  search: URLSearchParams,
): Promise<Loaded | null> => {
  const path = `/${parts.join('/')}/`;
  const step = CHECKOUT_STEP_PAGES[path];
  if (step) return loadedAs(url, step);
  const shown = async (
    number: string,
    signature: string | null,
    kind: 'order' | 'order-confirmation',
  ): Promise<Loaded> => {
    const order = number ? await api.order(number, signature) : null;
    return order
      ? loadedAs(url, { kind, order })
      : { url, status: 404, page: { kind: 'not-found', message: ORDER_NOT_FOUND } };
  };
  if (path === CHECKOUT_PATHS.confirmation)
    return shown(search.get('pedido') ?? '', search.get('firma'), 'order-confirmation');
  if (parts.length === 2 && parts[0] === 'pedido') return shown(parts[1], search.get('firma'), 'order');
  if (path === '/micuenta/pedidos/') {
    const orders = await api.accountOrders();
    return loadedAs(
      url,
      orders ? { kind: 'account-orders', orders } : { kind: 'redirect', to: signInPath('/micuenta/pedidos/') },
    );
  }
  return null;
};

const categoryPage = async (
  api: StoreApi,
  url: string,
  slug: string,
  page: number,
  listing: ListingParams,
): Promise<Loaded> => {
  const result = await api.category(slug, page, listing);
  return result.ok ? { url, status: 200, page: { kind: 'category', listing: result.value } } : notFound(url);
};

const paramsOf = (search: URLSearchParams): Record<string, string[]> => {
  // No prototype: a parameter named `__proto__` or `constructor` is a key like any other, not Object's own.
  const out: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const [k, v] of search) (out[k] ??= []).push(v);
  return out;
};

const decodeSegment = (s: string): string | null => {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
};
