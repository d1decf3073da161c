import { describe, expect, it } from 'vitest';
import { SHEET_HEADER } from '../../../core/catalog/catalogue-sheet';
import { exportCatalogue } from '../../../core/catalog/export-catalogue';
import { importCatalogue } from '../../../core/catalog/import-catalogue';
import { readCsv, writeCsv } from '../../../core/shared/csv';
import { clock, editorOfTestCatalogue, T0 } from './catalogue-editor-fixture';

const col = (name: string) => SHEET_HEADER.indexOf(name);

/** The exported file with `edit` applied to its lines (header excluded), as a spreadsheet would save it. */
const edited = async (fake: ReturnType<typeof editorOfTestCatalogue>, edit: (lines: string[][]) => string[][]) => {
  const { csv } = await exportCatalogue({ editor: fake.editor })();
  const read = readCsv(csv);
  if (!read.ok) throw new Error(read.error.message.en);
  const [header, ...lines] = read.value.map((r) => [...r.fields]);
  return writeCsv([header, ...edit(lines)]);
};
const set = (line: string[], cells: Record<string, string>) => {
  const copy = [...line];
  for (const [name, value] of Object.entries(cells)) copy[col(name)] = value;
  return copy;
};
const bySku = (lines: string[][], sku: string) => lines.find((l) => l[col('sku')] === sku)!;

