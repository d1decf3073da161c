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
import { pageRow as row, titled } from '../page-row';

/** The store's own pages at fixed addresses, and the pages any loader may answer with (a redirect, a 404, an error). */
export const STORE_PAGES = [
  row<HomePage>({
    kind: 'home',
    path: '/',
    load: loadHome,
    title: () => titled('Suplementos deportivos originales'),
    keeping: 'shared',
  }),
  row<SearchPage>({
    kind: 'search',
    path: '/buscar/',
    load: loadSearch,
    title: (page) => titled(page.result.query ? `Resultados para «${page.result.query}»` : 'Buscar'),
    keeping: 'shared',
  }),
  row<CalculatorPage>({
    kind: 'calorie-calculator',
    path: CALCULATOR_PATH,
    load: loadCalculator,
    title: () => titled(CALCULATOR_PAGE.title),
    keeping: 'shared',
  }),
  row<LevelsPage>({
    kind: 'levels',
    path: LEVELS_PATH,
    load: loadLevels,
    title: () => titled(LEVELS_PAGE.title),
    keeping: 'fresh',
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
  }),
  row<ReferralsPage>({
    kind: 'referrals',
    path: REFERRALS_PATH,
    load: loadReferrals,
    title: () => titled(REFERRALS_TITLE),
    keeping: 'fresh',
  }),
  row<ErrorPage>({
    kind: 'error',
    // Where links, the offline fallback and other systems send a shopper: the page exists, so it answers 200.
    path: ERROR_PATH,
    load: async (_api, { query }) => errorAddressPage(query.get('codigo')),
    title: () => titled('Error'),
    keeping: 'fresh',
  }),
  row<NotFoundPage>({
    kind: 'not-found',
    title: (page) => titled(page.message ? 'Pedido no encontrado' : 'Página no encontrada'),
    keeping: 'fresh',
  }),
  row<RedirectPage>({
    kind: 'redirect',
    title: () => titled('Redirigiendo'),
    keeping: 'fresh',
  }),
];
