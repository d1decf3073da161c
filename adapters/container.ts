import { randomUUID } from 'node:crypto';
import { Container, type ResolutionContext, type ServiceIdentifier } from 'inversify';
import { mergeIntoSavedCart } from '../core/cart/merge-saved-cart';
import { quoteCart } from '../core/cart/quote-cart';
import { replaceSavedCart, showSavedCart } from '../core/cart/saved-cart';
import { changePassword } from '../core/customers/change-password';
import { getAccount } from '../core/customers/get-account';
import { addAddress, deleteAddress, updateAddress } from '../core/customers/manage-addresses';
import { requestPasswordReset } from '../core/customers/request-password-reset';
import { resetPassword } from '../core/customers/reset-password';
import { sendEmailVerification } from '../core/customers/send-email-verification';
import { verifyEmail } from '../core/customers/verify-email';
import { resolveSession } from '../core/customers/sessions';
import { signIn } from '../core/customers/sign-in';
import { signOut } from '../core/customers/sign-out';
import { signUp } from '../core/customers/sign-up';
import { activateAccount } from '../core/customers/activate-account';
import { updateProfile } from '../core/customers/update-profile';
import { outboxMailer } from './mail/outbox-mailer';
import { smtpMailer } from './mail/smtp-mailer';
import { sqlCartStore } from './persistence/cart-store';
import { sqlCustomerStore } from './persistence/customer-store';
import { sqlEmailVerificationStore } from './persistence/email-verification-store';
import { sqlPendingSignUpStore } from './persistence/pending-sign-up-store';
import { passwordResets } from './persistence/schema/index';
import { sqlSingleUseTokenStore } from './persistence/single-use-token-store';
import { sqlRateLimiter } from './persistence/rate-limiter';
import { sqlSessionStore } from './persistence/session-store';
import { sqlCartCatalogue } from './persistence/sku-lookup';
import { scryptPasswordHasher } from './security/password-hasher';
import { nodeSecrets } from './security/secrets';
import { embeddedQuoter } from '../core/shipping/embedded-rates';
import { hostedQuoter } from './shipping/hosted-quoter';
import { bindOrders } from './container-orders';
import { bindStockAlerts } from './container-stock-alerts';
import { bindLeads } from './container-leads';
import { bindVitals } from './container-vitals';
import { bindLoyalty } from './container-loyalty';
import { bindRealtime } from './container-realtime';
import { getProduct } from '../core/catalog/get-product';
import { cachedProductStore } from './cached-product-store';
import { announcedCatalogueVersion, catalogueVersion } from './persistence/catalogue-version';
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
import { algoliaClient, SEARCH_TIMEOUTS } from './search/algolia-index';
import { algoliaSearch } from './search/algolia-search';
import { postgresSearch } from './search/postgres-search';
import { searchWithFallback } from './search/fallback-search';
import { catalogueSeed, seedCatalogue, type SeedReport } from './persistence/seed/seed-catalogue';
import { backfillSearchColumns } from './persistence/search-backfill';
import { createPictures, type ImageOptions } from './images/pictures';
import { algoliaReindex } from './search/catalogue-reindex';
import { findOrder, showOrder } from '../core/orders/order-queries';
import type { OrderStore } from '../core/orders/ports';
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

