import type { ProductView } from '../core/catalog/get-product';
import type { CategoryListing } from '../core/catalog/list-category';
import { listingFields, type ListingParams } from '../core/catalog/listing';
import type { ProductSummary, Suggestion } from '../core/catalog/ports';
import type { Category } from '../core/catalog/product';
import type { SearchResult } from '../core/catalog/search-products';
import type { InfoPage } from '../core/content/info-pages';
import type { catalogInputs } from './inputs/catalog';
import { endpoint } from './endpoint';

/** The catalogue and search endpoints: what the store's pages are made of. */
export const catalogEndpoints = {
  categories: endpoint<{ readonly categories: readonly Category[] }, typeof catalogInputs.categories>()({
    method: 'GET',
    path: '/api/v1/categories',
  }),
  /** The newest products (the home page's shelf). */
  newest: endpoint<{ readonly products: readonly ProductSummary[] }, typeof catalogInputs.newest>()({
    method: 'GET',
    path: '/api/v1/products',
  }),
  /** A category's page of products, filtered and ordered. */
  category: endpoint<CategoryListing, typeof catalogInputs.category>()({
    method: 'GET',
    path: '/api/v1/categories/:slug/products',
    encode: (arg: { slug: string; page: number; listing: ListingParams }) => ({
      slug: arg.slug,
      page: String(arg.page),
      ...listingFields(arg.listing),
    }),
    errors: ['category-not-found', 'page-not-found'],
  }),
  /** A product; when `category` is given it must be the product's own, and `variant` one of its SKUs. */
  product: endpoint<ProductView, typeof catalogInputs.product>()({
    method: 'GET',
    path: '/api/v1/products/:slug',
    errors: ['product-not-found', 'variant-not-found'],
  }),
  /** Search results with their filters and facets. */
  search: endpoint<SearchResult, typeof catalogInputs.search>()({
    method: 'GET',
    path: '/api/v1/search',
    encode: (arg: { query: string; page: number; category?: string; listing: ListingParams }) => ({
      q: arg.query,
      page: String(arg.page),
      categoria: arg.category,
      ...listingFields(arg.listing),
    }),
  }),
  /** What the search box suggests as the shopper types. */
  suggest: endpoint<{ readonly suggestions: readonly Suggestion[] }, typeof catalogInputs.suggest>()({
    method: 'GET',
    path: '/api/v1/search/suggestions',
  }),
  /** An information page (terms, privacy…) with the store's own facts; its text stays out of the browser bundle. */
  infoPage: endpoint<{ readonly page: InfoPage }, typeof catalogInputs.infoPage>()({
    method: 'GET',
    path: '/api/v1/pages/:slug',
  }),
};
