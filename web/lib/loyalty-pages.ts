import { LEVELS_PATH, RANKING_PATH } from '../../contract/page-paths';
import { formatMonthYear } from '../../core/shared/bogota-time-text';
import type { LevelsView } from '../../core/loyalty/view-levels';
import type { RankingMonthError, RankingView } from '../../core/loyalty/view-ranking';
import type { Result } from '../../core/shared/result';
import type { StoreApi } from '../../contract/store-api';

/** The loyalty levels, and the signed-in shopper's standing. */
export type LevelsPage = { readonly kind: 'levels'; readonly view: LevelsView };
/** A month's ranking, or why that month cannot be shown (a 404 that still offers the way to this month's table). */
export type RankingPage = { readonly kind: 'ranking'; readonly ranking: Result<RankingView, RankingMonthError> };

/** What the levels page and the ranking are called where they are named: title, breadcrumb, social card (their
 * descriptions, for the server's head only, are in web/lib/head.ts). */
export const LEVELS_PAGE = { title: 'Niveles de fidelidad', crumb: 'Niveles', card: 'niveles' } as const;
export const RANKING_PAGE = {
  title: 'Tabla de clasificación',
  crumb: 'Tabla de clasificación',
  card: 'tabla-clasificacion',
} as const;

/** The ranking's address for a month: the current month is the page itself, an earlier one `?mes=YYYY-MM`. */
export const rankingPath = (month: string, current: string) =>
  month === current ? RANKING_PATH : `${RANKING_PATH}?mes=${month}`;

/** The levels page or a month's ranking (`?mes=`, 404 when it is not a month that has started); null for any other
 * path. */
export const loyaltyPage = async (
  api: StoreApi,
  url: string,
  path: string,
  search: URLSearchParams,
): Promise<{ url: string; status: number; page: LevelsPage | RankingPage } | null> => {
  if (path === LEVELS_PATH) return { url, status: 200, page: { kind: 'levels', view: await api.levels() } };
  if (path !== RANKING_PATH) return null;
  const ranking = await api.ranking(search.get('mes'));
  return { url, status: ranking.ok ? 200 : 404, page: { kind: 'ranking', ranking } };
};

/** A month key as shoppers read it: '2026-11' → "noviembre de 2026". */
export const monthName = (month: string): string =>
  formatMonthYear(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
