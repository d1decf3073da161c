import type { CsvRecord, Language } from '../shared/csv';
import { err, ok, type Result } from '../shared/result';
import type { ProductFields, VariantFields } from './catalogue-fields';
import {
  freeText,
  goalCell,
  optionalPesos,
  optionalText,
  pesosCell,
  requiredText,
  skuCell,
  slugCell,
  taxRateCell,
  wholeNumber,
  yesNo,
  type Cell,
} from './sheet-cells';

export type Columns<F> = { readonly [K in keyof F]-?: readonly [column: string, cell: Cell<F[K]>] };

/** The product's columns of the catalogue file, in the file's order. */
export const PRODUCT_COLUMNS: Columns<ProductFields> = {
  slug: ['slug', slugCell],
  name: ['name', requiredText],
  brand: ['brand', slugCell],
  category: ['category', slugCell],
  goal: ['goal', goalCell],
  summary: ['summary', freeText],
  description: ['description', freeText],
  ingredients: ['ingredients', freeText],
  usage: ['usage', freeText],
  invima: ['invima', freeText],
  servingSize: ['serving_size', freeText],
  seoTitle: ['seo_title', freeText],
  seoDescription: ['seo_description', freeText],
  active: ['product_active', yesNo],
};

/** The variant's columns, after the product's. */
export const VARIANT_COLUMNS: Columns<VariantFields> = {
  sku: ['sku', skuCell],
  size: ['size', requiredText],
  flavour: ['flavour', optionalText],
  weightGrams: ['weight_grams', wholeNumber(1)],
  servings: ['servings', wholeNumber(1)],
  taxRate: ['tax_rate', taxRateCell],
  price: ['price', pesosCell],
  compareAt: ['compare_at', optionalPesos],
  stock: ['stock', wholeNumber(0)],
  lowStockLevel: ['low_stock_level', wholeNumber(0)],
  active: ['variant_active', yesNo],
};

/** A problem with one cell (or the whole line, without a column), for operators. */
export type SheetError = { readonly line: number; readonly column: string | null; readonly message: string };

export type SheetRow = { readonly line: number; readonly product: ProductFields; readonly variant: VariantFields };

const entries = <F>(columns: Columns<F>) =>
  Object.entries(columns) as [keyof F & string, readonly [string, Cell<unknown>]][];

/** The header line of the catalogue file. */
export const SHEET_HEADER: readonly string[] = [...entries(PRODUCT_COLUMNS), ...entries(VARIANT_COLUMNS)].map(
  ([, [column]]) => column,
);

const writeFields = <F>(columns: Columns<F>, fields: F) =>
  entries(columns).map(([key, [, cell]]) => cell.write(fields[key]));

/** One line of the catalogue file: a variant with its product's fields. */
export const sheetLine = (product: ProductFields, variant: VariantFields): string[] => [
  ...writeFields(PRODUCT_COLUMNS, product),
  ...writeFields(VARIANT_COLUMNS, variant),
];

/** Where each column is in the file, by the header line; every column must be there once, and no other. */
export const readHeader = (
  header: CsvRecord,
  lang: Language = 'en',
): Result<ReadonlyMap<string, number>, SheetError[]> => {
  const errors: SheetError[] = [];
  const at = new Map<string, number>();
  header.fields.forEach((name, i) => {
    const column = name.trim();
    const columns = SHEET_HEADER.join(', ');
    const problem = !SHEET_HEADER.includes(column)
      ? { en: `unknown column; the columns are ${columns}`, es: `columna desconocida; las columnas son ${columns}` }
      : at.has(column)
        ? { en: 'this column is given twice', es: 'esta columna aparece dos veces' }
        : null;
    if (problem) errors.push({ line: header.line, column, message: problem[lang] });
    else at.set(column, i);
  });
  const missing = { en: 'this column is missing from the header', es: 'falta esta columna en el encabezado' };
  for (const column of SHEET_HEADER)
    if (!at.has(column)) errors.push({ line: header.line, column, message: missing[lang] });
  return errors.length > 0 ? err(errors) : ok(at);
};

const readFields = <F>(
  columns: Columns<F>,
  record: CsvRecord,
  at: ReadonlyMap<string, number>,
  errors: SheetError[],
  lang: Language,
) => {
  const fields: Record<string, unknown> = {};
  for (const [key, [column, cell]] of entries(columns)) {
    const read = cell.read(record.fields[at.get(column)!]);
    if (read.ok) fields[key] = read.value;
    else errors.push({ line: record.line, column, message: read.error[lang] });
  }
  return fields as F;
};

/** One line read by the header's columns, or every problem of its cells. */
export const readSheetLine = (
  record: CsvRecord,
  at: ReadonlyMap<string, number>,
  lang: Language = 'en',
): Result<SheetRow, SheetError[]> => {
  if (record.fields.length !== at.size) {
    const [n, header] = [record.fields.length, at.size];
    const message = {
      en: `has ${n} fields where the header has ${header}`,
      es: `tiene ${n} campos y el encabezado ${header}`,
    };
    return err([{ line: record.line, column: null, message: message[lang] }]);
  }
  const errors: SheetError[] = [];
  const product = readFields(PRODUCT_COLUMNS, record, at, errors, lang);
  const variant = readFields(VARIANT_COLUMNS, record, at, errors, lang);
  // Checked when both prices could be read (a price that could not is reported already).
  if (variant.price !== undefined && variant.compareAt != null && variant.compareAt <= variant.price) {
    const message = { en: 'must be above the price, or empty', es: 'debe ser mayor que el precio, o quedar vacío' };
    errors.push({ line: record.line, column: 'compare_at', message: message[lang] });
  }
  return errors.length > 0 ? err(errors) : ok({ line: record.line, product, variant });
};

/** How the file writes a field's value, for reports. */
export const shownField = <F>(columns: Columns<F>, key: keyof F, value: unknown) =>
  (columns[key][1] as Cell<unknown>).write(value);
