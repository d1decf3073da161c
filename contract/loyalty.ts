import type { Invitation } from '../core/loyalty/view-invitation';
import type { LevelsView } from '../core/loyalty/view-levels';
import type { RankingView } from '../core/loyalty/view-ranking';
import type { ReferralsView } from '../core/loyalty/view-referrals';
import type { loyaltyInputs } from './inputs/loyalty';
import { endpoint } from './endpoint';

/** The loyalty levels, the monthly ranking and the referral programme: for anyone, with the shopper's own standing when
 * signed in. */
export const loyaltyEndpoints = {
  levels: endpoint<LevelsView, typeof loyaltyInputs.levels>()({ method: 'GET', path: '/api/v1/loyalty/levels' }),
  /** A month's ranking (`mes`, `YYYY-MM`; the current month without it). */
  ranking: endpoint<RankingView, typeof loyaltyInputs.ranking>()({
    method: 'GET',
    path: '/api/v1/loyalty/ranking',
    errors: ['month-not-found'],
  }),
  /** The programme, with the shopper's link, friends, gift credit and level when signed in. */
  referrals: endpoint<ReferralsView, typeof loyaltyInputs.referrals>()({ method: 'GET', path: '/api/v1/referrals' }),
  /** The signed-in customer's own referrals; 401 for a guest. */
  ownReferrals: endpoint<ReferralsView, typeof loyaltyInputs.ownReferrals>()({
    method: 'GET',
    path: '/api/v1/account/referrals',
    errors: ['unauthenticated'],
  }),
  /** Who invited this browser's visitor (their first name) and what the friend earns, or null. */
  invitation: endpoint<{ readonly invitation: Invitation | null }, typeof loyaltyInputs.invitation>()({
    method: 'GET',
    path: '/api/v1/referrals/invitation',
  }),
};
