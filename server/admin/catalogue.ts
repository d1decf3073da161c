import { T, type AppContainer } from '../../adapters/container';
import type { adminCatalogueEndpoints } from '../../contract/admin-catalogue';
import { setPriceAs, variantsFor } from '../../core/catalog/operate-catalogue';
import type { Handlers } from '../api/endpoints';
import { actorOf } from './operator-session';

/** The catalogue in the operators' API (contract/admin-catalogue.ts). */
export const adminCatalogueHandlers = (c: AppContainer): Handlers<typeof adminCatalogueEndpoints> => {
  const catalogue = c.get(T.catalogueAdmin);
  const [variants, setPrice] = [variantsFor(catalogue), setPriceAs(catalogue)];
  return {
    listVariants: ({ low }, ctx) => variants(actorOf(ctx.actor), low === '1'),
    setVariantPrice: ({ sku, price, compareAt }, ctx) =>
      setPrice(actorOf(ctx.actor), { sku, price, ...(compareAt !== undefined ? { compareAt } : {}) }),
  };
};
