import { pageEndpoints } from './page-endpoints';
import { leadEndpoints } from './leads';
import { stockAlertEndpoints } from './stock-alerts';
import { broadcastingEndpoints } from './broadcasting';

/** Every endpoint of `/api/v1` by name: what the server mounts (server/api/handlers.ts) and what the browser, the
 * pages' loaders and the CLI call (each importing only the area tables they use). */
export const endpoints = {
  ...pageEndpoints,
  ...leadEndpoints,
  ...stockAlertEndpoints,
  ...broadcastingEndpoints,
};

export type Endpoints = typeof endpoints;
