import type { IslandCode } from '../lib/island';
import { carriesInvitation } from '../../contract/invitation';
import { SAVED_CART_KEY } from '../state/saved-cart-key';

/** How an island of a server-HTML page comes alive (web/islands/wake-islands.ts). */
export type IslandRow = {
  /** Its code: the island-wrapped component. */
  readonly load: () => Promise<IslandCode>;
  /** `warm`: as soon as the shopper uses the page, for parts that show nothing until then (the toaster, the cart
   * drawer); by default when it comes near the screen. */
  readonly wake?: 'warm';
  /** Alive from the page's load, at the first idle moment, when this says so (its HTML must show what only the
   * browser knows: the cart badge of a browser with a cart). */
  readonly atLoad?: () => boolean;
};

/** A cart kept in this browser (web/state/cart.ts `savedCart`), read without its code: any stored lines at all. */
const hasSavedCart = (): boolean => {
  try {
    return /"sku"/.test(localStorage.getItem(SAVED_CART_KEY) ?? '');
  } catch {
    return false;
  }
};

/** Whether the page was rendered for a signed-in shopper (whose cart is the account's). */
const signedIn = (): boolean => document.body.dataset.cuenta === 'si';

/**
 * Every island by name: each is a component made an island where it is declared (`island(name, …)`), and hydrated
 * alone on the pages that stay server HTML (their rows in web/pages/table/ say `islands`).
 */
export const ISLANDS = {
  'cart-button': {
    load: () => import('../components/cart-button').then((m) => m.CartButton),
    atLoad: () => hasSavedCart() || signedIn(),
  },
  'search-box': { load: () => import('../components/search-box').then((m) => m.SearchBox) },
  'invitation': {
    load: () => import('../components/invitation-notice').then((m) => m.InvitationBanner),
    atLoad: () => carriesInvitation(document.cookie),
  },
  'toaster': { load: () => import('../components/toaster').then((m) => m.Toaster), wake: 'warm' },
  'cart-drawer': {
    load: () => import('../components/cart/cart-drawer-host').then((m) => m.CartDrawerHost),
    wake: 'warm',
  },
  // Alive as soon as the page is in use: its buy bar shows on a phone exactly when the island is scrolled away.
  'add-to-cart': { load: () => import('../components/add-to-cart').then((m) => m.AddToCart), wake: 'warm' },
  'quick-add': { load: () => import('../components/quick-add').then((m) => m.QuickAdd) },
  'stock-alert': { load: () => import('../components/stock-alert-form').then((m) => m.StockAlertForm) },
  'filter-button': { load: () => import('./filter-button').then((m) => m.FilterButton) },
  'sort-select': { load: () => import('../components/sort-select').then((m) => m.SortSelect) },
  'filter-panel': { load: () => import('../components/filter-panel').then((m) => m.FilterPanel) },
  'sign-out': { load: () => import('../components/sign-out-button').then((m) => m.SignOutButton) },
  'contact-form': { load: () => import('../components/contact-form').then((m) => m.ContactForm) },
  'franchise-form': { load: () => import('../components/franchise-form').then((m) => m.FranchiseForm) },
  'guide-video': { load: () => import('../components/guide-video').then((m) => m.GuideVideo) },
  'store-map': { load: () => import('../components/store-list').then((m) => m.StoreMap) },
} satisfies Record<string, IslandRow>;

export type IslandName = keyof typeof ISLANDS;

/** The islands of the layout around every page of islands: the header's and the store's messages. */
export const LAYOUT_ISLANDS: readonly IslandName[] = [
  'cart-button',
  'search-box',
  'invitation',
  'toaster',
  'cart-drawer',
  'sign-out',
];
