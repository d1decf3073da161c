import { err, ok, type Result } from '../shared/result';
import { filteredCards } from './filtered-cards';
import type { Facets, ListingParams } from './listing';
import type { Category } from './product';
import type { ProductStore, ProductSummary } from './ports';

export type CategoryListing = {
  readonly category: Category;
  readonly products: readonly ProductSummary[];
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
  readonly listing: ListingParams;
  readonly facets: Facets;
};

export type CategoryError =
  | { readonly kind: 'category-not-found'; readonly message: string }
  | { readonly kind: 'page-not-found'; readonly message: string };
export type CategoryErrorKind = CategoryError['kind'];

/** Pages of `pageSize` for `total` items: at least one page, so an empty listing still has page 1. */
export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * One page of a category's products, filtered and ordered as the shopper chose, each card showing the variant the
 * filters point at (a ticked flavour is the flavour shown). Page 1 always exists
 * (an empty result shows an empty page with its filters); a page past the last one is not found.
 */
export const listCategory =
  (deps: { products: ProductStore; pageSize: number }) =>
  async (input: {
    slug: string;
    page: number;
    listing: ListingParams;
  }): Promise<Result<CategoryListing, CategoryError>> => {
    const category = await deps.products.findCategory(input.slug);
    if (!category) return err({ kind: 'category-not-found', message: 'No encontramos esa categoría.' });
    if (!Number.isSafeInteger(input.page) || input.page < 1) return err(pageNotFound);
    const [{ items, total }, facets] = await Promise.all([
      deps.products.listProducts({
        category: category.slug,
        filters: input.listing.filters,
        sort: input.listing.sort,
        offset: (input.page - 1) * deps.pageSize,
        limit: deps.pageSize,
      }),
      deps.products.facets(category.slug),
    ]);
    const pageCount = pageCountOf(total, deps.pageSize);
    if (input.page > pageCount) return err(pageNotFound);
    const products = await filteredCards(deps.products)(items, input.listing.filters);
    return ok({ category, products, page: input.page, pageCount, total, listing: input.listing, facets });
  };

const pageNotFound = { kind: 'page-not-found', message: 'Esa página de la categoría no existe.' } as const;
