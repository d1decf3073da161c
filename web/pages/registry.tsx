import type { ComponentType } from 'react';
import { loadLateParts } from '../lib/late-hydration';
import type { PageShell } from '../lib/page-shell';
import type { PageData } from './page-row';
import type { PageKind as Kind, PageOf } from './page-table';

/** A page's view: what it shows inside its layout, from its own loaded data and the shared state. */
export type PageView<P extends PageData> = ComponentType<{ page: P; state: PageShell }>;

/** A page's view module, loaded apart; `module` finds its chunk in Vite's manifest. */
type LazyView<P extends PageData> = {
  readonly module: string;
  /** The module itself (tests check that it is the one `module` names). */
  readonly chunk: () => Promise<unknown>;
  readonly load: () => Promise<PageView<P>>;
};

/** A view from its module's path, its dynamic import (a literal, so Vite splits it) and what it draws of the module. */
const view = <M, P extends PageData>(
  module: string,
  chunk: () => Promise<M>,
  show: (m: M) => PageView<P>,
): LazyView<P> => ({ module, chunk, load: () => chunk().then(show) });

/**
 * The view of each row of the table of pages (./page-table.ts), kept apart from it so that what loads and names pages
 * (state, links, filters) never depends on the pages' own code. Each page is its own chunk, so a product page never
 * downloads the account forms' code; the browser loads a page's chunk before showing it (and before hydrating), the
 * server loads them once.
 */
