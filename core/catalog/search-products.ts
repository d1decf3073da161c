import type { ProductStore, ProductSummary } from './ports';

export type SearchResult = { readonly query: string; readonly products: readonly ProductSummary[]; readonly total: number };

/** Products whose name, brand or category contain every word typed; an empty query finds nothing. */
export const searchProducts =
  (deps: { products: ProductStore; pageSize: number }) =>
  async (input: { query: string }): Promise<SearchResult> => {
    const query = input.query.trim().replace(/\s+/g, ' ').slice(0, 100);
    if (!query) return { query, products: [], total: 0 };
    const { items, total } = await deps.products.listProducts({ text: query, sort: 'name', offset: 0, limit: deps.pageSize * 4 });
    return { query, products: items, total };
  };
