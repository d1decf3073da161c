import type { ServiceIdentifier } from 'inversify';
import type { getProduct } from '../core/catalog/get-product';
import type { listCategories } from '../core/catalog/list-categories';
import type { listCategory } from '../core/catalog/list-category';
import type { listNewest } from '../core/catalog/list-newest';
import type { searchProducts, suggestProducts } from '../core/catalog/search-products';
import type { siteMap } from '../core/catalog/site-map';
import type { ProductImageStore, ProductSearch, ProductStore } from '../core/catalog/ports';
import type { Clock, Logger } from '../core/shared/ports';
import type { Config } from './config';
import type { Database } from './persistence/db';

const token = <T>(name: string) => Symbol.for(`fornido.${name}`) as ServiceIdentifier<T>;

/** Typed names of everything the composition root provides. */
export const T = {
  config: token<Config>('config'),
  database: token<Database>('database'),
  clock: token<Clock>('clock'),
  logger: token<Logger>('logger'),
  products: token<ProductStore>('products'),
  productImages: token<ProductImageStore>('productImages'),
  search: token<ProductSearch>('search'),
  listCategories: token<ReturnType<typeof listCategories>>('listCategories'),
  listCategory: token<ReturnType<typeof listCategory>>('listCategory'),
  getProduct: token<ReturnType<typeof getProduct>>('getProduct'),
  listNewest: token<ReturnType<typeof listNewest>>('listNewest'),
  searchProducts: token<ReturnType<typeof searchProducts>>('searchProducts'),
  suggestProducts: token<ReturnType<typeof suggestProducts>>('suggestProducts'),
  siteMap: token<ReturnType<typeof siteMap>>('siteMap'),
} as const;
