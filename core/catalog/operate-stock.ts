import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import { invalidField, type Forbidden, type InvalidOperatorInput } from '../operators/operator-errors';
import { err, ok, type Result } from '../shared/result';
import type { VariantNotFound } from './operate-catalogue';
import type { ProductStore, ProductSummary } from './ports';
import { MAX_RESTOCK_UNITS, type Restocked, type restockVariant } from './restock-variant';

/** A restock as an operator sees it: the units before and after, and how many shoppers waiting for it were mailed. */
export type RestockDone = Restocked & { readonly mailed: number };
export type CategoryNotFound = { readonly kind: 'category-not-found'; readonly message: string };

type Deps = {
  readonly restockVariant: ReturnType<typeof restockVariant>;
  /** Mails the shoppers whose avísame is due (a sold-out variant back in stock). */
  readonly notifyRestocked: () => Promise<{ readonly notified: number }>;
};

/** Puts a delivery's units of a variant on sale (roles that change stock: the warehouse too), as an addition audited
 * as a restock under the operator, never a stock set to a number another change could overtake; when it was sold out,
 * the shoppers who asked to be told are mailed at once and counted. */
export const restockAs =
  (deps: Deps) =>
  async (
    actor: Actor,
    input: { readonly sku: string; readonly units: number },
  ): Promise<Result<RestockDone, Forbidden | InvalidOperatorInput | VariantNotFound>> => {
    const refused = authorize(actor, 'stock.write');
    if (refused) return err(refused);
    const done = await deps.restockVariant({ ...input, actor: actor.name });
    if (!done.ok)
      return err(
        done.error.kind === 'invalid-input'
          ? invalidField('units', `Escribe las unidades recibidas, un número entero de 1 a ${MAX_RESTOCK_UNITS}.`)
          : { kind: 'variant-not-found', message: `No hay una presentación con la referencia ${input.sku}.` },
      );
    const mailed = done.value.before === 0 ? (await deps.notifyRestocked()).notified : 0;
    return ok({ ...done.value, mailed });
  };

const PAGE = 100;

/** Every product on sale, of one category or all, by name, as the shop lists them (lowest price, picture, sizes). */
export const productsOnSale =
  (deps: { readonly products: Pick<ProductStore, 'listProducts'> }) =>
  async (category?: string): Promise<readonly ProductSummary[]> => {
    const all: ProductSummary[] = [];
    for (let offset = 0; ; offset += PAGE) {
      const page = await deps.products.listProducts({ category, sort: 'nombre', offset, limit: PAGE });
      all.push(...page.items);
      if (all.length >= page.total || page.items.length === 0) return all;
    }
  };

/** The products on sale for an operator (any role that reads the catalogue); an unknown category is refused. */
export const productsOnSaleFor =
  (deps: { readonly products: Pick<ProductStore, 'listProducts' | 'findCategory'> }) =>
  async (actor: Actor, category?: string): Promise<Result<readonly ProductSummary[], Forbidden | CategoryNotFound>> => {
    const refused = authorize(actor, 'catalogue.read');
    if (refused) return err(refused);
    if (category && !(await deps.products.findCategory(category)))
      return err({ kind: 'category-not-found', message: `No existe la categoría "${category}".` });
    return ok(await productsOnSale(deps)(category));
  };
