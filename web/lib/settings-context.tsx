import { defaultCompany } from '../../core/company/company';
import { createContext, useContext } from 'react';
import type { PublicSettings } from './page-shell';
import { MAX_LINE_QUANTITY } from './cart-lines';

/** Safe defaults before the page's state loads (and in tests). */
export const NO_SETTINGS: PublicSettings = {
  imageCdnUrl: null,
  freeShippingThreshold: 0,
  maxUnitsPerLine: MAX_LINE_QUANTITY,
  standardDeliveryDays: { min: 0, max: 0 },
  paymentMethods: [],
  company: defaultCompany,
  stores: [],
  mapsApiKey: null,
  realtime: { key: '', cluster: 'us2', embedded: true },
};

const SettingsContext = createContext<PublicSettings>(NO_SETTINGS);

/** Makes the page state's public settings (image CDN…) available to every component below it. */
export const SettingsProvider = SettingsContext.Provider;

/** The public settings of the page being shown; safe defaults outside a provider or before state loads. */
export const useSettings = (): PublicSettings => useContext(SettingsContext) ?? NO_SETTINGS;
