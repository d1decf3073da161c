import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogueSnapshot, CatalogueVariant, ProductFields } from '../../../core/catalog/catalogue-fields';
import { SHEET_HEADER } from '../../../core/catalog/catalogue-sheet';
import { exportCatalogue } from '../../../core/catalog/export-catalogue';
import { importCatalogue } from '../../../core/catalog/import-catalogue';
import type { Goal, TaxRate } from '../../../core/catalog/product';
import { readCsv, writeCsv } from '../../../core/shared/csv';
import { pesos } from '../../../core/shared/money';
import { inMemoryCatalogueEditor } from '../../fakes/in-memory-catalogue-editor';
import { clock } from './catalogue-editor-fixture';

// fast-check prints the seed and the shrunk counterexample of a failure; those found become cases of
// import-catalogue.test.ts.
const runs = { numRuns: process.env.CI ? 300 : 60 };

const BRANDS = ['marca', 'otra-marca'];
const CATEGORIES = ['proteinas', 'creatinas'];

// Text made mostly of what CSV and spreadsheets treat specially: quotes, commas, line breaks, accents, spaces.
const tricky = fc
  .array(fc.constantFrom('"', ',', '\r\n', '\n', '\r', ' ', 'Ñ', 'é', 'á', '😀', 'a', '1', ';', "'", '\t'), {
    maxLength: 10,
  })
  .map((parts) => parts.join(''));
const text = fc.oneof(tricky, fc.string({ maxLength: 20 }), fc.string({ unit: 'grapheme', maxLength: 10 }));
const filled = text.filter((s) => s.trim() !== '');
const word = (chars: string) =>
  fc.array(fc.constantFrom(...chars), { minLength: 1, maxLength: 4 }).map((c) => c.join(''));
const slug = fc.array(word('abz09'), { minLength: 1, maxLength: 3 }).map((w) => w.join('-'));
const sku = fc.array(word('ABZ09'), { minLength: 1, maxLength: 3 }).map((w) => w.join('-'));
const count = (min: number) => fc.integer({ min, max: 1_000_000 });

const product = (slugOf: string): fc.Arbitrary<ProductFields> =>
  fc.record({
    slug: fc.constant(slugOf),
    name: filled,
    brand: fc.constantFrom(...BRANDS),
    category: fc.constantFrom(...CATEGORIES),
    goal: fc.constantFrom<Goal>('ganar-masa', 'definir', 'rendimiento', 'salud'),
    summary: text,
    description: text,
    ingredients: text,
    usage: text,
    invima: text,
    servingSize: text,
    seoTitle: text,
    seoDescription: text,
    active: fc.boolean(),
  });

const variant = (skuOf: string, productOf: string): fc.Arbitrary<CatalogueVariant> =>
  fc
    .record({
      size: filled,
      flavour: fc.option(filled),
      weightGrams: count(1),
      servings: count(1),
      taxRate: fc.constantFrom<TaxRate>(0, 0.05, 0.19),
      price: count(1),
      above: fc.option(count(1)),
      stock: count(0),
      lowStockLevel: count(0),
      active: fc.boolean(),
    })
    .map(({ above, price, ...v }) => ({
      ...v,
      sku: skuOf,
      product: productOf,
      price: pesos(price),
      compareAt: above === null ? null : pesos(price + above),
    }));

/** A catalogue of up to 4 products with up to 3 variants each (some with none), in the editor's order. */
const catalogue: fc.Arbitrary<CatalogueSnapshot> = fc
  .tuple(fc.uniqueArray(slug, { minLength: 1, maxLength: 4 }), fc.uniqueArray(sku, { maxLength: 12 }))
  .chain(([slugs, skus]) =>
    fc.tuple(
      fc.tuple(...slugs.sort().map(product)),
      fc.tuple(...skus.map((s, i) => variant(s, slugs[i % slugs.length]))),
    ),
  )
  .map(([products, variants]) => ({
    products,
    variants: [...variants].sort((a, b) => (a.product < b.product ? -1 : a.product > b.product ? 1 : 0)),
  }));

const setUp = (snapshot: CatalogueSnapshot) => {
  const fake = inMemoryCatalogueEditor(snapshot, { brands: BRANDS, categories: CATEGORIES });
  return { fake, run: importCatalogue({ editor: fake.editor, clock }) };
};

/** Ways to spoil one cell of a line, each something an operator could type. */
const SPOILERS: readonly [string, string][] = [
  ['price', '189.900'],
  ['price', '0'],
  ['stock', '-1'],
  ['low_stock_level', 'cinco'],
  ['sku', 'SIN ESPACIOS'],
  ['slug', 'Con Mayúsculas'],
  ['goal', 'volumen'],
  ['variant_active', 'quizás'],
  ['tax_rate', '0.16'],
  ['brand', 'no-existe'],
  ['name', ' '],
  ['compare_at', '1'],
];

describe('catalogue import properties', () => {
  it('reads back its own export as no change at all: nothing reported changed, nothing written', async () => {
    await fc.assert(
      fc.asyncProperty(catalogue, async (snapshot) => {
        const { fake, run } = setUp(snapshot);
        const { csv, variants } = await exportCatalogue({ editor: fake.editor })();
        const report = await run({ csv, actor: 'ana', dryRun: false });
        expect(report.ok && report.value.written).toBe(false);
        const outcomes = report.ok ? report.value.outcomes : [];
        expect(outcomes.filter((o) => o.kind === 'variant')).toHaveLength(variants);
        expect(outcomes.filter((o) => o.status !== 'unchanged')).toEqual([]);
        expect(fake.writes()).toBe(0);
        expect(fake.version()).toBe(1);
      }),
      runs,
    );
  });

  it('writes nothing when any line is invalid, whatever the valid lines beside it change', async () => {
    const withVariants = catalogue.filter((c) => c.variants.length > 0);
    await fc.assert(
      fc.asyncProperty(
        withVariants,
        fc.nat(),
        fc.constantFrom(...SPOILERS),
        count(1),
        async (snapshot, at, spoil, price) => {
          const { fake, run } = setUp(snapshot);
          const read = readCsv((await exportCatalogue({ editor: fake.editor })()).csv);
          if (!read.ok) throw new Error(read.error.message.en);
          const [header, ...lines] = read.value.map((r) => [...r.fields]);
          const bad = at % lines.length;
          const [column, value] = spoil;
          const edited = lines.map((line, i) => {
            const copy = [...line];
            // Every other line gets a new price (and no compare-at, so the price stays valid).
            if (i !== bad)
              [copy[SHEET_HEADER.indexOf('price')], copy[SHEET_HEADER.indexOf('compare_at')]] = [String(price), ''];
            else copy[SHEET_HEADER.indexOf(column)] = value;
            return copy;
          });
          const before = await fake.editor.snapshot();
          const report = await run({ csv: writeCsv([header, ...edited]), actor: 'ana', dryRun: false });
          expect(report.ok).toBe(false);
          const errors = !report.ok && report.error.kind === 'invalid-file' ? report.error.errors : [];
          expect(errors.map((e) => e.line)).toContain(bad + 2);
          expect(fake.writes()).toBe(0);
          expect(await fake.editor.snapshot()).toEqual(before);
        },
      ),
      runs,
    );
  });
});
