import type { LevelsView } from '../../../core/loyalty/view-levels';
import type { RankingMonthError, RankingView } from '../../../core/loyalty/view-ranking';
import type { ReferralsView } from '../../../core/loyalty/view-referrals';
import type { Result } from '../../../core/shared/result';
import type { StoreApi } from '../../../contract/store-api';
import type { Address } from '../page-address';
import type { Answer } from '../page-row';

/** The loyalty levels, and the signed-in shopper's standing. */
export type LevelsPage = { readonly kind: 'levels'; readonly view: LevelsView };
/** A month's ranking, or why that month cannot be shown (a 404 that still offers the way to this month's table). */
export type RankingPage = { readonly kind: 'ranking'; readonly ranking: Result<RankingView, RankingMonthError> };
/** The referral programme, and the signed-in shopper's link, friends, gift credit and level. */
export type ReferralsPage = { readonly kind: 'referrals'; readonly view: ReferralsView };

/** The levels page. */
export const loadLevels = async (api: StoreApi): Promise<LevelsPage> => ({ kind: 'levels', view: await api.levels() });

/** A month's ranking (`?mes=YYYY-MM`, this month without it); 404 when it is not a month that has started. */
export const loadRanking = async (api: StoreApi, { query }: Address): Promise<Answer<RankingPage>> => {
  const ranking = await api.ranking(query.get('mes'));
  return { status: ranking.ok ? 200 : 404, page: { kind: 'ranking', ranking } };
};

/** The referral programme's page. */
export const loadReferrals = async (api: StoreApi): Promise<ReferralsPage> => ({
  kind: 'referrals',
  view: await api.referrals(),
});
