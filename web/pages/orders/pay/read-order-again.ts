import { browserStoreApi } from '../../../state/api-client';
import type { OrderView } from '../../../../contract/checkout';
import { orderLinkParts } from '../../../lib/order-link';

/** Reads the order again, as its page did (the owner's session or the link's signature), and hands it to `show`; a
 * read that fails changes nothing: the next piece of news reads again. */
export const readOrderAgain = (order: Pick<OrderView, 'number' | 'link'>, show: (order: OrderView) => void) =>
  browserStoreApi.order(order.number, orderLinkParts(order.link)?.signature ?? null).then(
    (now) => {
      if (now) show(now);
    },
    () => undefined,
  );
