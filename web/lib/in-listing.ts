import { KEEPS_PLACE } from './kept-place';
// Apart from ./listing-url.ts: the moves between pages (web/pages/page-moves.ts, in the app's chunk) read this, and
// must not bring the listing's addresses to every page that has no listing.

/**
 * The history state of a move within a listing (a filter, the order, a chip, another page of it): the new page keeps
 * the results in view where the shopper is, instead of opening at the top of the page.
 */
export const IN_LISTING = { place: 'results' } as const;

/** Whether a history entry's state is a move within a listing's (IN_LISTING). */
export const inListing = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { place?: unknown }).place === IN_LISTING.place;

/** A link's props for a move within a listing: the state the app reads, and the mark a page that stays server HTML
 * keeps the results in view by (./kept-place.ts). */
export const IN_LISTING_LINK = { state: IN_LISTING, [KEEPS_PLACE]: 'resultados' } as const;
