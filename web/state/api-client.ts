import type { PageEndpoints } from '../../contract/page-endpoints';
import { storeApi } from '../../contract/store-api';
import { accountStore } from './account';
import { deferredHttpApi } from '../lib/http-api';

/** The StoreApi in the browser: the same questions as the server's loaders, asked over `/api/v1` (the endpoints' table
 * comes with the first question). The page's state says whether this browser is signed in (the server rendered it with
 * the session). */
export const browserStoreApi = storeApi(
  deferredHttpApi<PageEndpoints>(() => import('../../contract/page-endpoints').then((m) => m.pageEndpoints)),
  () => accountStore.account !== null,
);
