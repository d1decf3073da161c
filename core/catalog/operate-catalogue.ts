import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import { invalidField, type Forbidden, type InvalidOperatorInput } from '../operators/operator-errors';
import { err, ok, type Result } from '../shared/result';
import type { SheetError } from './catalogue-sheet';
import type { exportCatalogue } from './export-catalogue';
import type { importCatalogue, ImportReport } from './import-catalogue';
import type { listVariants, VariantLine } from './list-variants';
import type { PriceSet, setVariantPrice } from './set-variant-price';

export type VariantNotFound = { readonly kind: 'variant-not-found'; readonly message: string };
export type StaleCatalogue = { readonly kind: 'stale'; readonly message: string };
export type ConsolePriceError = Forbidden | InvalidOperatorInput | VariantNotFound | StaleCatalogue;
/** A catalogue file with problems: every one, by line and column; nothing was written. */
export type InvalidCatalogueFile = {
  readonly kind: 'invalid-file';
  readonly message: string;
  readonly errors: readonly SheetError[];
};

type Deps = {
  readonly listVariants: ReturnType<typeof listVariants>;
  readonly setVariantPrice: ReturnType<typeof setVariantPrice>;
  readonly exportCatalogue: ReturnType<typeof exportCatalogue>;
  readonly importCatalogue: ReturnType<typeof importCatalogue>;
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

/** The whole catalogue as the CLI's catalogue file, for the console to download (any role that reads the catalogue). */
export const exportFor =
  (deps: Pick<Deps, 'exportCatalogue'>) =>
  async (actor: Actor): Promise<Result<{ readonly csv: string; readonly variants: number }, Forbidden>> => {
    const refused = authorize(actor, 'catalogue.read');
    return refused ? err(refused) : ok(await deps.exportCatalogue());
  };

/** A catalogue file read by the CLI's import (roles that write the catalogue): a dry run reports what it would change,
 * otherwise it is written whole, only when every line is valid; every problem by line and column, in Spanish. */
export const importAs =
  (deps: Pick<Deps, 'importCatalogue'>) =>
  async (
    actor: Actor,
    input: { readonly csv: string; readonly dryRun: boolean },
  ): Promise<Result<ImportReport, Forbidden | InvalidCatalogueFile | StaleCatalogue>> => {
    const refused = authorize(actor, 'catalogue.write');
    if (refused) return err(refused);
    const report = await deps.importCatalogue({ ...input, actor: actor.name, language: 'es' });
    if (report.ok) return report;
    if (report.error.kind === 'stale')
      return err({
        kind: 'stale',
        message: 'El catálogo cambió mientras se leía el archivo: no se cambió nada. Súbelo de nuevo.',
      });
    const { errors } = report.error;
    const count = errors.length === 1 ? 'un problema' : `${errors.length} problemas`;
    return err({ kind: 'invalid-file', message: `El archivo tiene ${count}: no se cambió nada.`, errors });
  };
