import type { Filters } from './listing';
import type { Variant } from './product';

/** The filters of a listing that one variant, rather than the whole product, meets or not. */
export type VariantFilters = Pick<Filters, 'flavours' | 'priceMin' | 'priceMax' | 'inStock'>;

type Candidate = Pick<Variant, 'flavour' | 'price' | 'stock'>;

/** Whether the filters name anything of a single variant (a flavour, a price range, stock): only then does a card show one. */
export const filtersVariants = (f: VariantFilters): boolean =>
  f.flavours.length > 0 || f.priceMin !== null || f.priceMax !== null || f.inStock;

const hasPrice = (f: VariantFilters) => f.priceMin !== null || f.priceMax !== null;
// Flavours compare ignoring case, as the listing's filter does.
const flavourMet = (v: Candidate, f: VariantFilters) =>
  v.flavour !== null && f.flavours.some((x) => x.toLowerCase() === v.flavour!.toLowerCase());
const priceMet = (v: Candidate, f: VariantFilters) =>
  v.price >= (f.priceMin ?? 0) && v.price <= (f.priceMax ?? Number.MAX_SAFE_INTEGER);

/** Whether a variant meets every variant-level filter the shopper chose (any variant does when none is chosen). */
export const meetsFilters = (v: Candidate, f: VariantFilters): boolean =>
  (f.flavours.length === 0 || flavourMet(v, f)) && (!hasPrice(f) || priceMet(v, f)) && (!f.inStock || v.stock > 0);

/** A variant's weight under the filters: a chosen flavour met weighs most, then the price range, then being in stock
 * (whether or not "disponible" was ticked), so a variant meeting every filter always outweighs one that does not. */
const weight = (v: Candidate, f: VariantFilters) =>
  Number(f.flavours.length > 0 && flavourMet(v, f)) * 4 +
  Number(hasPrice(f) && priceMet(v, f)) * 2 +
  Number(v.stock > 0);

/**
 * The variant a listing's filters point at, which its card shows, its link opens and quick add starts on: the one with
 * the ticked flavour, then within the price range, then in stock; among equals the cheapest, then the first in the
 * product's own order. So whenever some variant meets every filter the chosen one does (a shopper who ticked "Vainilla"
 * never gets Chocolate), and it is the cheapest such: the price a price-sorted listing orders the card by. Undefined
 * only for a product without variants.
 */
export const chosenVariant = <V extends Candidate>(variants: readonly V[], f: VariantFilters): V | undefined => {
  let best: V | undefined;
  for (const v of variants) {
    if (best === undefined) best = v;
    else {
      const by = weight(v, f) - weight(best, f) || best.price - v.price;
      // Strictly better only: the earlier variant keeps a tie.
      if (by > 0) best = v;
    }
  }
  return best;
};
