import type { ProductStore } from './ports';

/** The categories of the store, in the order the navigation shows them. */
export const listCategories = (deps: { products: ProductStore }) => () => deps.products.listCategories();
