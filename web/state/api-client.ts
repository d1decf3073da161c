import { pageEndpoints } from '../../contract/page-endpoints';
import { storeApi } from '../../contract/store-api';
import { accountStore } from './account';
import { httpApi } from '../lib/http-api';

/** The StoreApi in the browser: the same questions as the server's loaders, asked over `/api/v1`. The page's state says
 * whether this browser is signed in (the server rendered it with the session). */
export const browserStoreApi = storeApi(httpApi(pageEndpoints), () => accountStore.account !== null);