describe('importCatalogue', () => {
  it('reports, then writes, what a file changes: created and changed fields before → after, the rest unchanged', async () => {
    const fake = editorOfTestCatalogue();
    const run = importCatalogue({ editor: fake.editor, clock });
    const csv = await edited(fake, (lines) => [
      set(bySku(lines, 'CRE-300G'), { price: '94900', low_stock_level: '12', name: 'Creatina Pura, 300 g' }),
      set(bySku(lines, 'CRE-300G'), {
        sku: 'CRE-600G',
        size: '600 g',
        price: '159900',
        stock: '0',
        name: 'Creatina Pura, 300 g',
      }),
      set(bySku(lines, 'P01-2LB-CHOC'), {
        slug: 'whey-nuevo',
        name: 'Whey "Nuevo"',
        sku: 'WN-1',
        description: 'Uno,\r\ndos',
      }),
      bySku(lines, 'P02-2LB-CHOC'),
    ]);
    const dry = await run({ csv, actor: 'ana', dryRun: true });
    expect(dry.ok && dry.value).toEqual({
      written: false,
      outcomes: [
        {
          kind: 'product',
          subject: 'creatina-pura',
          line: 2,
          status: 'changed',
          fields: [{ column: 'name', before: 'Creatina Pura', after: 'Creatina Pura, 300 g' }],
        },
        {
          kind: 'variant',
          subject: 'CRE-300G',
          line: 2,
          status: 'changed',
          fields: [
            { column: 'price', before: '89900', after: '94900' },
            { column: 'low_stock_level', before: '5', after: '12' },
          ],
        },
        { kind: 'variant', subject: 'CRE-600G', line: 3, status: 'created', fields: [] },
        { kind: 'product', subject: 'whey-nuevo', line: 4, status: 'created', fields: [] },
        { kind: 'variant', subject: 'WN-1', line: 4, status: 'created', fields: [] },
        { kind: 'product', subject: 'proteina-02', line: 5, status: 'unchanged', fields: [] },
        { kind: 'variant', subject: 'P02-2LB-CHOC', line: 5, status: 'unchanged', fields: [] },
      ],
    });
    expect(fake.writes()).toBe(0);

    const done = await run({ csv, actor: 'ana', dryRun: false });
    expect(done.ok && done.value.written).toBe(true);
    expect(fake.writes()).toBe(1);
    expect(fake.version()).toBe(2);
    const after = await fake.editor.snapshot();
    expect(after.products.find((p) => p.slug === 'whey-nuevo')).toMatchObject({
      name: 'Whey "Nuevo"',
      description: 'Uno,\r\ndos',
    });
    expect(after.variants.filter((v) => v.product === 'creatina-pura').map((v) => [v.sku, v.price])).toEqual([
      ['CRE-300G', 94_900],
      ['CRE-600G', 159_900],
    ]);
    // Nothing missing from the file was deleted.
    expect(after.products).toHaveLength(16);
    const audit = await fake.log.list({ limit: 10 });
    expect(audit.map((r) => [r.kind, r.subject, r.actor, r.source, r.at])).toEqual([
      ['variant', 'WN-1', 'ana', 'import', T0],
      ['product', 'whey-nuevo', 'ana', 'import', T0],
      ['variant', 'CRE-600G', 'ana', 'import', T0],
      ['variant', 'CRE-300G', 'ana', 'import', T0],
      ['product', 'creatina-pura', 'ana', 'import', T0],
    ]);
    expect(audit[3]).toMatchObject({
      before: { price: 89_900, lowStockLevel: 5 },
      after: { price: 94_900, lowStockLevel: 12 },
    });

    // The same file again changes nothing.
    const again = await run({ csv, actor: 'ana', dryRun: false });
    expect(again.ok && again.value.outcomes.every((o) => o.status === 'unchanged')).toBe(true);
    expect(fake.writes()).toBe(1);
  });

  it('reads every line and reports every problem by line and column, writing nothing', async () => {
    const fake = editorOfTestCatalogue();
    const csv = await edited(fake, (lines) => [
      set(bySku(lines, 'CRE-300G'), { price: '89.900', stock: '-1' }),
      set(bySku(lines, 'P01-2LB-CHOC'), { compare_at: '150000', variant_active: 'sí', goal: 'volumen' }),
      set(bySku(lines, 'P02-2LB-CHOC'), { brand: 'nadie' }),
      set(bySku(lines, 'P02-2LB-VAIN'), { brand: 'nadie', name: 'Otro nombre' }),
      set(bySku(lines, 'P03-2LB-CHOC'), { sku: 'P02-2LB-CHOC' }),
      set(bySku(lines, 'P04-2LB-CHOC'), { category: 'bebidas', price: '1000' }),
      ['solo', 'dos'],
      set(bySku(lines, 'P05-2LB-CHOC'), { price: '2000' }),
    ]);
    const refused = await importCatalogue({ editor: fake.editor, clock })({ csv, actor: 'ana', dryRun: false });
    expect(refused.ok).toBe(false);
    if (refused.ok || refused.error.kind !== 'invalid-file') return;
    expect(refused.error.message).toBe('The file has 11 problems; nothing was changed.');
    expect(refused.error.errors).toEqual([
      {
        line: 2,
        column: 'price',
        message: 'must be whole pesos of at least 1, written with digits only, got "89.900"',
      },
      {
        line: 2,
        column: 'stock',
        message: 'must be a whole number of at least 0, written with digits only, got "-1"',
      },
      { line: 3, column: 'goal', message: 'must be one of ganar-masa, definir, rendimiento, salud, got "volumen"' },
      { line: 3, column: 'variant_active', message: 'must be yes or no, got "sí"' },
      { line: 3, column: 'compare_at', message: 'must be above the price, or empty' },
      { line: 4, column: 'brand', message: 'no brand has the slug "nadie"' },
      {
        line: 5,
        column: 'name',
        message: 'differs from line 4: every line of product "proteina-02" must give its fields alike',
      },
      { line: 6, column: 'sku', message: '"P02-2LB-CHOC" is also on line 4' },
      {
        line: 6,
        column: 'sku',
        message: '"P02-2LB-CHOC" is a variant of product "proteina-02": an import does not move a variant',
      },
      { line: 7, column: 'category', message: 'no category has the slug "bebidas"' },
      { line: 8, column: null, message: 'has 2 fields where the header has 25' },
    ]);
    expect(fake.writes()).toBe(0);
    expect((await fake.editor.snapshot()).variants.find((v) => v.sku === 'P05-2LB-CHOC')!.price).toBe(150_000 + 4_000);
  });

  it('refuses a file it cannot read as a catalogue: broken CSV, a header missing or adding columns, nothing at all', async () => {
    const fake = editorOfTestCatalogue();
    const run = (csv: string) => importCatalogue({ editor: fake.editor, clock })({ csv, actor: 'ana', dryRun: false });
    const broken = await run(`${SHEET_HEADER.join(',')}\r\n"never closed\r\n`);
    expect(!broken.ok && broken.error.kind === 'invalid-file' && broken.error.errors).toEqual([
      { line: 2, column: null, message: 'a quoted field is never closed (a " is missing)' },
    ]);
    const header = SHEET_HEADER.filter((c) => c !== 'stock').concat('precio', 'price');
    const wrong = await run(`${header.join(',')}\r\n`);
    expect(!wrong.ok && wrong.error.kind === 'invalid-file' && wrong.error.errors).toEqual([
      { line: 1, column: 'precio', message: `unknown column; the columns are ${SHEET_HEADER.join(', ')}` },
      { line: 1, column: 'price', message: 'this column is given twice' },
      { line: 1, column: 'stock', message: 'this column is missing from the header' },
    ]);
    const empty = await run('');
    expect(!empty.ok && empty.error.message).toBe('The file has a problem; nothing was changed.');
    // A header alone changes nothing.
    expect(await run(`${SHEET_HEADER.join(',')}\r\n`)).toEqual({ ok: true, value: { outcomes: [], written: false } });
    expect(fake.writes()).toBe(0);
  });

  it('writes nothing and says so when the catalogue changed between reading and writing', async () => {
    const fake = editorOfTestCatalogue();
    const csv = await edited(fake, (lines) => [set(bySku(lines, 'CRE-300G'), { price: '94900' })]);
    const editor = { ...fake.editor, apply: async () => 'stale' as const };
    expect(await importCatalogue({ editor, clock })({ csv, actor: 'ana', dryRun: false })).toEqual({
      ok: false,
      error: {
        kind: 'stale',
        message: 'The catalogue changed while the file was read; nothing was changed: run the import again.',
      },
    });
  });
});
