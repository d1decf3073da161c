import { T, type AppContainer } from '../../adapters/container';
import type { adminCatalogueEndpoints } from '../../contract/admin-catalogue';
import { exportFor, importAs, setPriceAs, variantsFor } from '../../core/catalog/operate-catalogue';
import type { PictureSizes } from '../../core/catalog/ports';
import type { PictureMove } from '../../core/catalog/product-pictures';
import { productsOnSaleFor, restockAs } from '../../core/catalog/operate-stock';
import type { Handlers } from '../api/endpoints';
import { actorOf } from './operator-session';

/** A picture's move as the core reads it, from the request's fields. */
const pictureMove = (
  move: PictureMove['kind'],
  sku: string | null | undefined,
  alt: string | undefined,
): PictureMove => {
  switch (move) {
    case 'variant':
      return { kind: move, sku: sku ?? null };
    case 'alt':
      return { kind: move, text: alt ?? '' };
    default:
      return { kind: move };
  }
};

/** The catalogue in the operators' API (contract/admin-catalogue.ts): each use case checks the role; a picture uploaded
 * is drawn at every size into the cache of this app's picture routes (`sizes`). */
export const adminCatalogueHandlers = (
  c: AppContainer,
  sizes: PictureSizes,
): Handlers<typeof adminCatalogueEndpoints> => {
  const catalogue = c.get(T.catalogueAdmin);
  const { products, picturesDrawnBy, bulkPrice, taxonomy } = c.get(T.catalogueConsole);
  const pictures = picturesDrawnBy(sizes);
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
    arrangePicture: ({ slug, file, move, sku, alt }, ctx) =>
      pictures.arrange(actorOf(ctx.actor), slug, file, pictureMove(move, sku, alt)),
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
