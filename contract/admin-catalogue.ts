import type { BulkPriceLine } from '../core/catalog/bulk-price';
import type { ProductLine, ProductSheet } from '../core/catalog/edit-product';
import type { VariantLine } from '../core/catalog/list-variants';
import type { ImportDone } from '../core/catalog/operate-catalogue';
import type { RestockDone } from '../core/catalog/operate-stock';
import type { ProductPicture, ProductSummary } from '../core/catalog/ports';
import type { PriceSet } from '../core/catalog/set-variant-price';
import type { Taxonomy } from '../core/catalog/taxonomy';
import { endpoint } from './endpoint';
import type { adminCatalogueInputs as I } from './inputs/admin-catalogue';

const WRITE = ['forbidden', 'invalid-input'] as const;
/** The refusals of the product editor (core/catalog/edit-product.ts) and of the pictures (product-pictures.ts). */
const EDIT = [...WRITE, 'product-not-found', 'variant-not-found', 'stale'] as const;
const PICTURE = [...EDIT, 'picture-not-found', 'picture-too-large'] as const;
const TAXONOMY = [...WRITE, 'taxonomy-not-found'] as const;

/** The catalogue in the operators' API: roles that read it (`catalogue.read`, the warehouse too) look; roles that write
 * it (`catalogue.write`) change products, variants, pictures, categories, brands and prices; the warehouse changes a
 * variant's stock (`stock.write`). Every change is audited under the operator and moves the catalogue version. */
