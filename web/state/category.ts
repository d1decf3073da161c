import { proxy, ref } from 'valtio';
import type { CategoryListing } from '../../core/catalog/list-category';

/** The category listing on screen (its products, page, filters and facets), or null on other pages. */
export const categoryStore = proxy<{ listing: CategoryListing | null }>({ listing: null });

/** Shows a listing loaded with its page; kept as is (never deep-proxied), as it is only read. */
export const showCategory = (listing: CategoryListing | null): void => {
  categoryStore.listing = listing === null ? null : ref(listing);
};
