import type { Facets } from '../../core/catalog/listing';
import type { SearchPage } from '../../core/catalog/ports';

/** No filter choices: what a search that found nothing offers. */
export const NO_FACETS: Facets = { categories: [], brands: [], goals: [], flavours: [], price: null };

/** The answer to a search that found nothing (or had nothing to search for). */
export const EMPTY_PAGE: SearchPage = { items: [], total: 0, facets: NO_FACETS };
