import { loadPage } from './load-page';
import type { Loaded } from './page-table';
import type { InfoLink } from '../lib/page-shell';
import type { StoreApi } from '../../contract/store-api';
import { pageStore } from './page-store';

// What a page's own parts need to move within the store without loading pages' views (./page-moves.ts does that):
// which paths are asked for, pages loaded ahead, and the history state of a move within a listing.

/**
 * The StoreApi as the browser knows the store: the information pages are the footer's links (they come with every
 * page), so a path that is not one of them is never asked for as one — a category path asks only for its products.
 */
const knowing = (api: StoreApi, links: readonly InfoLink[]): StoreApi => ({
  ...api,
  infoPage: (slug) => (links.some((l) => l.slug === slug) ? api.infoPage(slug) : Promise.resolve(null)),
});

const PREFETCH_KEPT_MS = 60_000;
const prefetched = new Map<string, { readonly at: number; readonly loaded: Promise<Loaded> }>();

/**
 * Loads a page ahead of showing it: the filter sheet reads "Ver N productos" from the listing its choice would show,
 * and showing that URL within a minute uses this answer instead of asking again.
 */
export const prefetchPage = (api: StoreApi, url: string): Promise<Loaded> => {
  const kept = prefetched.get(url);
  if (kept && Date.now() - kept.at < PREFETCH_KEPT_MS) return kept.loaded;
  const loaded = loadPage(knowing(api, pageStore.state.infoLinks), url);
  prefetched.set(url, { at: Date.now(), loaded });
  loaded.catch(() => prefetched.delete(url));
  // The oldest answers go first: a shopper ticking boxes leaves a handful behind.
  for (const old of prefetched.keys()) if (prefetched.size > 12) prefetched.delete(old);
  return loaded;
};

const takePrefetched = (url: string): Promise<Loaded> | null => {
  const kept = prefetched.get(url);
  prefetched.delete(url);
  return kept && Date.now() - kept.at < PREFETCH_KEPT_MS ? kept.loaded : null;
};

/** The page for a URL: the answer loaded ahead for it if still fresh, else asked for now. */
export const loadKnownPage = (api: StoreApi, url: string): Promise<Loaded> =>
  takePrefetched(url) ?? loadPage(knowing(api, pageStore.state.infoLinks), url);
