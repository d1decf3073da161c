import { Router } from 'express';
import { UNAUTHENTICATED } from '../../../core/customers/account-errors';
import type { viewInvitation } from '../../../core/loyalty/view-invitation';
import type { StoreApi } from '../../../web/lib/store-api';
import { referralCodeOf } from '../../referral';
import { HttpError } from '../../errors';
import { signedInCustomer } from './account';

/**
 * `GET /api/v1/referrals/invitation` → `{ invitation }`: who invited this browser's visitor (first name) and what that
 * friend earns, or null; `GET /api/v1/account/referrals` → the signed-in customer's referrals (link, friends by alias, gift credit, level),
 * 401 `unauthenticated` for a guest; `GET /api/v1/referrals` → the programme for anyone (and, signed in, the same as
 * the former), which a guest's browser loads `/sistema-referidos/` from. `apiFor` gives the request's StoreApi.
 */
export const referralsRouter = (
  apiFor: (customerId: string | null) => StoreApi,
  invitationOf: ReturnType<typeof viewInvitation>,
): Router => {
  const r = Router();
  r.get('/referrals/invitation', async (req, res) => {
    const invitation = await invitationOf({
      referralCode: referralCodeOf(req),
      customerId: res.locals.customerId ?? null,
    });
    res.vary('Cookie').set('Cache-Control', 'private, no-store');
    res.json({ invitation });
  });
  r.get('/account/referrals', async (_req, res) => {
    const view = await apiFor(signedInCustomer(res)).referrals();
    // A session whose account was deleted is a guest's.
    if (view.own === null) throw HttpError.from(UNAUTHENTICATED);
    res.set('Cache-Control', 'no-store');
    res.json(view);
  });
  r.get('/referrals', async (_req, res) => {
    const customerId = res.locals.customerId ?? null;
    const view = await apiFor(customerId).referrals();
    res.vary('Cookie').vary('Authorization');
    res.set('Cache-Control', customerId ? 'private, no-store' : 'public, max-age=3600, must-revalidate');
    res.json(view);
  });
  return r;
};
