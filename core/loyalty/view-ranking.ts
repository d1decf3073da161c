import type { StorePolicy } from '../policy/store-policy';
import type { LevelName } from '../policy/level-names';
import type { Clock } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import type { LoyaltyStore } from './ports';
import { aliasOfName, monthKeyOf, parseMonthKey, rankTotals, type MonthKey } from './ranking';

/** How many earlier months the ranking offers to choose from. */
export const RANKING_MONTHS = 12;

/** A row of the table as anyone may see it: no customer id, only the alias; `mine` marks the shopper's own row. */
export type RankingTableRow = {
  readonly position: number;
  readonly alias: string;
  readonly level: LevelName;
  readonly points: number;
  readonly mine: boolean;
};

/** A month's ranking as `/tabla-clasificacion/` shows it. */
export type RankingView = {
  readonly month: MonthKey;
  /** The current month in Bogotá: the table that moves live. */
  readonly current: MonthKey;
  readonly rows: readonly RankingTableRow[];
  /** The signed-in shopper's standing that month (null for a guest or without points then); `inTop`: in the rows. */
  readonly own: { readonly position: number; readonly points: number; readonly inTop: boolean } | null;
  /** Months to choose from, newest first: the current one, the shown one and the latest with points. */
  readonly months: readonly MonthKey[];
};

/** A month the ranking cannot show: not a month, or one that has not started in Bogotá. */
export type RankingMonthError = { readonly kind: 'month-not-found'; readonly message: string };

export type ViewRankingInput = { readonly month?: string | null; readonly customerId: string | null };

export type ViewRankingDeps = {
  readonly loyalty: Pick<LoyaltyStore, 'monthTop' | 'positionOf' | 'months'>;
  readonly clock: Clock;
  readonly policy: Pick<StorePolicy, 'rankingSize' | 'loyaltyLevelPoints'>;
};

const MALFORMED: RankingMonthError = {
  kind: 'month-not-found',
  message: 'Ese mes no es válido. Elige uno de la lista, por ejemplo 2026-11 para noviembre de 2026.',
};
const FUTURE: RankingMonthError = {
  kind: 'month-not-found',
  message: 'Ese mes todavía no ha empezado: la tabla solo muestra meses en curso o ya cerrados.',
};

/** A month's table (the current one in Bogotá by default): the top customers by points that month with alias, level
 * and points, ties sharing a position; the shopper's own position even outside the top; and the months to choose. A
 * malformed or future month is refused. */
export const viewRanking =
  (deps: ViewRankingDeps) =>
  async ({ month, customerId }: ViewRankingInput): Promise<Result<RankingView, RankingMonthError>> => {
    const current = monthKeyOf(deps.clock.now());
    const shown = month ? parseMonthKey(month) : current;
    if (shown === null) return err(MALFORMED);
    if (shown > current) return err(FUTURE);
    const [top, own, withPoints] = await Promise.all([
      deps.loyalty.monthTop(shown, deps.policy.rankingSize),
      customerId === null ? null : deps.loyalty.positionOf(customerId, shown),
      deps.loyalty.months(RANKING_MONTHS),
    ]);
    const ranked = rankTotals(
      top.map((row) => ({ ...row, alias: aliasOfName(row.name) })),
      deps.policy,
    );
    const rows = ranked.map(({ customerId: id, ...row }) => ({ ...row, mine: id === customerId }));
    const months = [...new Set([current, shown, ...withPoints])]
      .filter((m) => m <= current)
      .sort()
      .reverse()
      .slice(0, RANKING_MONTHS + 1);
    return ok({
      month: shown,
      current,
      rows,
      own: own && { ...own, inTop: rows.some((row) => row.mine) },
      months: months.includes(shown) ? months : [...months, shown],
    });
  };