/** Binds the core's use cases to the adapters chosen by the configuration. The only place inversify appears. */
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
  const store = sqlProductStore(database.db);
  // Embedded PGlite is written by this process alone: it tells when the version moves instead of being asked each time.
  const version = database.listen
    ? announcedCatalogueVersion(database.db, database.listen)
    : catalogueVersion(database.db);
  c.bind(T.catalogueVersion).toConstantValue(version);
  c.bind(T.products).toConstantValue(cachedProductStore(store, version));
  c.bind(T.productImages).toConstantValue(store);
  // Hosted search when Algolia is configured, with the database's own search behind it when Algolia fails; the
  // catalogue pages keep reading the database either way.
  const algolia = config.algolia;
  const databaseSearch = postgresSearch(database.db);
  c.bind(T.search).toConstantValue(
    algolia?.searchKey
      ? searchWithFallback(
          algoliaSearch(algoliaClient(algolia, algolia.searchKey, SEARCH_TIMEOUTS), config.policy.searchIndex),
          databaseSearch,
          {
            // The message only: the client's error carries the request it failed on, with the key in its headers.
            failed: (error: unknown) =>
              logger.warn(
                { reason: error instanceof Error ? error.message : String(error) },
                'Algolia search failed: answering from the database for 30 s',
              ),
          },
        )
      : databaseSearch,
  );
  c.bind(T.listCategories)
    .toResolvedValue((products: ProductStore) => listCategories({ products }), [T.products])
    .inSingletonScope();
  c.bind(T.listCategory)
    .toResolvedValue(
      (products: ProductStore, cfg: Config) => listCategory({ products, pageSize: cfg.pageSize }),
      [T.products, T.config],
    )
    .inSingletonScope();
  c.bind(T.getProduct)
    .toResolvedValue((products: ProductStore) => getProduct({ products }), [T.products])
    .inSingletonScope();
  c.bind(T.listNewest)
    .toResolvedValue((products: ProductStore) => listNewest({ products }), [T.products])
    .inSingletonScope();
  c.bind(T.searchProducts)
    .toResolvedValue(
      (search: ProductSearch, products: ProductStore, cfg: Config) =>
        searchProducts({ search, products, pageSize: cfg.pageSize }),
      [T.search, T.products, T.config],
    )
    .inSingletonScope();
  c.bind(T.siteMap)
    .toResolvedValue(
      (products: ProductStore, cfg: Config) => siteMap({ products, pageSize: cfg.pageSize }),
      [T.products, T.config],
    )
    .inSingletonScope();
  c.bind(T.suggestProducts)
    .toResolvedValue((search: ProductSearch) => suggestProducts({ search }), [T.search])
    .inSingletonScope();
  // Hosted shipping quotes when configured, falling back to the store's own rates; those alone otherwise.
  c.bind(T.shippingQuoter)
    .toDynamicValue((x) =>
      config.shipping
        ? hostedQuoter({ ...config.shipping, origin: config.policy.shippingOriginPostalCode, logger: x.get(T.logger) })
        : embeddedQuoter(),
    )
    .inSingletonScope();
  bindAccounts(c, config, database);
  bindOrders(c, config, database);
  bindStockAlerts(c, config, database);
  bindLeads(c, config, database);
  bindVitals(c, database);
  bindLoyalty(c, config, database);
  bindRealtime(c, config, database);
  bindEdgeServices(c, config, database);
  return c;
};

/** What the picture routes and the operators' CLI use besides the use cases: the pictures, seeding, the search
 * reindex, and orders read by their number. */
const bindEdgeServices = (c: Container, config: Config, database: Database) => {
  // A new set per app (own workers and waiting line), since tests start several apps over one container.
  c.bind(T.pictures).toDynamicValue(
    (x) => (options?: ImageOptions) =>
      createPictures(
        {
          dataDir: config.dataDir,
          products: x.get(T.products),
          images: x.get(T.productImages),
          logger: x.get(T.logger),
        },
        options,
      ),
  );
  c.bind(T.seedCatalogue).toDynamicValue((x) => () => seedCatalogue(database.db, catalogueSeed, x.get(T.clock).now()));
  c.bind(T.reindexCatalogue).toDynamicValue((x) => algoliaReindex({ config, db: database.db, clock: x.get(T.clock) }));
  c.bind(T.findOrder)
    .toResolvedValue((orders: OrderStore) => findOrder({ orders }), [T.orders])
    .inSingletonScope();
  c.bind(T.showOrder)
    .toResolvedValue((orders: OrderStore) => showOrder({ orders }), [T.orders])
    .inSingletonScope();
};

