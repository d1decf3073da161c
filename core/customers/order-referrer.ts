import type { CustomerStore } from './ports';
import { normalizeReferralCode } from './referral-code';

/** Who referred a purchase, if anyone: a signed-in customer's own referrer (attached at sign-up) wins; otherwise the
 * referral link the browser carries (its code, from the cookie), unless it is the buyer's own (same account or same
 * email): nobody refers themselves. An unknown or malformed code is ignored. */
export const orderReferrer = async (
  customers: Pick<CustomerStore, 'findById' | 'findByReferralCode'>,
  purchase: { readonly customerId: string | null; readonly buyerEmail: string; readonly referralCode: string | null },
): Promise<string | null> => {
  const account = purchase.customerId === null ? null : await customers.findById(purchase.customerId);
  if (account?.referredBy) return account.referredBy;
  const code = purchase.referralCode === null ? null : normalizeReferralCode(purchase.referralCode);
  const referrer = code === null ? null : await customers.findByReferralCode(code);
  if (!referrer) return null;
  const self = referrer.id === purchase.customerId || referrer.email === purchase.buyerEmail.toLowerCase();
  return self ? null : referrer.id;
};
