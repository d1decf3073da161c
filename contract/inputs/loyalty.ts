import { z } from 'zod/mini';
import { noFields } from './no-fields';

/** How the loyalty and referral requests are read (contract/loyalty.ts). */
export const loyaltyInputs = {
  levels: noFields,
  // Any text: what is not a month that has started is the core's 404 `month-not-found`, on the page and here alike.
  ranking: z.object({ mes: z.optional(z.string()) }),
  referrals: noFields,
  ownReferrals: noFields,
  invitation: noFields,
};
