import type { Clock } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import type { CatalogueStock } from './ports';

/** Most units one restock may add: a typo (an extra zero or three) is refused rather than put on sale. */
export const MAX_RESTOCK_UNITS = 10_000;
/** What units a restock takes, in the operators' English. */
export const RESTOCK_UNITS_RULE = `Give the units received as a whole number from 1 to ${MAX_RESTOCK_UNITS}.`;

export type RestockError =
  | { readonly kind: 'invalid-input'; readonly message: string; readonly fields: { readonly units: string } }
  | { readonly kind: 'variant-not-found'; readonly message: string };

/** What a restock did: the variant's units before and after. */
export type Restocked = { readonly sku: string; readonly before: number; readonly after: number };

/** Puts a delivery's units of a variant on sale (an operator's action, recorded in the catalogue audit under `actor`);
 * the shoppers waiting for it, if it was sold out, are then due their mail. Messages are for operators, in English. */
export const restockVariant =
  (deps: { readonly stock: CatalogueStock; readonly clock: Clock }) =>
  async (input: {
    readonly sku: string;
    readonly units: number;
    readonly actor: string;
  }): Promise<Result<Restocked, RestockError>> => {
    if (!Number.isSafeInteger(input.units) || input.units < 1 || input.units > MAX_RESTOCK_UNITS) {
      return err({ kind: 'invalid-input', message: RESTOCK_UNITS_RULE, fields: { units: RESTOCK_UNITS_RULE } });
    }
    const sku = input.sku.trim().toUpperCase();
    const by = { actor: input.actor, at: deps.clock.now(), source: 'restock' } as const;
    const changed = await deps.stock.addStock(sku, input.units, by);
    if (!changed) return err({ kind: 'variant-not-found', message: `No variant has the sku "${sku}".` });
    return ok({ sku, ...changed });
  };
