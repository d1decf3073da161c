import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import { invalidField, type Forbidden, type InvalidOperatorInput } from '../operators/operator-errors';
import { changedByPercent, type Pesos } from '../shared/money';
import type { Clock } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import { changedFields, type CatalogueChange, type CatalogueSnapshot } from './catalogue-fields';
import type { StaleCatalogue } from './operate-catalogue';
import type { CatalogueEditor } from './ports';

/** New prices are rounded half-up to whole hundreds of pesos, as the store's prices are written (POLICY.md says nothing
 * of how a percentage change rounds; this is the rule until it does). */
export const PRICE_STEP = 100;
/** The changes a bulk change may make: down to a 90 % discount, up to three times the price. */
export const BULK_PERCENT = { min: -90, max: 200 } as const;

/** Which variants a bulk change is for: a category's, a brand's, those whose product name, slug or sku contains a text
 * (ignoring case and accents), or all of those together; every variant when none is given. */
export type BulkPriceFilter = { readonly category?: string; readonly brand?: string; readonly search?: string };

type Prices = { readonly price: Pesos; readonly compareAt: Pesos | null };

/** One variant's prices before and after the change. */
export type BulkPriceLine = {
  readonly sku: string;
  readonly product: string;
  readonly productName: string;
  readonly size: string;
  readonly flavour: string | null;
  readonly before: Prices;
  readonly after: Prices;
};

export type BulkPriceError = Forbidden | InvalidOperatorInput | StaleCatalogue;

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The percentage's own problem, in the console's Spanish, or null. */
const percentProblem = (percent: number) =>
  !Number.isFinite(percent) || Math.round(percent * 100) !== percent * 100
    ? 'Escribe el porcentaje con hasta dos decimales (por ejemplo 5 o -12,5).'
    : percent === 0
      ? 'Un cambio de 0 % no cambia nada: escribe cuánto sube (5) o baja (-10).'
      : percent < BULK_PERCENT.min || percent > BULK_PERCENT.max
        ? `El porcentaje va de ${BULK_PERCENT.min} a ${BULK_PERCENT.max}.`
        : null;

/** Every variant the filter names, with its price changed by `percent` (rounded to `PRICE_STEP`); an "antes" price no
 * longer above the new price is dropped, since it would show a saving that is not one. */
export const planBulkPrice = (
  snapshot: CatalogueSnapshot,
  filter: BulkPriceFilter,
  percent: number,
): readonly BulkPriceLine[] => {
  const products = new Map(snapshot.products.map((p) => [p.slug, p]));
  const search = folded(filter.search?.trim() ?? '');
  return snapshot.variants.flatMap((v): BulkPriceLine[] => {
    const p = products.get(v.product)!;
    if (filter.category && p.category !== filter.category) return [];
    if (filter.brand && p.brand !== filter.brand) return [];
    if (search && ![p.name, p.slug, v.sku].some((t) => folded(t).includes(search))) return [];
    const price = changedByPercent(v.price, percent, PRICE_STEP);
    const compareAt = v.compareAt !== null && v.compareAt > price ? v.compareAt : null;
    const { sku, size, flavour } = v;
    const before = { price: v.price, compareAt: v.compareAt };
    return [{ sku, product: p.slug, productName: p.name, size, flavour, before, after: { price, compareAt } }];
  });
};

/**
 * A percentage change of the prices of a filtered set of variants (roles that write the catalogue): first a preview of
 * every variant's price before and after, then the change itself, which is applied only if the catalogue still gives
 * the previewed prices (else nothing is written), each variant's change audited under the operator.
 */
export const bulkPrice = (deps: { readonly editor: CatalogueEditor; readonly clock: Clock }) => {
  const plan = async (actor: Actor, filter: BulkPriceFilter, percent: number) => {
    const refused = authorize(actor, 'catalogue.write');
    if (refused) return err(refused);
    const problem = percentProblem(percent);
    if (problem) return err(invalidField('percent', problem));
    return ok(planBulkPrice(await deps.editor.snapshot(), filter, percent));
  };
  return {
    preview: (
      actor: Actor,
      filter: BulkPriceFilter,
      percent: number,
    ): Promise<Result<readonly BulkPriceLine[], Forbidden | InvalidOperatorInput>> => plan(actor, filter, percent),

    /** Applies the change previewed: `previewed` gives each variant's price as the preview showed it. */
    apply: async (
      actor: Actor,
      filter: BulkPriceFilter,
      percent: number,
      previewed: readonly { readonly sku: string; readonly price: number }[],
    ): Promise<Result<{ readonly changed: number }, BulkPriceError>> => {
      const planned = await plan(actor, filter, percent);
      if (!planned.ok) return planned;
      const lines = planned.value;
      const seen = new Map(previewed.map((p) => [p.sku, p.price]));
      const stale: StaleCatalogue = {
        kind: 'stale',
        message: 'El catálogo cambió desde la vista previa: no se cambió nada. Revisa la vista previa de nuevo.',
      };
      if (lines.length !== seen.size || lines.some((l) => seen.get(l.sku) !== l.before.price)) return err(stale);
      const changes = lines.flatMap((l): CatalogueChange[] => {
        const change = changedFields<Prices>(l.before, l.after);
        return Object.keys(change.after).length === 0
          ? []
          : [{ kind: 'variant', subject: l.sku, product: l.product, ...change }];
      });
      if (changes.length === 0) return ok({ changed: 0 });
      const by = { actor: actor.name, at: deps.clock.now(), source: 'bulk-price' } as const;
      return (await deps.editor.apply(changes, by)) === 'stale' ? err(stale) : ok({ changed: changes.length });
    },
  };
};
