import { CALCULATOR_PAGE } from '../../lib/calculator-query';
import { CALCULATOR_PATH } from '../../../contract/page-paths';
import { ERROR_PATH, errorAddressPage } from '../../lib/error-address';
import { LEVELS_PAGE, monthName, RANKING_PAGE } from '../../lib/loyalty-pages';
import { LEVELS_PATH, RANKING_PATH } from '../../../contract/page-paths';
import { REFERRALS_TITLE } from '../../lib/referrals-page';
import { REFERRALS_PATH } from '../../../contract/page-paths';
import { loadCalculator, type CalculatorPage } from '../loaders/calculator';
import { loadHome, loadSearch, type HomePage, type SearchPage } from '../loaders/catalogue';
import { loadLevels, loadRanking, loadReferrals } from '../loaders/loyalty';
import type { LevelsPage, RankingPage, ReferralsPage } from '../loaders/loyalty';
import type { ErrorPage, NotFoundPage, RedirectPage } from '../page-row';
import { lazyView, pageRow as row, titled } from '../page-row';

/** The store's own pages at fixed addresses, and the pages any loader may answer with (a redirect, a 404, an error). */
export const STORE_PAGES = [
  row<HomePage>({
    kind: 'home',
    path: '/',
    load: loadHome,
    title: () => titled('Suplementos deportivos originales'),
    keeping: 'shared',
    view: lazyView(
      'web/pages/home-page.tsx',
      () => import('../home-page'),
      (m) =>
        ({ page }) => <m.HomePage categories={page.categories} newest={page.newest} />,
    ),
    head: () => import('../heads/home').then((m) => m.homeHead),
    islands: ['quick-add'],
  }),
  row<SearchPage>({
    kind: 'search',
    path: '/buscar/',
    load: loadSearch,
    title: (page) => titled(page.result.query ? `Resultados para «${page.result.query}»` : 'Buscar'),
    keeping: 'shared',
    view: lazyView(
      'web/pages/search-page.tsx',
      () => import('../search-page'),
      (m) =>
        ({ page, state }) => <m.SearchPage result={page.result} categories={state.categories} />,
    ),
    head: 'unlisted',
    islands: ['filter-panel', 'filter-button', 'sort-select', 'quick-add'],
  }),
  row<CalculatorPage>({
    kind: 'calorie-calculator',
    path: CALCULATOR_PATH,
    load: loadCalculator,
    title: () => titled(CALCULATOR_PAGE.title),
    keeping: 'shared',
    view: lazyView(
      'web/pages/calorie-calculator-page.tsx',
      () => import('../calorie-calculator-page'),
      (m) =>
        ({ page }) => <m.CalorieCalculatorPage form={page.form} sent={page.sent} suggestions={page.suggestions} />,
    ),
    head: () => import('../heads/calorie-calculator').then((m) => m.calculatorHead),
  }),
  row<LevelsPage>({
    kind: 'levels',
    path: LEVELS_PATH,
    load: loadLevels,
    title: () => titled(LEVELS_PAGE.title),
    keeping: 'fresh',
    view: lazyView(
      'web/pages/loyalty/levels-page.tsx',
      () => import('../loyalty/levels-page'),
      (m) =>
        ({ page }) => <m.LevelsPage view={page.view} />,
    ),
    head: () => import('../heads/levels').then((m) => m.levelsHead),
  }),
  row<RankingPage>({
    kind: 'ranking',
    path: RANKING_PATH,
    load: loadRanking,
    title: ({ ranking }) =>
      titled(
        ranking.ok && ranking.value.month !== ranking.value.current
          ? `${RANKING_PAGE.title} de ${monthName(ranking.value.month)}`
          : RANKING_PAGE.title,
      ),
    keeping: 'fresh',
    view: lazyView(
      'web/pages/loyalty/ranking-page.tsx',
      () => import('../loyalty/ranking-page'),
      (m) =>
        ({ page, state }) => <m.RankingPage ranking={page.ranking} signedIn={state.account !== null} />,
    ),
    head: () => import('../heads/ranking').then((m) => m.rankingHead),
  }),
  row<ReferralsPage>({
    kind: 'referrals',
    path: REFERRALS_PATH,
    load: loadReferrals,
    title: () => titled(REFERRALS_TITLE),
    keeping: 'fresh',
    view: lazyView(
      'web/pages/referrals/referrals-page.tsx',
      () => import('../referrals/referrals-page'),
      (m) =>
        ({ page }) => <m.ReferralsPage view={page.view} />,
    ),
    head: () => import('../heads/referrals').then((m) => m.referralsHead),
  }),
  row<ErrorPage>({
    kind: 'error',
    // Where links, the offline fallback and other systems send a shopper: the page exists, so it answers 200.
    path: ERROR_PATH,
    load: async (_api, { query }) => errorAddressPage(query.get('codigo')),
    title: () => titled('Error'),
    keeping: 'fresh',
    view: lazyView(
      'web/pages/error-pages.tsx',
      () => import('../error-pages'),
      (m) =>
        ({ page }) => <m.ErrorPage message={page.message} />,
    ),
    head: 'unlisted',
  }),
  row<NotFoundPage>({
    kind: 'not-found',
    title: (page) => titled(page.message ? 'Pedido no encontrado' : 'Página no encontrada'),
    keeping: 'fresh',
    view: lazyView(
      'web/pages/error-pages.tsx',
      () => import('../error-pages'),
      (m) =>
        ({ page }) => <m.NotFoundPage message={page.message} />,
    ),
    head: 'unlisted',
  }),
  row<RedirectPage>({
    kind: 'redirect',
    title: () => titled('Redirigiendo'),
    keeping: 'fresh',
    view: lazyView(
      'web/pages/error-pages.tsx',
      () => import('../error-pages'),
      (m) =>
        ({ page }) => <m.RedirectPage to={page.to} />,
    ),
    head: 'unlisted',
  }),
];
