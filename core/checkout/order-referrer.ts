import type { Customer, CustomerStore } from '../customers/ports';
import { claimedReferrer } from '../customers/claimed-referrer';
import { sharedTraits, type PersonTraces, type SharedTrait } from '../customers/same-person';
import type { OrderStore } from '../orders/ports';

/** How many of the referrer's own latest orders are read for the email, document and phone they bought with. */
export const REFERRER_ORDERS_READ = 20;

export type OrderReferrerDeps = {
  readonly customers: Pick<CustomerStore, 'findById' | 'findByReferralCode'>;
  readonly orders: Pick<OrderStore, 'listForCustomer'>;
};

export type Purchase = {
  readonly customerId: string | null;
  /** The buyer as the checkout form gave them. */
  readonly buyer: PersonTraces;
  /** The code of the referral link the browser carries (its cookie), or null. */
  readonly referralCode: string | null;
};

/** A referral refused because the referrer is the buyer: no credit, and the operator is told why. */
export type SelfReferral = { readonly referrerId: string; readonly shared: readonly (SharedTrait | 'account')[] };

export type OrderReferral = { readonly referrerId: string | null; readonly selfReferral: SelfReferral | null };

/** The referrer's traces: their profile and what they bought with on their own latest orders. */
const tracesOf = async (deps: OrderReferrerDeps, referrer: Customer): Promise<PersonTraces[]> => [
  referrer,
  ...(await deps.orders.listForCustomer(referrer.id, REFERRER_ORDERS_READ)).map((o) => o.buyer),
];

/** Who referred a purchase, if anyone: a signed-in customer's own referrer (attached at sign-up) wins; otherwise the
 * referral link the browser carries (an unknown or malformed code is ignored). Nobody refers themselves: the referrer
 * is refused when they are the buyer's account, or share a mailbox, a document or a phone with the buyer (the
 * checkout form, the buyer's account) as their profile or their own orders show them. */
export const orderReferrer = async (deps: OrderReferrerDeps, purchase: Purchase): Promise<OrderReferral> => {
  const { account, referrer } = await claimedReferrer(deps.customers, purchase);
  if (!referrer) return { referrerId: null, selfReferral: null };
  const buyer = account ? [purchase.buyer, account] : [purchase.buyer];
  const traits =
    referrer.id === account?.id ? (['account'] as const) : sharedTraits(await tracesOf(deps, referrer), buyer);
  return traits.length === 0
    ? { referrerId: referrer.id, selfReferral: null }
    : { referrerId: null, selfReferral: { referrerId: referrer.id, shared: traits } };
};
