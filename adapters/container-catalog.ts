import type { Container } from 'inversify';
import { randomUUID } from 'node:crypto';
import { bulkPrice } from '../core/catalog/bulk-price';
import { productEditor } from '../core/catalog/edit-product';
import { exportCatalogue } from '../core/catalog/export-catalogue';
import { getProduct } from '../core/catalog/get-product';
import { importCatalogue } from '../core/catalog/import-catalogue';
import { listCategories } from '../core/catalog/list-categories';
import { listCategory } from '../core/catalog/list-category';
import { listNewest } from '../core/catalog/list-newest';
import { listVariants } from '../core/catalog/list-variants';
import type { PictureSizes } from '../core/catalog/ports';
import { productPictures } from '../core/catalog/product-pictures';
import { searchProducts, suggestProducts } from '../core/catalog/search-products';
import { setVariantPrice } from '../core/catalog/set-variant-price';
import { siteMap } from '../core/catalog/site-map';
import { catalogueTaxonomy } from '../core/catalog/taxonomy';
import { cachedProductStore } from './cached-product-store';
import type { Config } from './config';
import { createPictures, type ImageOptions } from './images/pictures';
import { sharpPictureProcessor } from './images/prepare-picture';
import { sqlCataloguePictures } from './persistence/catalogue-pictures';
import { sqlCatalogueTaxonomy } from './persistence/catalogue-taxonomy';
import { sqlCatalogueChangeLog } from './persistence/catalogue-change-log';
import { sqlCatalogueEditor } from './persistence/catalogue-editor';
import { announcedCatalogueVersion, catalogueVersion } from './persistence/catalogue-version';
import type { Database } from './persistence/db';
import { sqlProductStore } from './persistence/product-store';
import { catalogueSeed, seedCatalogue } from './persistence/seed/seed-catalogue';
import { algoliaClient, SEARCH_TIMEOUTS } from './search/algolia-index';
import { algoliaSearch } from './search/algolia-search';
import { algoliaReindex } from './search/catalogue-reindex';
import { searchWithFallback } from './search/fallback-search';
import { postgresSearch } from './search/postgres-search';
import { T } from './tokens';

/** The catalogue: the SQL products behind a cache kept at the catalogue's version, hosted or database search, the
 * browsing and search use cases, and what the picture routes and the operators' CLI use (pictures, seed, reindex, and
 * the catalogue commands: variants, prices, the CSV file, with their audit), and the console's Catálogo. */
export const bindCatalog = (c: Container, config: Config, database: Database) => {
  const logger = c.get(T.logger);
  const store = sqlProductStore(database.db);
  // Embedded PGlite is written by this process alone: it tells when the version moves instead of being asked each time.
  const version = database.listen
    ? announcedCatalogueVersion(database.db, database.listen)
    : catalogueVersion(database.db);
  c.bind(T.catalogueVersion).toConstantValue(version);
  c.bind(T.products).toConstantValue(cachedProductStore(store, version));
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
  c.bind(T.catalog)
    .toDynamicValue((x) => {
      const [products, search, pageSize] = [x.get(T.products), x.get(T.search), config.pageSize];
      return {
        listCategories: listCategories({ products }),
        listCategory: listCategory({ products, pageSize }),
        getProduct: getProduct({ products }),
        listNewest: listNewest({ products }),
        searchProducts: searchProducts({ search, products, pageSize }),
        suggestProducts: suggestProducts({ search }),
        siteMap: siteMap({ products, pageSize }),
      };
    })
    .inSingletonScope();
  // A new set per app (own workers and waiting line), since tests start several apps over one container.
  c.bind(T.pictures).toDynamicValue(
    (x) => (options?: ImageOptions) =>
      createPictures(
        { dataDir: config.dataDir, products: x.get(T.products), images: store, logger: x.get(T.logger) },
        options,
      ),
  );
  const editor = sqlCatalogueEditor(database.db);
  c.bind(T.catalogueChanges).toConstantValue(sqlCatalogueChangeLog(database.db));
  c.bind(T.catalogueAdmin)
    .toDynamicValue((x) => {
      const clock = x.get(T.clock);
      return {
        listVariants: listVariants({ editor }),
        setVariantPrice: setVariantPrice({ editor, clock }),
        exportCatalogue: exportCatalogue({ editor }),
        importCatalogue: importCatalogue({ editor, clock }),
      };
    })
    .inSingletonScope();
  c.bind(T.catalogueConsole)
    .toDynamicValue((x) => {
      const clock = x.get(T.clock);
      const pictures = sqlCataloguePictures(database.db);
      return {
        products: productEditor({ editor, pictures, clock }),
        picturesDrawnBy: (sizes: PictureSizes) =>
          productPictures({
            pictures,
            processor: sharpPictureProcessor,
            sizes,
            editor,
            clock,
            ids: { newId: () => randomUUID() },
          }),
        bulkPrice: bulkPrice({ editor, clock }),
        taxonomy: catalogueTaxonomy({ taxonomy: sqlCatalogueTaxonomy(database.db), clock }),
      };
    })
    .inSingletonScope();
  c.bind(T.seedCatalogue).toDynamicValue((x) => () => seedCatalogue(database.db, catalogueSeed, x.get(T.clock).now()));
  c.bind(T.reindexCatalogue).toDynamicValue((x) => algoliaReindex({ config, db: database.db, clock: x.get(T.clock) }));
};
