import { checkoutEndpoints } from './checkout-endpoints';
import { accountActionEndpoints } from './account-actions';
import { accountEditEndpoints } from './account-edits';
import { authEndpoints } from './auth';
import { cartEndpoints } from './cart';
import { pageEndpoints } from './page-endpoints';
import { leadEndpoints } from './leads';
import { stockAlertEndpoints } from './stock-alerts';
import { broadcastingEndpoints } from './broadcasting';
import { returnEndpoints } from './returns';

/** Every endpoint of `/api/v1` by name: what the server mounts (server/api/handlers.ts) and what the browser, the
 * pages' loaders and the CLI call (each importing only the area tables they use). */
export const endpoints = {
  ...pageEndpoints,
  ...checkoutEndpoints,
  ...authEndpoints,
  ...accountActionEndpoints,
  ...accountEditEndpoints,
  ...cartEndpoints,
  ...leadEndpoints,
  ...stockAlertEndpoints,
  ...broadcastingEndpoints,
  ...returnEndpoints,
};

export type Endpoints = typeof endpoints;
