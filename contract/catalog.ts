import { z } from 'zod/mini';
import type { ProductView } from '../core/catalog/get-product';
import type { CategoryListing } from '../core/catalog/list-category';
import { listingFields, parseListingParams, type ListingParams } from '../core/catalog/listing';
import type { ProductSummary, Suggestion } from '../core/catalog/ports';
import type { Category } from '../core/catalog/product';
import type { SearchResult } from '../core/catalog/search-products';
import type { InfoPage } from '../core/content/info-pages';
import { endpoint } from './endpoint';
import { SEARCH_CATEGORY_MAX, SEARCH_TEXT_MAX } from './search-limits';

/** A page number of a listing: 1 to 100 000, 1 when absent. */
const pageNumber = z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(100_000))), 1);
const slug = z.string();

/** The query fields a listing's filters and order are read from (`marca`, `sabor`…): read leniently by the core, never
 * refused, so a shared link always opens. */
const listed = <S extends z.ZodMiniObject>(fields: S) =>
  z.pipe(
    z.looseObject(fields.def.shape),
    z.transform((raw) => ({
      ...(raw as z.output<S>),
      listing: parseListingParams(raw as Record<string, string | string[]>),
    })),
  );

/** The catalogue and search endpoints: what the store's pages are made of. */
export const catalogEndpoints = {
  categories: endpoint<{ readonly categories: readonly Category[] }>()({
    method: 'GET',
    path: '/api/v1/categories',
    input: z.object({}),
  }),
  /** The newest products (the home page's shelf). */
  newest: endpoint<{ readonly products: readonly ProductSummary[] }>()({
    method: 'GET',
    path: '/api/v1/products',
    input: z.object({
      sort: z._default(z.literal('newest'), 'newest'),
      limit: z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(48))), 8),
    }),
  }),
  /** A category's page of products, filtered and ordered. */
  category: endpoint<CategoryListing>()({
    method: 'GET',
    path: '/api/v1/categories/:slug/products',
    input: listed(z.object({ slug, page: pageNumber })),
    encode: (arg: { slug: string; page: number; listing: ListingParams }) => ({
      slug: arg.slug,
      page: String(arg.page),
      ...listingFields(arg.listing),
    }),
    errors: ['category-not-found', 'page-not-found'],
  }),
  /** A product; when `category` is given it must be the product's own, and `variant` one of its SKUs. */
  product: endpoint<ProductView>()({
    method: 'GET',
    path: '/api/v1/products/:slug',
    input: z.object({
      slug,
      category: z.optional(z.string().check(z.maxLength(100))),
      variant: z.optional(z.string().check(z.maxLength(100))),
    }),
    errors: ['product-not-found', 'variant-not-found'],
  }),
  /** Search results with their filters and facets. */
  search: endpoint<SearchResult>()({
    method: 'GET',
    path: '/api/v1/search',
    input: listed(
      z.object({
        q: z._default(z.string().check(z.maxLength(SEARCH_TEXT_MAX)), ''),
        page: pageNumber,
        categoria: z.optional(z.string().check(z.maxLength(SEARCH_CATEGORY_MAX))),
      }),
    ),
    encode: (arg: { query: string; page: number; category?: string; listing: ListingParams }) => ({
      q: arg.query,
      page: String(arg.page),
      categoria: arg.category,
      ...listingFields(arg.listing),
    }),
  }),
  /** What the search box suggests as the shopper types. */
  suggest: endpoint<{ readonly suggestions: readonly Suggestion[] }>()({
    method: 'GET',
    path: '/api/v1/search/suggestions',
    input: z.object({ q: z._default(z.string().check(z.maxLength(200)), '') }),
  }),
  /** An information page (terms, privacy…) with the store's own facts; its text stays out of the browser bundle. */
  infoPage: endpoint<{ readonly page: InfoPage }>()({
    method: 'GET',
    path: '/api/v1/pages/:slug',
    input: z.object({ slug }),
  }),
};
