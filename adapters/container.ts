import { Container } from 'inversify';
import { getProduct } from '../core/catalog/get-product';
import { listCategories } from '../core/catalog/list-categories';
import { listCategory } from '../core/catalog/list-category';
import { listNewest } from '../core/catalog/list-newest';
import { searchProducts, suggestProducts } from '../core/catalog/search-products';
import { siteMap } from '../core/catalog/site-map';
import type { ProductImageStore, ProductSearch, ProductStore } from '../core/catalog/ports';
import type { Clock, Logger } from '../core/shared/ports';
import type { Config } from './config';
import { createLogger } from './logger';
import { openDatabase, type Database } from './persistence/db';
import { sqlProductStore } from './persistence/product-store';
import { postgresSearch } from './search/postgres-search';
import { catalogueSeed, seedCatalogue, type SeedReport } from './persistence/seed/seed-catalogue';
import { T } from './tokens';

export { T };
export type AppContainer = Container;

const systemClock: Clock = { now: () => new Date() };

/** Binds the core's use cases to the adapters chosen by the configuration. The only place inversify appears. */
export const createContainer = (config: Config, database: Database, logger: Logger = createLogger(config)): Container => {
  const c = new Container();
  c.bind(T.config).toConstantValue(config);
  c.bind(T.database).toConstantValue(database);
  c.bind(T.logger).toConstantValue(logger);
  c.bind(T.clock).toConstantValue(systemClock);
  const store = sqlProductStore(database.db);
  c.bind(T.products).toConstantValue(store);
  c.bind(T.productImages).toConstantValue(store);
  c.bind(T.search).toConstantValue(postgresSearch(database.db));
  c.bind(T.listCategories).toResolvedValue((products: ProductStore) => listCategories({ products }), [T.products]).inSingletonScope();
  c.bind(T.listCategory)
    .toResolvedValue((products: ProductStore, cfg: Config) => listCategory({ products, pageSize: cfg.pageSize }), [T.products, T.config])
    .inSingletonScope();
  c.bind(T.getProduct).toResolvedValue((products: ProductStore) => getProduct({ products }), [T.products]).inSingletonScope();
  c.bind(T.listNewest).toResolvedValue((products: ProductStore) => listNewest({ products }), [T.products]).inSingletonScope();
  c.bind(T.searchProducts)
    .toResolvedValue((search: ProductSearch, cfg: Config) => searchProducts({ search, pageSize: cfg.pageSize }), [T.search, T.config])
    .inSingletonScope();
  c.bind(T.siteMap)
    .toResolvedValue((products: ProductStore, cfg: Config) => siteMap({ products, pageSize: cfg.pageSize }), [T.products, T.config])
    .inSingletonScope();
  c.bind(T.suggestProducts).toResolvedValue((search: ProductSearch) => suggestProducts({ search }), [T.search]).inSingletonScope();
  return c;
};

/** Opens the database, applies migrations and, on an empty database, seeds the catalogue. */
export const openStore = async (
  config: Config,
  opts: { seedIfEmpty?: boolean; logger?: Logger } = {},
): Promise<{ container: Container; close: () => Promise<void>; seeded: SeedReport | null }> => {
  const logger = opts.logger ?? createLogger(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const seeded = opts.seedIfEmpty ? await seedCatalogue(database.db, catalogueSeed, new Date()) : null;
    return { container: createContainer(config, database, logger), close: () => database.close(), seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
};

export type { ProductImageStore, ProductStore, Database };
