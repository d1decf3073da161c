import type { Customer, CustomerStore } from './ports';
import { normalizeReferralCode } from './referral-code';

/** The buyer's account (null for a guest) and who claims to have referred them, before any check: the account's own
 * referrer (attached at sign-up) wins over the referral link the browser carries (an unknown or malformed code is
 * ignored). The checkout and the invited visitor's banner (core/loyalty/view-invitation.ts) read it alike. */
export const claimedReferrer = async (
  customers: Pick<CustomerStore, 'findById' | 'findByReferralCode'>,
  visit: { readonly customerId: string | null; readonly referralCode: string | null },
): Promise<{ readonly account: Customer | null; readonly referrer: Customer | null }> => {
  const account = visit.customerId === null ? null : await customers.findById(visit.customerId);
  const code = visit.referralCode === null ? null : normalizeReferralCode(visit.referralCode);
  const referrer = account?.referredBy
    ? await customers.findById(account.referredBy)
    : code === null
      ? null
      : await customers.findByReferralCode(code);
  return { account, referrer };
};
