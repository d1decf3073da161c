import type { ComponentType } from 'react';
import { loadLateParts } from '../lib/late-hydration';
import type { Page, PageState } from '../routes';

type Kind = Page['kind'];
type PageOf<K extends Kind> = Extract<Page, { kind: K }>;
/** A page's view: what it shows inside its layout, from its own loaded data and the shared state. */
export type PageView<K extends Kind> = ComponentType<{ page: PageOf<K>; state: PageState }>;

type Loaders = { [K in Kind]: () => Promise<PageView<K>> };

/**
 * Each page is its own chunk, so a product page never downloads the account forms' code. The browser
 * loads a page's chunk before showing it (and before hydrating); the server loads them once.
 */
const loaders: Loaders = {
  'home': () =>
    import('./home-page').then((m) => ({ page }) => <m.HomePage categories={page.categories} newest={page.newest} />),
  'category': () => import('./category-page').then((m) => ({ page }) => <m.CategoryPage listing={page.listing} />),
  'product': () => import('./product-page').then((m) => ({ page }) => <m.ProductPage view={page.view} />),
  'search': () =>
    import('./search-page').then((m) => ({ page, state }) => (
      <m.SearchPage result={page.result} categories={state.categories} />
    )),
  'info': () => import('./info-page').then((m) => ({ page }) => <m.InfoPage content={page.content} />),
  'calorie-calculator': () =>
    import('./calorie-calculator-page').then((m) => ({ page }) => (
      <m.CalorieCalculatorPage form={page.form} sent={page.sent} suggestions={page.suggestions} />
    )),
  'levels': () => import('./loyalty/levels-page').then((m) => ({ page }) => <m.LevelsPage view={page.view} />),
  'ranking': () =>
    import('./loyalty/ranking-page').then((m) => ({ page, state }) => (
      <m.RankingPage ranking={page.ranking} signedIn={state.account !== null} />
    )),
  'referrals': () =>
    import('./referrals/referrals-page').then((m) => ({ page }) => <m.ReferralsPage view={page.view} />),
  'cart': () => import('./cart-page').then((m) => ({ state }) => <m.CartPage categories={state.categories} />),
  'checkout-buyer': () => import('./checkout/buyer-page').then((m) => () => <m.BuyerPage />),
  'checkout-shipping': () => import('./checkout/shipping-page').then((m) => () => <m.ShippingPage />),
  'checkout-payment': () => import('./checkout/payment-page').then((m) => () => <m.PaymentPage />),
  // Keyed by number: another order's page starts from its own loaded state.
  'order-confirmation': () =>
    import('./orders/order-page').then((m) => ({ page }) => (
      <m.OrderConfirmationPage key={page.order.number} order={page.order} />
    )),
  'order': () =>
    import('./orders/order-page').then((m) => ({ page }) => <m.OrderPage key={page.order.number} order={page.order} />),
  'account-orders': () =>
    import('./account/orders-page').then((m) => ({ page }) => <m.AccountOrdersPage orders={page.orders} />),
  'sign-up': () =>
    import('./account/sign-up-page').then((m) => ({ page }) => <m.SignUpPage returnTo={page.returnTo} />),
  'sign-in': () =>
    import('./account/sign-in-page').then((m) => ({ page }) => <m.SignInPage returnTo={page.returnTo} />),
  'forgot-password': () => import('./account/forgot-password-page').then((m) => () => <m.ForgotPasswordPage />),
  'reset-password': () =>
    import('./account/reset-password-page').then((m) => ({ page }) => <m.ResetPasswordPage token={page.token} />),
  'activate': () => import('./account/activate-page').then((m) => ({ page }) => <m.ActivatePage token={page.token} />),
  'verify-email': () =>
    import('./account/verify-email-page').then((m) => ({ page }) => (
      <m.VerifyEmailPage outcome={page.outcome} account={page.account} />
    )),
  'account': () =>
    import('./account/account-page').then((m) => ({ page }) => (
      <m.AccountPage account={page.account} referrals={page.referrals} />
    )),
  'redirect': () => import('./error-pages').then((m) => ({ page }) => <m.RedirectPage to={page.to} />),
  'not-found': () => import('./error-pages').then((m) => ({ page }) => <m.NotFoundPage message={page.message} />),
  'error': () => import('./error-pages').then((m) => ({ page }) => <m.ErrorPage message={page.message} />),
};

/** Source module of each page, to find its built chunk in Vite's manifest and preload it. */
export const PAGE_MODULES: Record<Kind, string> = {
  'home': 'web/pages/home-page.tsx',
  'category': 'web/pages/category-page.tsx',
  'product': 'web/pages/product-page.tsx',
  'search': 'web/pages/search-page.tsx',
  'info': 'web/pages/info-page.tsx',
  'calorie-calculator': 'web/pages/calorie-calculator-page.tsx',
  'levels': 'web/pages/loyalty/levels-page.tsx',
  'ranking': 'web/pages/loyalty/ranking-page.tsx',
  'referrals': 'web/pages/referrals/referrals-page.tsx',
  'cart': 'web/pages/cart-page.tsx',
  'checkout-buyer': 'web/pages/checkout/buyer-page.tsx',
  'checkout-shipping': 'web/pages/checkout/shipping-page.tsx',
  'checkout-payment': 'web/pages/checkout/payment-page.tsx',
  'order-confirmation': 'web/pages/orders/order-page.tsx',
  'order': 'web/pages/orders/order-page.tsx',
  'account-orders': 'web/pages/account/orders-page.tsx',
  'sign-up': 'web/pages/account/sign-up-page.tsx',
  'sign-in': 'web/pages/account/sign-in-page.tsx',
  'forgot-password': 'web/pages/account/forgot-password-page.tsx',
  'reset-password': 'web/pages/account/reset-password-page.tsx',
  'activate': 'web/pages/account/activate-page.tsx',
  'verify-email': 'web/pages/account/verify-email-page.tsx',
  'account': 'web/pages/account/account-page.tsx',
  'redirect': 'web/pages/error-pages.tsx',
  'not-found': 'web/pages/error-pages.tsx',
  'error': 'web/pages/error-pages.tsx',
};

const loaded = new Map<Kind, PageView<never>>();

/**
 * Before hydrating the page the server rendered: makes sure its view is loaded (at once when it already is). Its
 * parts shown late load when they come near the screen or the browser is idle (web/lib/late-hydration.tsx).
 */
export const loadViewToHydrate = async (kind: Kind): Promise<void> => {
  if (!loaded.has(kind)) loaded.set(kind, (await loaders[kind]()) as PageView<never>);
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
export const pageView = <K extends Kind>(kind: K): PageView<K> => {
  const view = loaded.get(kind);
  if (!view) throw new Error(`The view of page "${kind}" is not loaded`);
  return view as unknown as PageView<K>;
};
