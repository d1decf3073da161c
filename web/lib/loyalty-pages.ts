import { RANKING_PATH } from '../../contract/page-paths';
import { formatMonthYear } from '../../core/shared/bogota-time-text';

/** What the levels page and the ranking are called where they are named: title, breadcrumb, social card (their
 * descriptions, for the server's head only, are in web/pages/heads/levels.ts and ranking.ts). */
export const LEVELS_PAGE = { title: 'Niveles de fidelidad', crumb: 'Niveles', card: 'niveles' } as const;
export const RANKING_PAGE = {
  title: 'Tabla de clasificación',
  crumb: 'Tabla de clasificación',
  card: 'tabla-clasificacion',
} as const;

/** The ranking's address for a month: the current month is the page itself, an earlier one `?mes=YYYY-MM`. */
export const rankingPath = (month: string, current: string) =>
  month === current ? RANKING_PATH : `${RANKING_PATH}?mes=${month}`;

/** A month key as shoppers read it: '2026-11' → "noviembre de 2026". */
export const monthName = (month: string): string =>
  formatMonthYear(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
