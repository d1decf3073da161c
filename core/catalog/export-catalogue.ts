import { writeCsv } from '../shared/csv';
import { SHEET_HEADER, sheetLine } from './catalogue-sheet';
import type { CatalogueEditor } from './ports';

/** The whole catalogue as a CSV file (RFC 4180): a header, then one line per variant with its product's fields, withdrawn
 * ones included, which `importCatalogue` reads back as it is (no change). A product without variants has no line. */
export const exportCatalogue =
  (deps: { readonly editor: CatalogueEditor }) =>
  async (): Promise<{ readonly csv: string; readonly variants: number }> => {
    const { products, variants } = await deps.editor.snapshot();
    const bySlug = new Map(products.map((p) => [p.slug, p]));
    const lines = variants.map(({ product, ...variant }) => sheetLine(bySlug.get(product)!, variant));
    return { csv: writeCsv([SHEET_HEADER, ...lines]), variants: variants.length };
  };
