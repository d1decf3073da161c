import type { Response } from 'express';
import { T, type AppContainer } from '../../../adapters/container';
import type { loyaltyEndpoints } from '../../../contract/loyalty';
import { UNAUTHENTICATED } from '../../../core/customers/account-errors';
import { err, ok } from '../../../core/shared/result';
import { referralCodeOf } from '../../referral';
import type { Ctx, Handlers } from '../endpoints';

/** A signed-in shopper's answer carries their own standing: theirs alone. A guest's is the same for every guest for
 * `publicSeconds`. */
const cacheFor = (res: Response, customerId: string | null, publicSeconds: number) => {
  res.vary('Cookie').vary('Authorization');
  res.set('Cache-Control', customerId ? 'private, no-store' : `public, max-age=${publicSeconds}, must-revalidate`);
};

/**
 * The loyalty levels and monthly ranking, and the referral programme (contract/loyalty.ts): `ranking` answers 404
 * `month-not-found` for a month that is not one or has not started; `ownReferrals` 401 for a guest (or a session whose
 * account was deleted); `invitation` reads the referral cookie of the visitor's browser.
 */
export const loyaltyHandlers = (c: AppContainer): Handlers<typeof loyaltyEndpoints> => {
  const { viewLevels, viewRanking, viewReferrals, viewInvitation } = c.get(T.loyalty);
  const http = (ctx: Ctx, cache: (res: Response) => void) => ctx.http && cache(ctx.http.res);
  return {
    levels: async (_input, ctx) => {
      const view = await viewLevels(ctx.customerId);
      http(ctx, (res) => cacheFor(res, ctx.customerId, 3_600));
      return view;
    },
    ranking: async ({ mes }, ctx) => {
      const ranking = await viewRanking({ month: mes ?? null, customerId: ctx.customerId });
      // The current month moves with every order paid: a guest's copy is asked for again each time.
      if (ranking.ok)
        http(ctx, (res) => cacheFor(res, ctx.customerId, ranking.value.month === ranking.value.current ? 0 : 300));
      return ranking;
    },
    referrals: async (_input, ctx) => {
      const view = await viewReferrals(ctx.customerId);
      http(ctx, (res) => cacheFor(res, ctx.customerId, 3_600));
      return view;
    },
    ownReferrals: async (_input, ctx) => {
      const view = ctx.customerId === null ? null : await viewReferrals(ctx.customerId);
      if (!view?.own) return err(UNAUTHENTICATED);
      http(ctx, (res) => res.set('Cache-Control', 'no-store'));
      return ok(view);
    },
    invitation: async (_input, ctx) => {
      const invitation = await viewInvitation({
        referralCode: ctx.http ? referralCodeOf(ctx.http.req) : null,
        customerId: ctx.customerId,
      });
      http(ctx, (res) => res.vary('Cookie').set('Cache-Control', 'private, no-store'));
      return { invitation };
    },
  };
};
