import { T, type AppContainer } from '../adapters/container';
import { findInfoPage } from '../web/content/info-pages';
import type { StoreApi } from '../web/lib/store-api';

/** The pages' StoreApi on the server: each question answered by its core use case, no HTTP in between. */
export const serverStoreApi = (c: AppContainer): StoreApi => {
  const [listCategories, listNewest, listCategory, getProduct, searchProducts, suggestProducts] = [
    c.get(T.listCategories),
    c.get(T.listNewest),
    c.get(T.listCategory),
    c.get(T.getProduct),
    c.get(T.searchProducts),
    c.get(T.suggestProducts),
  ] as const;
  return {
    categories: () => listCategories(),
    newest: (limit) => listNewest(limit),
    category: (slug, page, listing) => listCategory({ slug, page, listing }),
    product: (input) => getProduct(input),
    search: (input) => searchProducts(input),
    suggest: (text) => suggestProducts(text),
    infoPage: async (slug) => findInfoPage(slug) ?? null,
  };
};
