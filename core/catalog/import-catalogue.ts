import { readCsv, type Language } from '../shared/csv';
import type { Clock } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import { readHeader, readSheetLine, type SheetError, type SheetRow } from './catalogue-sheet';
import { checkAcrossLines, planCatalogueImport, type ImportOutcome } from './plan-catalogue-import';
import type { CatalogueEditor } from './ports';

export type ImportError =
  | { readonly kind: 'invalid-file'; readonly message: string; readonly errors: readonly SheetError[] }
  | { readonly kind: 'stale'; readonly message: string };

/** What an import did (or, not `written`, would do) to each product and variant of the file. */
export type ImportReport = { readonly outcomes: readonly ImportOutcome[]; readonly written: boolean };

/** What a refused file is told, in the CLI's English or the console's Spanish. */
export const invalidFileMessage = (problems: number, lang: Language): string =>
  lang === 'en'
    ? `The file has ${problems === 1 ? 'a problem' : `${problems} problems`}; nothing was changed.`
    : `El archivo tiene ${problems === 1 ? 'un problema' : `${problems} problemas`}: no se cambió nada.`;

const invalid = (errors: readonly SheetError[]): Result<never, ImportError> =>
  err({ kind: 'invalid-file', message: invalidFileMessage(errors.length, 'en'), errors });

/** The file's lines whose cells are all valid, and the problems of the others; or the problem of a file that cannot be
 * read at all (broken CSV, a wrong header). */
const readSheet = (csv: string, lang: Language): Result<{ rows: SheetRow[]; errors: SheetError[] }, SheetError[]> => {
  const records = readCsv(csv);
  if (!records.ok) return err([{ line: records.error.line, column: null, message: records.error.message[lang] }]);
  const [header, ...lines] = records.value;
  const empty = {
    en: 'the file is empty: it needs at least its header line',
    es: 'el archivo está vacío: necesita al menos la línea de encabezado',
  };
  if (!header) return err([{ line: 1, column: null, message: empty[lang] }]);
  const columns = readHeader(header, lang);
  if (!columns.ok) return columns;
  const rows: SheetRow[] = [];
  const errors: SheetError[] = [];
  for (const record of lines) {
    const row = readSheetLine(record, columns.value, lang);
    if (row.ok) rows.push(row.value);
    else errors.push(...row.error);
  }
  return ok({ rows, errors });
};

/**
 * Makes the catalogue say what a catalogue file (as `exportCatalogue` writes it) says: creates the products and
 * variants it adds and changes the fields it changes, each recorded in the audit under `actor`. Every line is read and
 * checked first, and the file is written whole, in one transaction, only when every line is valid; a dry run only
 * reports. Nothing missing from the file is deleted or changed. Messages are for operators, in English.
 */
export const importCatalogue =
  (deps: { readonly editor: CatalogueEditor; readonly clock: Clock }) =>
  async (input: {
    readonly csv: string;
    readonly actor: string;
    readonly dryRun: boolean;
    /** The language of the lines' problems: the CLI's English unless told (the console's Spanish). */
    readonly language?: Language;
  }): Promise<Result<ImportReport, ImportError>> => {
    const lang = input.language ?? 'en';
    const sheet = readSheet(input.csv, lang);
    if (!sheet.ok) return invalid(sheet.error);
    const { rows, errors } = sheet.value;
    const [current, refs] = await Promise.all([deps.editor.snapshot(), deps.editor.references()]);
    const problems = [...errors, ...checkAcrossLines(rows, current, refs, lang)].sort((a, b) => a.line - b.line);
    if (problems.length > 0) return invalid(problems);
    const { changes, outcomes } = planCatalogueImport(rows, current);
    if (input.dryRun || changes.length === 0) return ok({ outcomes, written: false });
    const by = { actor: input.actor, at: deps.clock.now(), source: 'import' } as const;
    if ((await deps.editor.apply(changes, by)) === 'stale')
      return err({
        kind: 'stale',
        message: 'The catalogue changed while the file was read; nothing was changed: run the import again.',
      });
    return ok({ outcomes, written: true });
  };
