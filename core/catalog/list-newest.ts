import type { ProductStore } from './ports';

/** The latest arrivals across the store, for the home page. */
export const listNewest = (deps: { products: ProductStore }) => async (limit: number) =>
  (await deps.products.listProducts({ sort: 'nuevos', offset: 0, limit: Math.min(Math.max(1, limit), 48) })).items;