export const PAGE_VIEWS: { readonly [K in Kind]: LazyView<PageOf<K>> } = {
  'home': view(
    'web/pages/home-page.tsx',
    () => import('./home-page'),
    (m) =>
      ({ page }) => <m.HomePage categories={page.categories} newest={page.newest} />,
  ),
  'category': view(
    'web/pages/category-page.tsx',
    () => import('./category-page'),
    (m) =>
      ({ page }) => <m.CategoryPage listing={page.listing} />,
  ),
  'product': view(
    'web/pages/product-page.tsx',
    () => import('./product-page'),
    (m) =>
      ({ page }) => <m.ProductPage view={page.view} />,
  ),
  'search': view(
    'web/pages/search-page.tsx',
    () => import('./search-page'),
    (m) =>
      ({ page, state }) => <m.SearchPage result={page.result} categories={state.categories} />,
  ),
  'info': view(
    'web/pages/info-page.tsx',
    () => import('./info-page'),
    (m) =>
      ({ page }) => <m.InfoPage content={page.content} />,
  ),
  'calorie-calculator': view(
    'web/pages/calorie-calculator-page.tsx',
    () => import('./calorie-calculator-page'),
    (m) =>
      ({ page }) => <m.CalorieCalculatorPage form={page.form} sent={page.sent} suggestions={page.suggestions} />,
  ),
  'levels': view(
    'web/pages/loyalty/levels-page.tsx',
    () => import('./loyalty/levels-page'),
    (m) =>
      ({ page }) => <m.LevelsPage view={page.view} />,
  ),
  'ranking': view(
    'web/pages/loyalty/ranking-page.tsx',
    () => import('./loyalty/ranking-page'),
    (m) =>
      ({ page, state }) => <m.RankingPage ranking={page.ranking} signedIn={state.account !== null} />,
  ),
  'referrals': view(
    'web/pages/referrals/referrals-page.tsx',
    () => import('./referrals/referrals-page'),
    (m) =>
      ({ page }) => <m.ReferralsPage view={page.view} />,
  ),
  'cart': view(
    'web/pages/cart-page.tsx',
    () => import('./cart-page'),
    (m) =>
      ({ state }) => <m.CartPage categories={state.categories} />,
  ),
  'checkout-buyer': view(
    'web/pages/checkout/buyer-page.tsx',
    () => import('./checkout/buyer-page'),
    (m) => () => <m.BuyerPage />,
  ),
  'checkout-shipping': view(
    'web/pages/checkout/shipping-page.tsx',
    () => import('./checkout/shipping-page'),
    (m) => () => <m.ShippingPage />,
  ),
  'checkout-payment': view(
    'web/pages/checkout/payment-page.tsx',
    () => import('./checkout/payment-page'),
    (m) => () => <m.PaymentPage />,
  ),
  // Keyed by number: another order's page starts from its own loaded state.
  'order-confirmation': view(
    'web/pages/orders/order-page.tsx',
    () => import('./orders/order-page'),
    (m) =>
      ({ page }) => <m.OrderConfirmationPage key={page.order.number} order={page.order} />,
  ),
  'order': view(
    'web/pages/orders/order-page.tsx',
    () => import('./orders/order-page'),
    (m) =>
      ({ page }) => <m.OrderPage key={page.order.number} order={page.order} />,
  ),
  'account-orders': view(
    'web/pages/account/orders-page.tsx',
    () => import('./account/orders-page'),
    (m) =>
      ({ page }) => <m.AccountOrdersPage orders={page.orders} />,
  ),
  'sign-up': view(
    'web/pages/account/sign-up-page.tsx',
    () => import('./account/sign-up-page'),
    (m) =>
      ({ page }) => <m.SignUpPage returnTo={page.returnTo} />,
  ),
  'sign-in': view(
    'web/pages/account/sign-in-page.tsx',
    () => import('./account/sign-in-page'),
    (m) =>
      ({ page }) => <m.SignInPage returnTo={page.returnTo} />,
  ),
  'forgot-password': view(
    'web/pages/account/forgot-password-page.tsx',
    () => import('./account/forgot-password-page'),
    (m) => () => <m.ForgotPasswordPage />,
  ),
  'reset-password': view(
    'web/pages/account/reset-password-page.tsx',
    () => import('./account/reset-password-page'),
    (m) =>
      ({ page }) => <m.ResetPasswordPage token={page.token} />,
  ),
  'activate': view(
    'web/pages/account/activate-page.tsx',
    () => import('./account/activate-page'),
    (m) =>
      ({ page }) => <m.ActivatePage token={page.token} />,
  ),
  'verify-email': view(
    'web/pages/account/verify-email-page.tsx',
    () => import('./account/verify-email-page'),
    (m) =>
      ({ page }) => <m.VerifyEmailPage outcome={page.outcome} account={page.account} />,
  ),
  'account': view(
    'web/pages/account/account-page.tsx',
    () => import('./account/account-page'),
    (m) =>
      ({ page }) => <m.AccountPage account={page.account} referrals={page.referrals} />,
  ),
  'redirect': view(
    'web/pages/error-pages.tsx',
    () => import('./error-pages'),
    (m) =>
      ({ page }) => <m.RedirectPage to={page.to} />,
  ),
  'not-found': view(
    'web/pages/error-pages.tsx',
    () => import('./error-pages'),
    (m) =>
      ({ page }) => <m.NotFoundPage message={page.message} />,
  ),
  'error': view(
    'web/pages/error-pages.tsx',
    () => import('./error-pages'),
    (m) =>
      ({ page }) => <m.ErrorPage message={page.message} />,
  ),
};

/** Source module of each page, to find its built chunk in Vite's manifest and preload it. */
export const PAGE_MODULES = Object.fromEntries(Object.entries(PAGE_VIEWS).map(([k, v]) => [k, v.module])) as Record<
  Kind,
  string
>;

const loaded = new Map<Kind, PageView<never>>();

/**
 * Before hydrating the page the server rendered: makes sure its view is loaded (at once when it already is). Its
 * parts shown late load when they come near the screen or the browser is idle (web/lib/late-hydration.tsx).
 */
export const loadViewToHydrate = async (kind: Kind): Promise<void> => {
  if (!loaded.has(kind)) loaded.set(kind, (await PAGE_VIEWS[kind].load()) as PageView<never>);
};

/**
 * Makes sure a page kind's code is loaded: its view and the parts it shows late, which the server renders in full and
 * a page moved to shows at once.
 */
export const loadPageView = async (kind: Kind): Promise<void> => {
  await loadViewToHydrate(kind);
  await loadLateParts();
};

/** The loaded view of a page kind (call `loadPageView` first). */
export const pageView = <K extends Kind>(kind: K): PageView<PageOf<K>> => {
  const view = loaded.get(kind);
  if (!view) throw new Error(`The view of page "${kind}" is not loaded`);
  return view as unknown as PageView<PageOf<K>>;
};
