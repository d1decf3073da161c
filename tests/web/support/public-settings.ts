import { defaultCompany, defaultStores } from '../../../core/company/company';
import type { PublicSettings } from '../../../web/lib/page-shell';

/** The settings a page is rendered with in tests: the store's defaults, with the changes a test is about. */
export const publicSettings = (changes: Partial<PublicSettings> = {}): PublicSettings => ({
  imageCdnUrl: null,
  freeShippingThreshold: 4_000_000,
  maxUnitsPerLine: 10,
  standardDeliveryDays: { min: 2, max: 5 },
  company: defaultCompany,
  stores: defaultStores,
  mapsApiKey: null,
  realtime: { key: 'fornido-key', cluster: 'us2', embedded: true },
  paymentMethods: [],
  ...changes,
});
