/** What the browser says of its connection (the Network Information API, where there is one). */
export type NetworkHints = {
  readonly onLine?: boolean;
  readonly connection?: { readonly saveData?: boolean; readonly effectiveType?: string };
};

const SLOW_CONNECTIONS: ReadonlySet<string> = new Set(['slow-2g', '2g']);

/**
 * Whether loading pages ahead is welcome: never offline, with the data saver on, or on a 2G connection, where every
 * byte the shopper did not ask for costs them time or money.
 */
export const mayPrefetch = (hints: NetworkHints): boolean =>
  hints.onLine !== false &&
  hints.connection?.saveData !== true &&
  !SLOW_CONNECTIONS.has(hints.connection?.effectiveType ?? '');

/** The store's pages the browser knows by their first segment: its categories and its information pages. */
export type KnownPages = {
  readonly origin: string;
  /** The path of the page on screen: never loaded ahead. */
  readonly path: string;
  readonly categories: ReadonlySet<string>;
  readonly infoPages: ReadonlySet<string>;
};

/**
 * The path of a link worth loading ahead, or null. Only the catalogue's and information pages: a category, a product
 * and an information page of this store, not the one on screen. Not home, whose link (the logo) is on every page and
 * seldom the next step; not a product's other sizes (shown in place), nor an address with a query (the listing's
 * filters and orders: many, each a different answer), nor the checkout, the account, orders or search, whose pages are
 * the shopper's own or change what they load.
 */
export const prefetchPath = (href: string, known: KnownPages): string | null => {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.origin !== known.origin || url.search !== '' || !url.pathname.endsWith('/')) return null;
  if (url.pathname === known.path) return null;
  const [first, second, ...rest] = url.pathname.split('/').filter(Boolean);
  if (first === undefined || rest.length > 0) return null;
  if (second === undefined) return known.categories.has(first) || known.infoPages.has(first) ? url.pathname : null;
  return known.categories.has(first) && second !== 'pagina' ? url.pathname : null;
};
