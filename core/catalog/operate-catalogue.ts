import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import { invalidField, type Forbidden, type InvalidOperatorInput } from '../operators/operator-errors';
import { err, ok, type Result } from '../shared/result';
import type { listVariants, VariantLine } from './list-variants';
import type { PriceSet, setVariantPrice } from './set-variant-price';

export type VariantNotFound = { readonly kind: 'variant-not-found'; readonly message: string };
export type StaleCatalogue = { readonly kind: 'stale'; readonly message: string };
export type ConsolePriceError = Forbidden | InvalidOperatorInput | VariantNotFound | StaleCatalogue;

type Deps = {
  readonly listVariants: ReturnType<typeof listVariants>;
  readonly setVariantPrice: ReturnType<typeof setVariantPrice>;
};

/** The variants as the console lists them (any role that reads the catalogue: the warehouse sees its stock). */
export const variantsFor =
  (deps: Deps) =>
  async (actor: Actor, low: boolean): Promise<Result<readonly VariantLine[], Forbidden>> => {
    const refused = authorize(actor, 'catalogue.read');
    return refused ? err(refused) : ok(await deps.listVariants({ low }));
  };

/** Sets a variant's price from the console (roles that write the catalogue), audited under the operator, with the
 * console's Spanish for each refusal. */
export const setPriceAs =
  (deps: Deps) =>
  async (
    actor: Actor,
    input: { readonly sku: string; readonly price: number; readonly compareAt?: number | null },
  ): Promise<Result<PriceSet, ConsolePriceError>> => {
    const refused = authorize(actor, 'catalogue.write');
    if (refused) return err(refused);
    const set = await deps.setVariantPrice({ ...input, actor: actor.name });
    if (set.ok) return set;
    switch (set.error.kind) {
      case 'invalid-input':
        return err(
          set.error.field === 'price'
            ? invalidField('price', 'Escribe el precio en pesos, sin puntos (por ejemplo 189900).')
            : invalidField('compareAt', 'El precio "antes" debe ser mayor que el precio, o quedar vacío.'),
        );
      case 'variant-not-found':
        return err({ kind: 'variant-not-found', message: `No hay una presentación con la referencia ${input.sku}.` });
      case 'stale':
        return err({
          kind: 'stale',
          message: 'La presentación cambió mientras tanto: no se cambió nada. Inténtalo de nuevo.',
        });
    }
  };
