import type { SheetError } from '../core/catalog/catalogue-sheet';
import type { ImportReport } from '../core/catalog/import-catalogue';
import type { VariantLine } from '../core/catalog/list-variants';
import type { ProductSummary } from '../core/catalog/ports';
import { escapeControlCharacters } from '../core/shared/control-characters';
import { formatPesos } from '../core/shared/format';
import { count, table } from './format';

/** A product's variants on sale as `catalog list` tells them: how many in stock of how many, and the low ones. */
export type StockTruth = {
  readonly variants: number;
  readonly inStock: number;
  readonly soldOut: readonly string[];
  readonly low: readonly string[];
};

/** The stock truth of each product, from its variants on sale (a withdrawn variant is left out). */
export const stockTruth = (lines: readonly VariantLine[]): Map<string, StockTruth> => {
  const truth = new Map<string, StockTruth>();
  for (const v of lines.filter((l) => l.active)) {
    const t = truth.get(v.product) ?? { variants: 0, inStock: 0, soldOut: [], low: [] };
    truth.set(v.product, {
      variants: t.variants + 1,
      inStock: t.inStock + (v.stock > 0 ? 1 : 0),
      soldOut: v.stock > 0 ? t.soldOut : [...t.soldOut, v.sku],
      low: v.low && v.stock > 0 ? [...t.low, v.sku] : t.low,
    });
  }
  return truth;
};

const stockText = (t: StockTruth | undefined) => {
  if (!t) return 'no variant on sale';
  const parts = [`${t.inStock} of ${count(t.variants, 'variant')} in stock`];
  if (t.soldOut.length > 0) parts.push(`sold out: ${t.soldOut.join(' ')}`);
  if (t.low.length > 0) parts.push(`low: ${t.low.join(' ')}`);
  return parts.join('; ');
};

/** The table of `catalog list`. */
export const productsTable = (items: readonly ProductSummary[], truth: ReadonlyMap<string, StockTruth>) =>
  table([
    ['CATEGORY', 'SLUG', 'BRAND', 'FROM', 'STOCK'],
    ...items.map((p) => [p.category, p.slug, p.brand, formatPesos(p.price), stockText(truth.get(p.slug))]),
  ]);

/** The table of `catalog variants`. */
export const variantsTable = (lines: readonly VariantLine[]) =>
  table([
    ['PRODUCT', 'SKU', 'SIZE', 'FLAVOUR', 'PRICE', 'BEFORE', 'STOCK', 'LOW AT', 'ON SALE'],
    ...lines.map((v) => [
      v.product,
      v.sku,
      v.size,
      v.flavour ?? '-',
      formatPesos(v.price),
      v.compareAt === null ? '-' : formatPesos(v.compareAt),
      v.low ? `${v.stock} LOW` : String(v.stock),
      String(v.lowStockLevel),
      v.active ? 'yes' : 'no',
    ]),
  ]);

// A value in a report line: one line, and a long text (a description) cut short.
const brief = (value: string) => {
  const one = escapeControlCharacters(value);
  return one.length > 60 ? `"${one.slice(0, 57)}…"` : `"${one}"`;
};

/** What an import did or would do, one line per product or variant created or changed, and the counts. */
export const importLines = (report: ImportReport): string[] => {
  const lines = report.outcomes
    .filter((o) => o.status !== 'unchanged')
    .map((o) => {
      const fields = o.fields.map((f) => `${f.column} ${brief(f.before)} → ${brief(f.after)}`).join('; ');
      return `  line ${o.line}: ${o.status} ${o.kind} ${o.subject}${fields ? `: ${fields}` : ''}`;
    });
  const tally = (status: string) => report.outcomes.filter((o) => o.status === status).length;
  return [
    ...lines,
    `${tally('created')} created, ${tally('changed')} changed, ${tally('unchanged')} unchanged (products and variants).`,
  ];
};

/** The problems of a refused file, one line each. */
export const problemLines = (errors: readonly SheetError[]) =>
  errors.map((e) => `  line ${e.line}${e.column ? `, ${e.column}` : ''}: ${escapeControlCharacters(e.message)}`);
