import { err, ok, type Result } from '../shared/result';
import type { Category } from './product';
import type { ProductStore, ProductSummary } from './ports';

export type CategoryListing = {
  readonly category: Category;
  readonly products: readonly ProductSummary[];
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
};

export type CategoryError =
  | { readonly kind: 'category-not-found'; readonly message: string }
  | { readonly kind: 'page-not-found'; readonly message: string };

/**
 * One page of a category's products. Page 1 always exists (an empty category shows an empty page);
 * a page past the last one is not found, so no URL shows an empty listing by mistake.
 */
export const listCategory =
  (deps: { products: ProductStore; pageSize: number }) =>
  async (input: { slug: string; page: number }): Promise<Result<CategoryListing, CategoryError>> => {
    const category = await deps.products.findCategory(input.slug);
    if (!category) return err({ kind: 'category-not-found', message: 'No encontramos esa categoría.' });
    if (!Number.isSafeInteger(input.page) || input.page < 1) return err(pageNotFound);
    const { items, total } = await deps.products.listProducts({
      category: category.slug,
      sort: 'name',
      offset: (input.page - 1) * deps.pageSize,
      limit: deps.pageSize,
    });
    const pageCount = Math.max(1, Math.ceil(total / deps.pageSize));
    if (input.page > pageCount) return err(pageNotFound);
    return ok({ category, products: items, page: input.page, pageCount, total });
  };

const pageNotFound = { kind: 'page-not-found', message: 'Esa página de la categoría no existe.' } as const;
