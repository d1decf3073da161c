import { claimedReferrer } from '../customers/claimed-referrer';
import type { CustomerStore } from '../customers/ports';
import { firstName } from '../mail/templates';
import type { StorePolicy } from '../policy/store-policy';

/** What an invited visitor is told: who invited them (first name only, never more of the referrer) and the share of
 * their purchases that friend earns as gift credit. The visitor gets no discount (POLICY.md "Referrals"). */
export type Invitation = { readonly referrerFirstName: string; readonly percentageToGift: number };

export type ViewInvitationDeps = {
  readonly customers: Pick<CustomerStore, 'findById' | 'findByReferralCode'>;
  readonly policy: Pick<StorePolicy, 'percentageToGift'>;
};

/** The invitation a visitor came with, read as their purchase would be credited (core/checkout/order-referrer.ts reads it the same way):
 * null when nobody invited them, the code is unknown, or the referrer is the visitor themselves. */
export const viewInvitation =
  (deps: ViewInvitationDeps) =>
  async (visit: { readonly referralCode: string | null; readonly customerId: string | null }) => {
    const { referrer } = await claimedReferrer(deps.customers, visit);
    if (!referrer || referrer.id === visit.customerId) return null;
    const invitation: Invitation = {
      referrerFirstName: firstName(referrer.name),
      percentageToGift: deps.policy.percentageToGift,
    };
    return invitation;
  };
