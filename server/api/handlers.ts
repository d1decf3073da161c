import type { AppContainer } from '../../adapters/container';
import type { Endpoints } from '../../contract/endpoints';
import type { Handlers } from './endpoints';
import { accountHandlers, accountPageHandlers } from './v1/account';
import { authHandlers } from './v1/auth';
import { cartHandlers } from './v1/cart';
import { catalogHandlers } from './v1/catalog';
import { checkoutHandlers } from './v1/checkout';
import { loyaltyHandlers } from './v1/loyalty';
import { orderPageHandlers } from './v1/orders';
import { leadHandlers } from './v1/leads';
import { stockAlertHandlers } from './v1/stock-alerts';
import { broadcastingHandlers } from './v1/broadcasting';
import { returnHandlers } from './v1/returns';

/** The handler of every endpoint of contract/endpoints.ts, over the container's use cases: the compiler names any
 * endpoint without one. */
export const apiHandlers = (c: AppContainer): Handlers<Endpoints> => ({
  ...catalogHandlers(c),
  ...accountPageHandlers(c),
  ...orderPageHandlers(c),
  ...loyaltyHandlers(c),
  ...checkoutHandlers(c),
  ...authHandlers(c),
  ...accountHandlers(c),
  ...cartHandlers(c),
  ...leadHandlers(c),
  ...stockAlertHandlers(c),
  ...broadcastingHandlers(c),
  ...returnHandlers(c),
});
