import { Container } from 'inversify';
import { bindAccounts } from './container-accounts';
import { bindCatalog } from './container-catalog';
import { bindEvents } from './container-events';
import { bindOrders } from './container-orders';
import { bindStockAlerts } from './container-stock-alerts';
import { bindLeads } from './container-leads';
import { bindVitals } from './container-vitals';
import { bindLoyalty } from './container-loyalty';
import { bindRealtime } from './container-realtime';
import { bindOperations } from './container-operations';
import type { ProductImageStore, ProductStore } from '../core/catalog/ports';
import type { Clock, Logger } from '../core/shared/ports';
import type { Config } from './config';
import { createLogger } from './logger';
import { openDatabase, type Database } from './persistence/db';
import { catalogueSeed, seedCatalogue, type SeedReport } from './persistence/seed/seed-catalogue';
import { backfillSearchColumns } from './persistence/search-backfill';
import { T } from './tokens';

export { T };
export { loggableFields } from './log-fields';
export type AppContainer = Container;
// The types the edges name when they use what is bound here (the picture routes, the CLI's reindex progress).
export type { ImageError, ImageOptions, Pictures } from './images/pictures';
export type { ReindexProgress, ReindexRefusal } from './search/catalogue-reindex';
export type { CatalogueVersion } from './persistence/catalogue-version';
export type { ProviderOrigins } from './payments/provider';

const systemClock: Clock = { now: () => new Date() };

/** Binds the shared services (configuration, database, clock, logger) and lets each area's binder add its ports and its
 * one object of use cases (container-<area>.ts). The only place inversify appears. */
export const createContainer = (
  config: Config,
  database: Database,
  logger: Logger = createLogger(config),
  /** Replacements for tests: a clock they move by hand. */
  overrides: { readonly clock?: Clock } = {},
): Container => {
  const c = new Container();
  c.bind(T.config).toConstantValue(config);
  c.bind(T.database).toConstantValue(database);
  c.bind(T.logger).toConstantValue(logger);
  c.bind(T.clock).toConstantValue(overrides.clock ?? systemClock);
  bindCatalog(c, config, database);
  bindAccounts(c, config, database);
  bindOrders(c, config, database);
  bindEvents(c, config, database);
  bindStockAlerts(c, config, database);
  bindLeads(c, config, database);
  bindVitals(c, database);
  bindLoyalty(c, config, database);
  bindRealtime(c, config, database);
  bindOperations(c, config, database);
  return c;
};

/** Opens the database, applies migrations, on an empty database seeds the catalogue, and writes the search columns
 * of products stored before search read quantities. */
export const openStore = async (
  config: Config,
  opts: { seedIfEmpty?: boolean; logger?: Logger } = {},
): Promise<{ container: Container; close: () => Promise<void>; seeded: SeedReport | null }> => {
  const logger = opts.logger ?? createLogger(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const seeded = opts.seedIfEmpty ? await seedCatalogue(database.db, catalogueSeed, new Date()) : null;
    const rewritten = await backfillSearchColumns(database.db);
    if (rewritten > 0) logger.info({ rewritten }, 'search columns rewritten for products stored before migration 0032');
    return { container: createContainer(config, database, logger), close: () => database.close(), seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
};

export type { ProductImageStore, ProductStore, Database };