/** Accounts, sessions, mail and saved carts: SQL stores, scrypt and the CSPRNG, the outbox or SMTP mailer. */
const bindAccounts = (c: Container, config: Config, database: Database) => {
  const db = database.db;
  c.bind(T.ids).toConstantValue({ newId: () => randomUUID() });
  c.bind(T.customers).toConstantValue(sqlCustomerStore(db));
  c.bind(T.sessions).toConstantValue(sqlSessionStore(db));
  c.bind(T.passwordResets).toConstantValue(sqlSingleUseTokenStore(db, passwordResets));
  c.bind(T.emailVerifications).toConstantValue(sqlEmailVerificationStore(db));
  c.bind(T.pendingSignUps).toConstantValue(sqlPendingSignUpStore(db));
  c.bind(T.passwordHasher).toConstantValue(scryptPasswordHasher());
  c.bind(T.secrets).toConstantValue(nodeSecrets);
  c.bind(T.rateLimiter).toConstantValue(sqlRateLimiter(db));
  c.bind(T.carts).toConstantValue(sqlCartStore(db));
  c.bind(T.cartCatalogue).toConstantValue(sqlCartCatalogue(db));
  c.bind(T.mailOutbox)
    .toDynamicValue((x) => outboxMailer(db, x.get(T.clock)))
    .inSingletonScope();
  c.bind(T.mailer)
    .toDynamicValue((x) =>
      config.smtpUrl ? smtpMailer({ url: config.smtpUrl, from: config.mailFrom }) : outboxMailer(db, x.get(T.clock)),
    )
    .inSingletonScope();
  // Every account use case gets the same ports; each names in its own type the few it uses.
  const ports = (x: ResolutionContext) => ({
    customers: x.get(T.customers),
    sessions: x.get(T.sessions),
    resets: x.get(T.passwordResets),
    verifications: x.get(T.emailVerifications),
    pendingSignUps: x.get(T.pendingSignUps),
    hasher: x.get(T.passwordHasher),
    secrets: x.get(T.secrets),
    limiter: x.get(T.rateLimiter),
    mailer: x.get(T.mailer),
    clock: x.get(T.clock),
    ids: x.get(T.ids),
    logger: x.get(T.logger),
    storeUrl: config.publicUrl,
    carts: x.get(T.carts),
    catalogue: x.get(T.cartCatalogue),
    policy: config.policy,
  });
  type Ports = ReturnType<typeof ports>;
  const bindUseCase = <F>(token: ServiceIdentifier<F>, build: (deps: Ports) => F) =>
    c
      .bind(token)
      .toDynamicValue((x) => build(ports(x)))
      .inSingletonScope();
  bindUseCase(T.signUp, signUp);
  bindUseCase(T.activateAccount, activateAccount);
  bindUseCase(T.signIn, signIn);
  bindUseCase(T.signOut, signOut);
  bindUseCase(T.resolveSession, resolveSession);
  bindUseCase(T.requestPasswordReset, requestPasswordReset);
  bindUseCase(T.resetPassword, resetPassword);
  bindUseCase(T.sendEmailVerification, sendEmailVerification);
  bindUseCase(T.verifyEmail, verifyEmail);
  bindUseCase(T.changePassword, changePassword);
  bindUseCase(T.getAccount, getAccount);
  bindUseCase(T.updateProfile, updateProfile);
  bindUseCase(T.addAddress, addAddress);
  bindUseCase(T.updateAddress, updateAddress);
  bindUseCase(T.deleteAddress, deleteAddress);
  bindUseCase(T.quoteCart, quoteCart);
  bindUseCase(T.showSavedCart, showSavedCart);
  bindUseCase(T.replaceSavedCart, replaceSavedCart);
  bindUseCase(T.mergeIntoSavedCart, mergeIntoSavedCart);
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
