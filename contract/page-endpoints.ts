import { accountPageEndpoints } from './account';
import { catalogEndpoints } from './catalog';
import { orderPageEndpoints } from './checkout';
import { loyaltyEndpoints } from './loyalty';

/** The endpoints the pages' loaders ask (contract/store-api.ts): every page's data, on the server in process and in the
 * browser over HTTP. Kept apart from the forms' endpoints so the catalogue's pages carry none of the forms' rules. */
export const pageEndpoints = {
  ...catalogEndpoints,
  ...accountPageEndpoints,
  ...orderPageEndpoints,
  ...loyaltyEndpoints,
};

export type PageEndpoints = typeof pageEndpoints;
