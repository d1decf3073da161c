import type { Subscriber } from '../events/ports';
import type { OrderStore } from '../orders/ports';
import type { StorePolicy } from '../policy/store-policy';
import type { GiftCreditStore } from './credit-ports';
import { rewardPlanOf } from './rewards';

/** The name the rewards' handlings are recorded under. */
export const REWARDS_SUBSCRIBER = 'rewards';

/** Gift credit and loyalty points for each order happening (paid, delivered, reversed, cancelled, expired), written
 * exactly once per event in the same transaction as the record that it was handled. */
export const rewardsSubscriber = (deps: {
  readonly orders: Pick<OrderStore, 'findById'>;
  readonly credit: Pick<GiftCreditStore, 'applyRewards'>;
  readonly policy: Pick<StorePolicy, 'percentageToGift' | 'pesosPerPoint'>;
}): Subscriber => ({
  name: REWARDS_SUBSCRIBER,
  handle: async (event) => {
    const order = await deps.orders.findById(event.orderId);
    const plan = order ? rewardPlanOf(event, order, deps.policy) : null;
    if (plan) await deps.credit.applyRewards({ eventId: event.id, subscriber: REWARDS_SUBSCRIBER }, plan);
  },
});
