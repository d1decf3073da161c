import { defaultCompany } from '../../core/company/company';
import { proxy, ref } from 'valtio';
import type { PageState } from '../routes';
import { MAX_LINE_QUANTITY } from './cart-lines';

/** The page on screen, filled from the server's HTML and then by each client-side navigation (web/state/page.ts). Kept
 * apart from the navigation, which loads pages' views, so a page's own code can change what it shows in place. */
export const pageStore = proxy<{ state: PageState; loading: boolean }>({
  state: ref({
    settings: {
      imageCdnUrl: null,
      freeShippingThreshold: 0,
      maxUnitsPerLine: MAX_LINE_QUANTITY,
      standardDeliveryDays: { min: 0, max: 0 },
      paymentMethods: [],
      company: defaultCompany,
      stores: [],
      mapsApiKey: null,
    },
    account: null,
    categories: [],
    infoLinks: [],
    loaded: { url: '/', status: 200, page: { kind: 'not-found' } },
  }),
  loading: false,
});
