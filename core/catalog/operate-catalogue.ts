import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import { invalidField, type Forbidden, type InvalidOperatorInput } from '../operators/operator-errors';
import { err, ok, type Result } from '../shared/result';
import type { SheetError } from './catalogue-sheet';
import type { exportCatalogue } from './export-catalogue';
import type { Language } from '../shared/csv';
import { invalidFileMessage, type importCatalogue, type ImportReport } from './import-catalogue';
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

/** The variants as the console lists them: for roles that read the catalogue, and for the warehouse, which keeps their
 * stock. */
export const variantsFor =
  (deps: Deps) =>
  async (actor: Actor, low: boolean): Promise<Result<readonly VariantLine[], Forbidden>> => {
    const refused = authorize(actor, 'catalogue.read') && authorize(actor, 'stock.write');
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

/** What an import did or would do, and how many shoppers waiting for a variant the file put back in stock were mailed. */
export type ImportDone = ImportReport & { readonly mailed: number };

/** A catalogue file read by the CLI's import (roles that write the catalogue): a dry run reports what it would change,
 * otherwise it is written whole, only when every line is valid; every problem by line and column, in the console's
 * Spanish unless `language` says the CLI's English. A variant the file put back in stock has its avísame requests due
 * (migration 0014's trigger): they are mailed at once, as a restock mails them. */
export const importAs =
  (deps: Pick<Deps, 'importCatalogue'> & { readonly notifyRestocked: () => Promise<{ readonly notified: number }> }) =>
  async (
    actor: Actor,
    input: { readonly csv: string; readonly dryRun: boolean; readonly language?: Language },
  ): Promise<Result<ImportDone, Forbidden | InvalidCatalogueFile | StaleCatalogue>> => {
    const refused = authorize(actor, 'catalogue.write');
    if (refused) return err(refused);
    const language = input.language ?? 'es';
    const report = await deps.importCatalogue({ ...input, actor: actor.name, language });
    if (report.ok) {
      const mailed = report.value.written ? (await deps.notifyRestocked()).notified : 0;
      return ok({ ...report.value, mailed });
    }
    if (report.error.kind === 'invalid-file') {
      const { errors } = report.error;
      return err({ kind: 'invalid-file', message: invalidFileMessage(errors.length, language), errors });
    }
    return err({
      kind: 'stale',
      message:
        language === 'en'
          ? report.error.message
          : 'El catálogo cambió mientras se leía el archivo: no se cambió nada. Súbelo de nuevo.',
    });
  };
