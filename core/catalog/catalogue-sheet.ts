import type { CsvRecord } from '../shared/csv';
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
export const readHeader = (header: CsvRecord): Result<ReadonlyMap<string, number>, SheetError[]> => {
  const errors: SheetError[] = [];
  const at = new Map<string, number>();
  header.fields.forEach((name, i) => {
    const column = name.trim();
    if (!SHEET_HEADER.includes(column))
      errors.push({ line: header.line, column, message: `unknown column; the columns are ${SHEET_HEADER.join(', ')}` });
    else if (at.has(column)) errors.push({ line: header.line, column, message: 'this column is given twice' });
    else at.set(column, i);
  });
  for (const column of SHEET_HEADER)
    if (!at.has(column)) errors.push({ line: header.line, column, message: 'this column is missing from the header' });
  return errors.length > 0 ? err(errors) : ok(at);
};

const readFields = <F>(
  columns: Columns<F>,
  record: CsvRecord,
  at: ReadonlyMap<string, number>,
  errors: SheetError[],
) => {
  const fields: Record<string, unknown> = {};
  for (const [key, [column, cell]] of entries(columns)) {
    const read = cell.read(record.fields[at.get(column)!]);
    if (read.ok) fields[key] = read.value;
    else errors.push({ line: record.line, column, message: read.error });
  }
  return fields as F;
};

/** One line read by the header's columns, or every problem of its cells. */
export const readSheetLine = (record: CsvRecord, at: ReadonlyMap<string, number>): Result<SheetRow, SheetError[]> => {
  if (record.fields.length !== at.size) {
    const message = `has ${record.fields.length} fields where the header has ${at.size}`;
    return err([{ line: record.line, column: null, message }]);
  }
  const errors: SheetError[] = [];
  const product = readFields(PRODUCT_COLUMNS, record, at, errors);
  const variant = readFields(VARIANT_COLUMNS, record, at, errors);
  // Checked when both prices could be read (a price that could not is reported already).
  if (variant.price !== undefined && variant.compareAt != null && variant.compareAt <= variant.price)
    errors.push({ line: record.line, column: 'compare_at', message: 'must be above the price, or empty' });
  return errors.length > 0 ? err(errors) : ok({ line: record.line, product, variant });
};

/** How the file writes a field's value, for reports. */
export const shownField = <F>(columns: Columns<F>, key: keyof F, value: unknown) =>
  (columns[key][1] as Cell<unknown>).write(value);
