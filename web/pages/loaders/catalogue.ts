import type { ProductView } from '../../../core/catalog/get-product';
import type { CategoryListing } from '../../../core/catalog/list-category';
import { parseListingParams, type ListingParams } from '../../../core/catalog/listing';
import type { ProductSummary } from '../../../core/catalog/ports';
import type { Category } from '../../../core/catalog/product';
import type { SearchResult } from '../../../core/catalog/search-products';
import type { InfoPage } from '../../../core/content/info-pages';
import type { StoreApi } from '../../../contract/store-api';
import type { Address } from '../page-address';
import type { Answer } from '../page-row';

export type HomePage = {
  readonly kind: 'home';
  readonly categories: readonly Category[];
  readonly newest: readonly ProductSummary[];
};
export type CategoryPage = { readonly kind: 'category'; readonly listing: CategoryListing };
export type ProductPage = { readonly kind: 'product'; readonly view: ProductView };
export type SearchPage = { readonly kind: 'search'; readonly result: SearchResult };
export type InformationPage = { readonly kind: 'info'; readonly content: InfoPage };

const NOT_FOUND: Answer<never> = { status: 404, page: { kind: 'not-found' } };
const PAGE_NUMBER = /^[1-9]\d{0,5}$/;

/** The listing's order and filters as the query gives them (an unknown one is left out, never refused). */
const listingOf = (query: URLSearchParams): ListingParams => {
  // No prototype: a parameter named `__proto__` or `constructor` is a key like any other, not Object's own.
  const params: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const [k, v] of query) (params[k] ??= []).push(v);
  return parseListingParams(params);
};

/** The home: the categories and the eight newest products. */
export const loadHome = async (api: StoreApi): Promise<HomePage> => {
  const [categories, newest] = await Promise.all([api.categories(), api.newest(8)]);
  return { kind: 'home', categories, newest };
};

/** Search results for `?q=`, on page `?pagina=` (1 unless a whole number), within `?categoria=` and the listing's
 * filters. */
export const loadSearch = async (api: StoreApi, { query }: Address): Promise<SearchPage> => {
  const page = PAGE_NUMBER.test(query.get('pagina') ?? '') ? Number(query.get('pagina')) : 1;
  // The filter form's "Todas" sends an empty category.
  const category = query.get('categoria') || undefined;
  const result = await api.search({ query: query.get('q') ?? '', page, category, listing: listingOf(query) });
  return { kind: 'search', result };
};

/**
 * An information page; null when there is none of that name, so the address is asked as a category next: asked in
 * turn, only what exists is asked for (the server finds information pages in its content; the browser knows them from
 * the footer's links).
 */
export const loadInfo = async (api: StoreApi, { params }: Address<'/:slug/'>): Promise<InformationPage | null> => {
  const content = await api.infoPage(params.slug);
  return content ? { kind: 'info', content } : null;
};

/** A page of a category's listing (`/pagina/{n}/`, 404 unless n is a whole number from 1); 404 when there is no
 * such category or page. */
export const loadCategory = async (
  api: StoreApi,
  { params, query }: Address<'/:category/pagina/:page?/'>,
): Promise<CategoryPage | Answer<CategoryPage>> => {
  if (params.page !== undefined && !PAGE_NUMBER.test(params.page)) return NOT_FOUND;
  const result = await api.category(params.category, Number(params.page ?? 1), listingOf(query));
  return result.ok ? { kind: 'category', listing: result.value } : NOT_FOUND;
};

/** A product, at its default variant or the one its address names; 404 when there is none. */
export const loadProduct = async (
  api: StoreApi,
  { params }: Address<'/:category/:product/:variant?/'>,
): Promise<ProductPage | Answer<ProductPage>> => {
  const result = await api.product({ category: params.category, slug: params.product, variant: params.variant });
  return result.ok ? { kind: 'product', view: result.value } : NOT_FOUND;
};
