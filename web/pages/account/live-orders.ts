import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { customerChannel, ORDER_UPDATED } from '../../../core/realtime/channels';
import { browserStoreApi } from '../../state/api-client';
import type { OrderView } from '../../../contract/checkout';
import { useLiveChannel, type LiveView } from '../../state/realtime/use-live-channel';
import { accountStore } from '../../state/account';

/** Every happening of an order goes out as `order.updated` on its customer's channel. */
const ACCOUNT_NEWS = [ORDER_UPDATED] as const;

/**
 * The signed-in shopper's orders, kept up to date live: read again on each piece of news on their channel (and after a
 * gap in hearing it). `loaded` is what the page was rendered with; null when the page has no orders of its own (the
 * account page): they are read once the page is in the browser. A failed read keeps what is shown.
 */
export function useLiveOrders(loaded: readonly OrderView[] | null): {
  readonly orders: readonly OrderView[] | null;
  readonly live: LiveView;
} {
  const { account } = useSnapshot(accountStore);
  const [orders, setOrders] = useState(loaded);
  const read = () =>
    void browserStoreApi.accountOrders().then(
      (now) => {
        if (now) setOrders(now);
      },
      () => undefined,
    );
  const live = useLiveChannel(account ? customerChannel(account.id) : null, ACCOUNT_NEWS, read);
  const missing = loaded === null;
  useEffect(() => {
    if (!missing) return;
    let active = true;
    void browserStoreApi.accountOrders().then(
      (now) => {
        if (active && now) setOrders(now);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [missing]);
  return { orders, live };
}
