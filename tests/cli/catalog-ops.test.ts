import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { SHEET_HEADER } from '../../core/catalog/catalogue-sheet';
import type { VariantLine } from '../../core/catalog/list-variants';
import { readCsv, writeCsv } from '../../core/shared/csv';
import { operatorName } from '../../cli/operator';
import { cliStore } from './support/cli-store';

const { fornido, withStoreAt, dataDir, cliEnv } = cliStore('fornido-cli-catalog-ops-');
const NOW = { at: new Date() };
// Gold Standard 100% Whey, 2 lb Mocha: sold out in the store's own catalogue.
const MOCHA = 'ON-GSW-2LB-MOCH';
const col = (name: string) => SHEET_HEADER.indexOf(name);
const file = (name: string) => join(dataDir, name);

describe('fornido catalog: variants, prices and the catalogue file', { timeout: 180_000 }, () => {
  it('lists every variant, and with --low only the ones on sale at or under their level', async () => {
    const all = await fornido('catalog', 'variants');
    expect(all.code).toBe(0);
    expect(all.stdout.split('\n')[0]).toMatch(/^PRODUCT +SKU +SIZE +FLAVOUR +PRICE +BEFORE +STOCK +LOW AT +ON SALE$/);
    expect(all.stdout).toMatch(/\n\n\d+ variants, \d+ low\.\n$/);
    const low = JSON.parse((await fornido('catalog', 'variants', '--low', '--json')).stdout) as VariantLine[];
    expect(low.find((v) => v.sku === MOCHA)).toMatchObject({ stock: 0, lowStockLevel: 5, low: true, active: true });
    expect(low.every((v) => v.low && v.stock <= v.lowStockLevel)).toBe(true);
  });

  it('tells, per product, how many variants are in stock and which are sold out or low', async () => {
    const list = await fornido('catalog', 'list', '--category', 'proteinas');
    expect(list.code).toBe(0);
    const gold = list.stdout.split('\n').find((l) => l.includes('gold-standard-100-whey'))!;
    expect(gold).toMatch(/\d+ of \d+ variants in stock; sold out: ON-GSW-2LB-MOCH/);
    const listed = JSON.parse((await fornido('catalog', 'list', '--json')).stdout) as {
      slug: string;
      stock: { variants: number; inStock: number; soldOut: string[]; low: string[] };
    }[];
    expect(listed.find((p) => p.slug === 'gold-standard-100-whey')!.stock.soldOut).toEqual([MOCHA]);
  });

  it('sets a price, recorded under the operator, and refuses a bad price or sku with exit code 1', async () => {
    const set = await fornido('catalog', 'set-price', 'on-gsw-2lb-moch', '204900', '--compare-at', '229900');
    expect(set.stderr).toBe('');
    expect(set.code).toBe(0);
    expect(set.stdout).toMatch(
      /^ON-GSW-2LB-MOCH: \$ [\d.]+( \(before \$ [\d.]+\))? → \$ 204\.900 \(before \$ 229\.900\)\.\n$/,
    );
    const audit = await withStoreAt(NOW, (c) => c.get(T.catalogueChanges).list({ subject: MOCHA, limit: 5 }));
    expect(audit[0]).toMatchObject({
      actor: operatorName(cliEnv()),
      source: 'set-price',
      after: { price: 204_900, compareAt: 229_900 },
    });
    expect((await fornido('catalog', 'set-price', MOCHA, '204900')).stdout).toBe(
      `${MOCHA} already costs $ 204.900 (before $ 229.900); nothing changed.\n`,
    );
    for (const [args, message] of [
      [[MOCHA, '199.900'], 'Give the price as whole pesos, e.g. 189900.'],
      [[MOCHA, 'mucho'], 'Give the price as whole pesos, e.g. 189900.'],
      [['NO-EXISTE', '1000'], 'No variant has the sku "NO-EXISTE".'],
      [
        [MOCHA, '239900'],
        'The compare-at price 229900 would not be above the new price: give a higher one, or "none" to drop it.',
      ],
    ] as const) {
      const refused = await fornido('catalog', 'set-price', ...args);
      expect(refused.code, args.join(' ')).toBe(1);
      expect(refused.stderr).toBe(`Error: ${message}\n`);
    }
  });

  it('exports the catalogue and imports it back: the same file changes nothing, an edited one what it edits', async () => {
    await withStoreAt(NOW, async (c) => {
      const asked = await c
        .get(T.stockAlerts)
        .requestStockAlert({ sku: MOCHA, email: 'ana@correo.co', ip: '203.0.113.7' });
      expect(asked.ok).toBe(true);
    });
    const exported = await fornido('catalog', 'export', file('catalogo.csv'));
    expect(exported.code).toBe(0);
    expect(exported.stdout).toMatch(/^Wrote \d+ variants to .*catalogo\.csv\.\n$/);
    expect((await fornido('catalog', 'export', file('catalogo.csv'))).stderr).toContain('already exists');
    const same = await fornido('catalog', 'import', file('catalogo.csv'));
    expect(same.stdout).toMatch(
      /^0 created, 0 changed, \d+ unchanged \(products and variants\)\.\nNothing to change\.\n$/,
    );

    const read = readCsv(readFileSync(file('catalogo.csv'), 'utf8'));
    if (!read.ok) throw new Error(read.error.message.en);
    const [header, ...lines] = read.value.map((r) => [...r.fields]);
    const mocha = lines.findIndex((l) => l[col('sku')] === MOCHA);
    const edited = lines.map((l, i) =>
      i === mocha ? Object.assign([...l], { [col('stock')]: '12', [col('low_stock_level')]: '3' }) : l,
    );
    const extra = Object.assign([...lines[mocha]], {
      [col('sku')]: 'ON-GSW-2LB-CAFE',
      [col('flavour')]: 'Café, "de Colombia"',
    });
    writeFileSync(file('editado.csv'), writeCsv([header, ...edited, extra]));

    const dry = await fornido('catalog', 'import', file('editado.csv'), '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain(
      `  line ${mocha + 2}: changed variant ${MOCHA}: stock "0" → "12"; low_stock_level "5" → "3"\n`,
    );
    expect(dry.stdout).toContain(`  line ${lines.length + 2}: created variant ON-GSW-2LB-CAFE\n`);
    expect(dry.stdout).toMatch(
      /1 created, 1 changed, \d+ unchanged \(products and variants\)\.\nDry run: nothing was changed\.\n$/,
    );
    expect((await fornido('catalog', 'variants', '--json')).stdout).not.toContain('ON-GSW-2LB-CAFE');

    const done = await fornido('catalog', 'import', file('editado.csv'));
    // Mocha went from 0 to 12 units: the shopper who asked is told, as restock tells them.
    expect(done.stdout).toMatch(
      /Done: the catalogue was changed\.\nMailed 1 shopper who asked to be told a variant was back\.\n$/,
    );
    const variants = JSON.parse((await fornido('catalog', 'variants', '--json')).stdout) as VariantLine[];
    expect(variants.find((v) => v.sku === MOCHA)).toMatchObject({ stock: 12, lowStockLevel: 3 });
    expect(variants.find((v) => v.sku === 'ON-GSW-2LB-CAFE')).toMatchObject({
      flavour: 'Café, "de Colombia"',
      stock: 0,
      low: true,
    });
  });

  it('refuses a file with any bad line, listing every problem by line and column, and changes nothing', async () => {
    await fornido('catalog', 'export', file('base.csv'));
    const read = readCsv(readFileSync(file('base.csv'), 'utf8'));
    if (!read.ok) throw new Error(read.error.message.en);
    const [header, first, second, ...rest] = read.value.map((r) => [...r.fields]);
    const bad = Object.assign([...second], { [col('price')]: '12,5', [col('brand')]: 'nadie' });
    writeFileSync(
      file('malo.csv'),
      writeCsv([header, Object.assign([...first], { [col('stock')]: '999' }), bad, ...rest]),
    );
    const refused = await fornido('catalog', 'import', file('malo.csv'));
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toBe(
      [
        'Lines are counted as a spreadsheet counts rows; the header is line 1.',
        '  line 3, price: must be whole pesos of at least 1, written with digits only, got "12,5"',
        'Error: The file has a problem; nothing was changed.',
        '',
      ].join('\n'),
    );
    const first999 = JSON.parse((await fornido('catalog', 'variants', '--json')).stdout) as VariantLine[];
    expect(first999.find((v) => v.sku === first[col('sku')])!.stock).not.toBe(999);

    writeFileSync(file('latin1.csv'), Buffer.from([0x73, 0x6c, 0x75, 0x67, 0x0d, 0x0a, 0xf1, 0x0d, 0x0a]));
    const latin1 = await fornido('catalog', 'import', file('latin1.csv'));
    expect(latin1.code).toBe(1);
    expect(latin1.stderr).toContain('is not UTF-8 text: save it as "CSV UTF-8" and try again.');
    const missing = await fornido('catalog', 'import', file('no-existe.csv'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/Error: Cannot read .*no-existe\.csv \(ENOENT\)\./);
  });
});
