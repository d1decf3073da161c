import type { OrderHappening } from '../events/ports';
import type { Order } from '../orders/order';
import type { StorePolicy } from '../policy/store-policy';
import { ZERO, type Pesos } from '../shared/money';
import { giftCreditEarned } from './ledger';
import { giftCreditPoints, orderPoints } from './levels';

/** What one order happening changes in gift credit and loyalty points. */
export type RewardPlan = {
  readonly orderId: string;
  readonly at: Date;
  /** The referrer's gift credit for a referred order now paid, and its points. */
  readonly earn: { readonly referrerId: string; readonly amount: Pesos; readonly points: number } | null;
  /** The buyer's own points for their paid order. */
  readonly buyerPoints: { readonly customerId: string; readonly points: number } | null;
  /** A paid order reversed: the referrer's credit and points and the buyer's points are taken back, exactly what was
   * recorded for it. */
  readonly takeBack: { readonly referrerId: string | null; readonly buyerId: string | null } | null;
  /** Credit the buyer applied to an order that will not be paid (cancelled, expired, reversed) goes back to them. */
  readonly restoreSpent: { readonly customerId: string } | null;
};

type RewardsPolicy = Pick<StorePolicy, 'percentageToGift' | 'pesosPerPoint'>;

/** When an order counts as paid for rewards: its online payment approved, or, cash on delivery, delivered — unless it
 * has been reversed since (an approval handled after its reversal, events retried out of order, earns nothing: the
 * reversal found nothing to take back). */
const becamePaid = (event: OrderHappening, order: Order): boolean =>
  order.state !== 'reversed' &&
  (order.paymentMethod === 'cash-on-delivery' ? event.type === 'delivered' : event.type === 'payment-approved');

/** The rewards of a happening (POLICY.md "Referrals, gift credit, loyalty") for the order as it is now, or null when
 * it changes none. */
export const rewardPlanOf = (event: OrderHappening, order: Order, policy: RewardsPolicy): RewardPlan | null => {
  const base = { orderId: order.id, at: event.occurredAt, earn: null, buyerPoints: null, takeBack: null };
  const spent = order.customerId !== null && order.totals.giftCredit > 0 ? { customerId: order.customerId } : null;
  if (becamePaid(event, order)) {
    const amount = order.referrerId ? giftCreditEarned(order.totals, policy) : ZERO;
    const plan: RewardPlan = {
      ...base,
      earn:
        order.referrerId && amount > 0
          ? { referrerId: order.referrerId, amount, points: giftCreditPoints(amount, policy) }
          : null,
      buyerPoints: order.customerId
        ? { customerId: order.customerId, points: orderPoints(order.totals, policy) }
        : null,
      restoreSpent: null,
    };
    return plan.earn || plan.buyerPoints ? plan : null;
  }
  if (event.type === 'reversed') {
    const someone = order.referrerId !== null || order.customerId !== null;
    const takeBack = someone ? { referrerId: order.referrerId, buyerId: order.customerId } : null;
    return takeBack || spent ? { ...base, takeBack, restoreSpent: spent } : null;
  }
  if ((event.type === 'cancelled' || event.type === 'expired') && spent) return { ...base, restoreSpent: spent };
  return null;
};