export const adminCatalogueEndpoints = {
  /** Every variant, withdrawn ones too; `low=1`: only those on sale at or under their low-stock level. */
  listVariants: endpoint<readonly VariantLine[], typeof I.listVariants>()({
    method: 'GET',
    path: '/api/admin/v1/catalogue/variants',
    errors: ['forbidden'],
  }),
  /** Sets the price in whole pesos, and the "antes" price (null drops it, absent keeps it); audited. */
  setVariantPrice: endpoint<PriceSet, typeof I.setVariantPrice>()({
    method: 'POST',
    path: '/api/admin/v1/catalogue/variants/:sku/price',
    errors: ['forbidden', 'invalid-input', 'variant-not-found', 'stale'],
  }),
  /** Adds a delivery's `units` (1 to 10000) to a variant's stock, audited as a restock (`stock.write`); when it was sold
   * out, the shoppers who asked to be told are mailed, and counted in `mailed`. */
  restockVariant: endpoint<RestockDone, typeof I.restockVariant>()({
    method: 'POST',
    path: '/api/admin/v1/catalogue/variants/:sku/restock',
    errors: ['forbidden', 'invalid-input', 'variant-not-found'],
  }),
  /** The products on sale, of one `category` or all, by name, as the shop lists them (`fornido catalog list`). */
  productsOnSale: endpoint<readonly ProductSummary[], typeof I.productsOnSale>()({
    method: 'GET',
    path: '/api/admin/v1/catalogue/on-sale',
    errors: ['forbidden', 'category-not-found'],
  }),
  /** Every product, withdrawn ones too. */
  listProducts: endpoint<readonly ProductLine[], typeof I.listProducts>()({
    method: 'GET',
    path: '/api/admin/v1/catalogue/products',
    errors: ['forbidden'],
  }),
  /** A product with its variants and pictures. */
  getProduct: endpoint<ProductSheet, typeof I.getProduct>()({
    method: 'GET',
    path: '/api/admin/v1/catalogue/products/:slug',
    errors: ['forbidden', 'product-not-found'],
  }),
  /** Creates a product (without variants: it reaches the shop with its first active variant). */
  createProduct: endpoint<ProductSheet, typeof I.createProduct>()({
    method: 'POST',
    path: '/api/admin/v1/catalogue/products',
    status: 201,
    errors: EDIT,
  }),
  /** Changes a product's fields; its slug, part of its address, stays. */
  updateProduct: endpoint<ProductSheet, typeof I.updateProduct>()({
    method: 'PUT',
    path: '/api/admin/v1/catalogue/products/:slug',
    errors: EDIT,
  }),
  addVariant: endpoint<ProductSheet, typeof I.addVariant>()({
    method: 'POST',
    path: '/api/admin/v1/catalogue/products/:slug/variants',
    status: 201,
    errors: EDIT,
  }),
  /** Changes a variant's fields (its sku stays); the warehouse may change its stock only. */
  updateVariant: endpoint<ProductSheet, typeof I.updateVariant>()({
    method: 'PUT',
    path: '/api/admin/v1/catalogue/variants/:sku',
    errors: EDIT,
  }),
  /** Adds a photo, sent as the request's body (Content-Type image/…, at most 5 MB); the product's pictures after. */
  addPicture: endpoint<readonly ProductPicture[], typeof I.addPicture>()({
    method: 'POST',
    path: '/api/admin/v1/catalogue/products/:slug/pictures',
    status: 201,
    errors: PICTURE,
  }),
  /** Moves a picture up or down, removes it, makes it a variant's own (`sku`, null: the whole product's), or sets its
   * text for people who do not see it (`move: 'alt'`, `alt`: 1 to 125 characters, what the shop's <img alt> says). */
  arrangePicture: endpoint<readonly ProductPicture[], typeof I.arrangePicture>()({
    method: 'POST',
    path: '/api/admin/v1/catalogue/products/:slug/pictures/:file',
    errors: PICTURE,
  }),
  /** The categories (in the shop's order) and brands, with their products counted. */
  listTaxonomy: endpoint<Taxonomy, typeof I.listTaxonomy>()({
    method: 'GET',
    path: '/api/admin/v1/catalogue/taxonomy',
    errors: ['forbidden'],
  }),
  /** Makes a category or brand; its slug (from its name unless given) never changes after. */
  createTaxonomy: endpoint<Taxonomy, typeof I.createTaxonomy>()({
    method: 'POST',
    path: '/api/admin/v1/catalogue/taxonomy',
    status: 201,
    errors: TAXONOMY,
  }),
  /** Renames a category or brand: what pages say changes, their addresses stay. */
  renameTaxonomy: endpoint<Taxonomy, typeof I.renameTaxonomy>()({
    method: 'PUT',
    path: '/api/admin/v1/catalogue/taxonomy/:kind/:slug',
    errors: TAXONOMY,
  }),
  /** Every variant a bulk change would reach, its prices before and after; nothing is written. */
  previewBulkPrice: endpoint<readonly BulkPriceLine[], typeof I.previewBulkPrice>()({
    method: 'POST',
    path: '/api/admin/v1/catalogue/bulk-price/preview',
    errors: [...WRITE],
  }),
  /** Applies the change previewed, if the catalogue still gives the previewed prices; each variant audited. */
  applyBulkPrice: endpoint<{ readonly changed: number }, typeof I.applyBulkPrice>()({
    method: 'POST',
    path: '/api/admin/v1/catalogue/bulk-price',
    errors: [...WRITE, 'stale'],
  }),
  /** The whole catalogue as the CLI's catalogue file (CSV), to download. */
  exportCatalogue: endpoint<{ readonly csv: string; readonly variants: number }, typeof I.exportCatalogue>()({
    method: 'GET',
    path: '/api/admin/v1/catalogue/export',
    errors: ['forbidden'],
  }),
  /** Reads a catalogue file as `fornido catalog import` does: a dry run reports every change, else it is written whole
   * when every line is valid (the shoppers waiting for a variant it put back in stock are mailed, `mailed`);
   * `invalid-file` lists every problem by line and column, in Spanish unless `language` is `en`. */
  importCatalogue: endpoint<ImportDone, typeof I.importCatalogue>()({
    method: 'POST',
    path: '/api/admin/v1/catalogue/import',
    errors: [...WRITE, 'invalid-file', 'stale'],
  }),
};
