import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ReferralsView } from '../../../core/loyalty/view-referrals';
import { CREDIT_UPDATED, customerChannel, ORDER_UPDATED } from '../../../core/realtime/channels';
import { browserStoreApi } from '../../state/api-client';
import { useLiveChannel } from '../../state/realtime/use-live-channel';
import { accountStore } from '../../state/account';

/** A referred order paid, delivered or reversed moves the referrer's credit (`credit.updated`); the shopper's own order
 * moves their points, or gives back credit they spent (`order.updated`). */
const REWARDS_NEWS = [CREDIT_UPDATED, ORDER_UPDATED] as const;

/**
 * The signed-in shopper's referrals, gift credit and level, kept up to date live: read again on each piece of news on
 * their channel (and after a gap in hearing it), so an open account page shows credit earned without a reload. `loaded`
 * is what the page was rendered with; a failed read keeps what is shown.
 */
export function useLiveReferrals(loaded: ReferralsView): ReferralsView {
  const { account } = useSnapshot(accountStore);
  const [view, setView] = useState(loaded);
  const read = () =>
    void browserStoreApi.referrals().then(
      (now) => {
        if (now.own) setView(now);
      },
      () => undefined,
    );
  useLiveChannel(account ? customerChannel(account.id) : null, REWARDS_NEWS, read);
  return view;
}
