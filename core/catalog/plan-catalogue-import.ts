import type { Language } from '../shared/csv';
import {
  changedFields,
  type CatalogueChange,
  type CatalogueSnapshot,
  type ProductFields,
  type VariantFields,
} from './catalogue-fields';
import {
  PRODUCT_COLUMNS,
  shownField,
  VARIANT_COLUMNS,
  type Columns,
  type SheetError,
  type SheetRow,
} from './catalogue-sheet';

/** A field an import changes, as the file writes it. */
export type FieldChange = { readonly column: string; readonly before: string; readonly after: string };

/** What an import does to one product or variant of the file (first line of a product). */
export type ImportOutcome = {
  readonly kind: 'product' | 'variant';
  readonly subject: string;
  readonly line: number;
  readonly status: 'created' | 'changed' | 'unchanged';
  readonly fields: readonly FieldChange[];
};

export type ImportPlan = { readonly changes: readonly CatalogueChange[]; readonly outcomes: readonly ImportOutcome[] };

type References = { readonly brands: readonly string[]; readonly categories: readonly string[] };

const shown = <F extends object>(
  columns: Columns<F>,
  change: { readonly before: Partial<F>; readonly after: Partial<F> },
): FieldChange[] =>
  (Object.keys(change.after) as (keyof F)[]).map((key) => ({
    column: columns[key][0],
    before: shownField(columns, key, change.before[key]),
    after: shownField(columns, key, change.after[key]),
  }));

/** The problems only the whole file and the stored catalogue show, among the lines whose cells are valid: a product's
 * lines that disagree, a sku given twice or belonging to another product, a brand or category that does not exist. */
export const checkAcrossLines = (
  rows: readonly SheetRow[],
  current: CatalogueSnapshot,
  refs: References,
  lang: Language = 'en',
): SheetError[] => {
  const errors: SheetError[] = [];
  const say = (line: number, column: string, message: { en: string; es: string }) =>
    errors.push({ line, column, message: message[lang] });
  const firstOfProduct = new Map<string, SheetRow>();
  const lineOfSku = new Map<string, number>();
  const productOfSku = new Map(current.variants.map((v) => [v.sku, v.product]));
  for (const row of rows) {
    const { product, variant, line } = row;
    const first = firstOfProduct.get(product.slug);
    if (!first) {
      firstOfProduct.set(product.slug, row);
      const { brand, category } = product;
      if (!refs.brands.includes(brand))
        say(line, 'brand', {
          en: `no brand has the slug "${brand}"`,
          es: `ninguna marca tiene la dirección "${brand}"`,
        });
      if (!refs.categories.includes(category))
        say(line, 'category', {
          en: `no category has the slug "${category}"`,
          es: `ninguna categoría tiene la dirección "${category}"`,
        });
    } else {
      for (const key of Object.keys(changedFields(first.product, product).after) as (keyof ProductFields)[])
        say(line, PRODUCT_COLUMNS[key][0], {
          en: `differs from line ${first.line}: every line of product "${product.slug}" must give its fields alike`,
          es: `no coincide con la línea ${first.line}: cada línea del producto "${product.slug}" debe dar sus campos igual`,
        });
    }
    const { sku } = variant;
    const twice = lineOfSku.get(sku);
    if (twice !== undefined)
      say(line, 'sku', { en: `"${sku}" is also on line ${twice}`, es: `"${sku}" también está en la línea ${twice}` });
    else lineOfSku.set(sku, line);
    const owner = productOfSku.get(sku);
    if (owner !== undefined && owner !== product.slug)
      say(line, 'sku', {
        en: `"${sku}" is a variant of product "${owner}": an import does not move a variant`,
        es: `"${sku}" es una presentación del producto "${owner}": una importación no mueve presentaciones`,
      });
  }
  return errors;
};

/** The changes that make the stored catalogue say what the file's lines (checked) say, with what happens to each
 * product and variant of the file. Nothing missing from the file changes. */
export const planCatalogueImport = (rows: readonly SheetRow[], current: CatalogueSnapshot): ImportPlan => {
  const products = new Map(current.products.map((p) => [p.slug, p]));
  const variants = new Map(current.variants.map((v) => [v.sku, v]));
  const changes: CatalogueChange[] = [];
  const outcomes: ImportOutcome[] = [];
  /** Creates what is not stored, changes what differs, and tells which it did. */
  const step = <F extends object>(
    columns: Columns<F>,
    stored: F | undefined,
    wanted: F,
    outcome: Pick<ImportOutcome, 'kind' | 'subject' | 'line'>,
    toChange: (change: { readonly before: Partial<F> | null; readonly after: Partial<F> }) => CatalogueChange,
  ) => {
    const change = stored ? changedFields(stored, wanted) : null;
    const fields = change ? shown(columns, change) : [];
    if (!change) changes.push(toChange({ before: null, after: wanted }));
    else if (fields.length > 0) changes.push(toChange(change));
    outcomes.push({ ...outcome, status: !change ? 'created' : fields.length > 0 ? 'changed' : 'unchanged', fields });
  };
  const seen = new Set<string>();
  for (const { line, product, variant } of rows) {
    const slug = product.slug;
    if (!seen.has(slug))
      step(PRODUCT_COLUMNS, products.get(slug), product, { kind: 'product', subject: slug, line }, (change) => ({
        kind: 'product',
        subject: slug,
        ...change,
      }));
    seen.add(slug);
    const sku = variant.sku;
    step<VariantFields>(
      VARIANT_COLUMNS,
      variants.get(sku),
      variant,
      { kind: 'variant', subject: sku, line },
      (change) => ({
        kind: 'variant',
        subject: sku,
        product: slug,
        ...change,
      }),
    );
  }
  return { changes, outcomes };
};
