import type { PaymentMethodId } from '../../core/payments/methods';
import type { Company, PhysicalStore } from '../../core/company/company';
import type { Category } from '../../core/catalog/product';
import type { AccountView } from '../../contract/account';

// What every page shares, below the pages that use it (components, layouts and stores read it too); the pages
// themselves are in web/pages/page-table.ts.

/** A footer link to an information page: its slug and its title. */
export type InfoLink = { readonly slug: string; readonly title: string };

/** Public settings the browser needs (never a secret). */
export type PublicSettings = {
  readonly imageCdnUrl: string | null;
  readonly freeShippingThreshold: number;
  /** Most units of one variant in a cart line or an order (MAX_UNITS_PER_LINE). */
  readonly maxUnitsPerLine: number;
  /** Business days of standard shipping, for the store's promises. */
  readonly standardDeliveryDays: { readonly min: number; readonly max: number };
  /** The payment methods offered, in the payment step's order: the header, footer and home name only these. */
  readonly paymentMethods: readonly PaymentMethodId[];
  /** Google Tag Manager's container (GTM_ID); absent: no tag manager on any page. */
  readonly gtmId?: string;
  /** The store's public facts (COMPANY_*): footer, contact and legal pages. */
  readonly company: Company;
  /** The physical stores shown on /tiendas/. */
  readonly stores: readonly PhysicalStore[];
  /** The maps service's public key; null: /tiendas/ lists the stores without a map. */
  readonly mapsApiKey: string | null;
  /** Live order news (Pusher protocol 7): the app's public key and cluster; `embedded`, the store's own endpoint on
   * this same origin (`/app/{key}`) rather than hosted Pusher. */
  readonly realtime: RealtimeSettings;
};

export type RealtimeSettings = { readonly key: string; readonly cluster: string; readonly embedded: boolean };

/** What every page is rendered with besides its own data: the settings, the shopper, the categories and the footer's
 * links (web/pages/page-table.ts adds the page loaded). */
export type PageShell = {
  readonly settings: PublicSettings;
  /** The signed-in shopper's account (only ever rendered into their own page), or null. */
  readonly account: AccountView | null;
  readonly categories: readonly Category[];
  readonly infoLinks: readonly InfoLink[];
};
