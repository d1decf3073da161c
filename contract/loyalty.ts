import { z } from 'zod/mini';
import type { Invitation } from '../core/loyalty/view-invitation';
import type { LevelsView } from '../core/loyalty/view-levels';
import type { RankingView } from '../core/loyalty/view-ranking';
import type { ReferralsView } from '../core/loyalty/view-referrals';
import { endpoint } from './endpoint';

/** The loyalty levels, the monthly ranking and the referral programme: for anyone, with the shopper's own standing when
 * signed in. */
export const loyaltyEndpoints = {
  levels: endpoint<LevelsView>()({ method: 'GET', path: '/api/v1/loyalty/levels', input: z.object({}) }),
  /** A month's ranking (`mes`, `YYYY-MM`; the current month without it). */
  ranking: endpoint<RankingView>()({
    method: 'GET',
    path: '/api/v1/loyalty/ranking',
    // Any text: what is not a month that has started is the core's 404 `month-not-found`, on the page and here alike.
    input: z.object({ mes: z.optional(z.string()) }),
    errors: ['month-not-found'],
  }),
  /** The programme, with the shopper's link, friends, gift credit and level when signed in. */
  referrals: endpoint<ReferralsView>()({ method: 'GET', path: '/api/v1/referrals', input: z.object({}) }),
  /** The signed-in customer's own referrals; 401 for a guest. */
  ownReferrals: endpoint<ReferralsView>()({
    method: 'GET',
    path: '/api/v1/account/referrals',
    input: z.object({}),
    errors: ['unauthenticated'],
  }),
  /** Who invited this browser's visitor (their first name) and what the friend earns, or null. */
  invitation: endpoint<{ readonly invitation: Invitation | null }>()({
    method: 'GET',
    path: '/api/v1/referrals/invitation',
    input: z.object({}),
  }),
};
