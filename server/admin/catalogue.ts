import { T, type AppContainer } from '../../adapters/container';
import type { adminCatalogueEndpoints } from '../../contract/admin-catalogue';
import { exportFor, importAs, setPriceAs, variantsFor } from '../../core/catalog/operate-catalogue';
import { productsOnSaleFor, restockAs } from '../../core/catalog/operate-stock';
import type { Handlers } from '../api/endpoints';
import { actorOf } from './operator-session';

/** The catalogue in the operators' API (contract/admin-catalogue.ts): each use case checks the role. */
export const adminCatalogueHandlers = (c: AppContainer): Handlers<typeof adminCatalogueEndpoints> => {
  const catalogue = c.get(T.catalogueAdmin);
  const { products, pictures, bulkPrice, taxonomy } = c.get(T.catalogueConsole);
  const [variants, setPrice] = [variantsFor(catalogue), setPriceAs(catalogue)];
  const { restockVariant, notifyRestocked } = c.get(T.stockAlerts);
  const [exportFile, importFile] = [exportFor(catalogue), importAs({ ...catalogue, notifyRestocked })];
  const [restock, onSale] = [
    restockAs({ restockVariant, notifyRestocked }),
    productsOnSaleFor({ products: c.get(T.products) }),
  ];
  return {
    listVariants: ({ low }, ctx) => variants(actorOf(ctx.actor), low === '1'),
    setVariantPrice: ({ sku, price, compareAt }, ctx) =>
      setPrice(actorOf(ctx.actor), { sku, price, ...(compareAt !== undefined ? { compareAt } : {}) }),
    restockVariant: ({ sku, units }, ctx) => restock(actorOf(ctx.actor), { sku, units }),
    productsOnSale: ({ category }, ctx) => onSale(actorOf(ctx.actor), category),
    listProducts: (_, ctx) => products.list(actorOf(ctx.actor)),
    getProduct: ({ slug }, ctx) => products.product(actorOf(ctx.actor), slug),
    createProduct: (form, ctx) => products.createProduct(actorOf(ctx.actor), form),
    updateProduct: ({ slug, ...form }, ctx) => products.updateProduct(actorOf(ctx.actor), slug, form),
    addVariant: ({ slug, ...form }, ctx) => products.addVariant(actorOf(ctx.actor), slug, form),
    updateVariant: ({ sku, ...form }, ctx) => products.updateVariant(actorOf(ctx.actor), sku, form),
    addPicture: ({ slug, bytes }, ctx) => pictures.add(actorOf(ctx.actor), slug, bytes),
    arrangePicture: ({ slug, file, move, sku }, ctx) =>
      pictures.arrange(
        actorOf(ctx.actor),
        slug,
        file,
        move === 'variant' ? { kind: move, sku: sku ?? null } : { kind: move },
      ),
    listTaxonomy: (_, ctx) => taxonomy.list(actorOf(ctx.actor)),
    createTaxonomy: (input, ctx) => taxonomy.create(actorOf(ctx.actor), input),
    renameTaxonomy: (input, ctx) => taxonomy.rename(actorOf(ctx.actor), input),
    previewBulkPrice: ({ percent, ...filter }, ctx) => bulkPrice.preview(actorOf(ctx.actor), filter, percent),
    applyBulkPrice: ({ percent, previewed, ...filter }, ctx) =>
      bulkPrice.apply(actorOf(ctx.actor), filter, percent, previewed),
    exportCatalogue: (_, ctx) => exportFile(actorOf(ctx.actor)),
    importCatalogue: (input, ctx) => importFile(actorOf(ctx.actor), input),
  };
};
