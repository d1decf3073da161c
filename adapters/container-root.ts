import { Container } from 'inversify';
import { bindAccounts } from './container-accounts';
import { bindCatalog } from './container-catalog';
import { bindEvents } from './container-events';
import { bindOrders } from './container-orders';
import { bindStockAlerts } from './container-stock-alerts';
import { bindLeads } from './container-leads';
import { bindReturns } from './container-returns';
import { bindOperators } from './container-operators';
import { bindOperations } from './container-operations';
import { bindVitals } from './container-vitals';
import { bindLoyalty } from './container-loyalty';
import { bindRealtime } from './container-realtime';
import { bindInvoicing, type InvoicingSetup } from './container-invoicing';
import { bindInvoiceOps } from './container-invoice-ops';
import type { Clock, Logger } from '../core/shared/ports';
import type { Config } from './config';
import { createLogger } from './logger';
import { sandboxClock } from './sandbox-clock';
import { openDatabase, type Database } from './persistence/db';
import { catalogueSeed, seedCatalogue, type SeedReport } from './persistence/seed/seed-catalogue';
import { backfillSearchColumns } from './persistence/search-backfill';
import { T } from './tokens';

// The composition root's wiring: every adapter and driver, loaded by adapters/container.ts's openStore when a store is
// opened (and imported by tests that build a container on a database of their own).

const systemClock: Clock = { now: () => new Date() };

/** Binds the shared services (configuration, database, clock, logger) and lets each area's binder add its ports and its
 * one object of use cases (container-<area>.ts). The only place inversify appears. */
export const createContainer = (
  config: Config,
  database: Database,
  logger: Logger = createLogger(config),
  /** Replacements for tests: a clock they move by hand; and invoicing's issuer and numbering (null: off, no document
   * is recorded; without it, as DIAN_* configures it). */
  overrides: { readonly clock?: Clock; readonly invoicing?: InvoicingSetup | null } = {},
): Container => {
  const c = new Container();
  c.bind(T.config).toConstantValue(config);
  c.bind(T.database).toConstantValue(database);
  c.bind(T.logger).toConstantValue(logger);
  // Outside production, a clock people trying the store may move forward (/sandbox/reloj/); a test's own clock wins.
  const sandbox = overrides.clock || config.production ? null : sandboxClock(systemClock);
  c.bind(T.clock).toConstantValue(overrides.clock ?? sandbox ?? systemClock);
  c.bind(T.sandboxClock).toConstantValue(sandbox);
  bindCatalog(c, config, database);
  bindAccounts(c, config, database);
  bindOrders(c, config, database);
  bindEvents(c, config, database);
  bindStockAlerts(c, config, database);
  bindLeads(c, config, database);
  bindReturns(c, config, database);
  bindOperators(c, config, database);
  bindVitals(c, database);
  bindLoyalty(c, config, database);
  bindRealtime(c, config, database);
  bindOperations(c, config, database);
  bindInvoicing(c, config, database, overrides.invoicing);
  bindInvoiceOps(c, {
    pdfOf: async (document) => (await c.get(T.invoicing)?.files.pdfOf(document)) ?? null,
    numbering: async () => {
      const invoicing = c.get(T.invoicing);
      if (!invoicing) return null;
      const { usage, warnings } = await invoicing.checkNumbering();
      return {
        numbering: invoicing.numbering,
        usage,
        warnings: warnings.map((w) => w.message),
        avisos: warnings.map((w) => w.mensaje),
      };
    },
  });
  return c;
};

/** Opens the database, applies migrations, on an empty database seeds the catalogue, and writes the search columns
 * of products stored before search read quantities. With `migrate: false` (the CLI, which migrates only when told) the
 * database is used as it is: no migration and no backfill, which belongs to migrating. */
export const openStore = async (
  config: Config,
  opts: { seedIfEmpty?: boolean; logger?: Logger; migrate?: boolean } = {},
): Promise<{ container: Container; close: () => Promise<void>; seeded: SeedReport | null }> => {
  const logger = opts.logger ?? createLogger(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const migrate = opts.migrate ?? true;
  try {
    if (migrate) await database.migrate();
    const seeded = opts.seedIfEmpty ? await seedCatalogue(database.db, catalogueSeed, new Date()) : null;
    const rewritten = migrate ? await backfillSearchColumns(database.db) : 0;
    if (rewritten > 0) logger.info({ rewritten }, 'search columns rewritten for products stored before migration 0032');
    return { container: createContainer(config, database, logger), close: () => database.close(), seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
};
