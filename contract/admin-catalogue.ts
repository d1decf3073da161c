import type { VariantLine } from '../core/catalog/list-variants';
import type { PriceSet } from '../core/catalog/set-variant-price';
import { endpoint } from './endpoint';
import type { adminCatalogueInputs as I } from './inputs/admin-catalogue';

/** The catalogue in the operators' API: its variants (`catalogue.read`) and their prices (`catalogue.write`). */
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
};
