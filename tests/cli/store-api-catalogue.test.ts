import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { SHEET_HEADER } from '../../core/catalog/catalogue-sheet';
import { readCsv, writeCsv } from '../../core/shared/csv';
import { cliStore } from './support/cli-store';
import { operatorWithToken } from './support/operator-token';
import { placeAnOrder } from './support/orders';
import { storeBeside } from './support/store-beside';

// The catalogue and the orders' sweeps through the operators' API of a store running on the embedded database.
const { dataDir, fornido, fornidoWith, withStoreAt, configure } = cliStore('fornido-cli-api-desk-', 'seeded', {
  engine: 'pglite',
});
const METHODS = 'sandbox-card,cash-on-delivery';
configure({ PAYMENT_METHODS: METHODS });
const store = storeBeside(dataDir, { PAYMENT_METHODS: METHODS });

const NOW = { at: new Date() };
const MOCHA = 'ON-GSW-2LB-MOCH'; // sold out in the seeded catalogue
const CHOC = 'BSN-SY6-2LB-CHOC';
const file = (name: string) => join(dataDir, name);
const col = (name: string) => SHEET_HEADER.indexOf(name);
const tokens = { owner: '', warehouse: '', support: '' };
const orders = { fresh: '', stale: '', unpaid: '' };
/** What each command answered on the database itself, before the store started. */
const direct = new Map<string, string>();
const READS = [
  ['catalog', 'list', '--json'],
  ['catalog', 'list', '--category', 'proteinas'],
  ['catalog', 'list', '--category', 'no-existe'],
  ['catalog', 'import', 'roto.csv'],
];

const as = (who: keyof typeof tokens, ...args: string[]) => fornidoWith({ FORNIDO_TOKEN: tokens[who] }, ...args);
const refusedFor = (permission: string) =>
  `Error: The operator of the access token in FORNIDO_TOKEN may not do this: their role lacks the permission ` +
  `"${permission}". An owner can change their role in the console.\n`;
const withFile = (args: string[]) => args.map((a) => (a.endsWith('.csv') ? file(a) : a));

beforeAll(async () => {
  writeFileSync(file('roto.csv'), 'sku,precio\nX,1\n');
  // Two days back for the stale and the unpaid orders, then now: one opening of the data dir, its clock moved by hand.
  const clock = { at: new Date(NOW.at.getTime() - 48 * 3_600_000) };
  await withStoreAt(clock, async (c) => {
    const place = (paymentMethod: string) => placeAnOrder(c, { paymentMethod, sku: CHOC, prefix: 'cli-api-desk' });
    orders.stale = (await place('cash-on-delivery')).number;
    orders.unpaid = (await place('sandbox-card')).number;
    clock.at = NOW.at;
    orders.fresh = (
      await placeAnOrder(c, { paymentMethod: 'cash-on-delivery', sku: CHOC, prefix: 'cli-api-desk' })
    ).number;
    const asked = await c
      .get(T.stockAlerts)
      .requestStockAlert({ sku: MOCHA, email: 'ana.mocha@correo.co', ip: '203.0.113.7' });
    expect(asked.ok).toBe(true);
    for (const [role, email] of [
      ['owner', 'duena@fornido.co'],
      ['warehouse', 'bodega@fornido.co'],
      ['support', 'ayuda@fornido.co'],
    ] as const)
      tokens[role] = (await operatorWithToken(c, NOW.at, { email, name: role, role })).token;
  });
  for (const args of READS) {
    const run = await fornido(...withFile(args));
    direct.set(args.join(' '), `${run.code}\n${run.stdout}${run.stderr}`);
  }
  const exported = await fornido('catalog', 'export', file('directo.csv'));
  expect(exported.code, exported.stderr).toBe(0);
  await store.start();
}, 240_000);
afterAll(() => store.stop());

describe('fornido catalog and orders beside a running store', { timeout: 240_000 }, () => {
  it('lists, exports and refuses through the API exactly as on the database itself', async () => {
    for (const args of READS) {
      // Reading and importing take catalogue.read and catalogue.write: the owner's.
      const run = await as('owner', ...withFile(args));
      expect(`${run.code}\n${run.stdout}${run.stderr}`, args.join(' ')).toBe(direct.get(args.join(' ')));
    }
    expect(direct.get('catalog import roto.csv')).toContain('Lines are counted as a spreadsheet counts rows');
    expect(direct.get('catalog list --category no-existe')).toContain('Unknown category "no-existe". Categories: ');
    // The warehouse keeps the stock, not the catalogue; support neither.
    for (const role of ['support', 'warehouse'] as const)
      expect((await as(role, 'catalog', 'export', file('api.csv'))).stderr).toBe(refusedFor('catalogue.read'));
    const wrote = await as('owner', 'catalog', 'export', file('api.csv'));
    expect(wrote.code, wrote.stderr).toBe(0);
    expect(wrote.stdout).toBe(`Wrote ${wrote.stdout.split(' ')[1]} variants to ${file('api.csv')}.\n`);
    expect(readFileSync(file('api.csv'), 'utf8')).toBe(readFileSync(file('directo.csv'), 'utf8'));
  });

  it('restocks and imports through the API, mailing who asked, refused to roles without the permission', async () => {
    expect((await as('support', 'catalog', 'restock', MOCHA, '12')).stderr).toBe(refusedFor('stock.write'));
    expect((await as('warehouse', 'catalog', 'restock', MOCHA, 'doce')).stderr).toBe(
      'Error: Give the units received as a whole number from 1 to 10000.\n',
    );
    const restocked = await as('warehouse', 'catalog', 'restock', MOCHA.toLowerCase(), '12');
    expect(restocked.stderr).toBe('');
    expect(restocked.stdout).toBe(
      `${MOCHA}: 0 → 12 units on sale.\nMailed 1 shopper who asked to be told it was back.\n`,
    );
    expect((await as('warehouse', 'catalog', 'restock', MOCHA, '3')).stdout).toBe(`${MOCHA}: 12 → 15 units on sale.\n`);

    expect((await as('owner', 'catalog', 'export', file('ahora.csv'))).code).toBe(0);
    const read = readCsv(readFileSync(file('ahora.csv'), 'utf8'));
    if (!read.ok) throw new Error(read.error.message.en);
    const [header, ...lines] = read.value.map((r) => [...r.fields]);
    const choc = lines.findIndex((l) => l[col('sku')] === CHOC);
    const edited = lines.map((l, i) => (i === choc ? Object.assign([...l], { [col('low_stock_level')]: '7' }) : l));
    writeFileSync(file('editado.csv'), writeCsv([header, ...edited]));
    expect((await as('warehouse', 'catalog', 'import', file('editado.csv'))).stderr).toBe(
      refusedFor('catalogue.write'),
    );
    const dry = await as('owner', 'catalog', 'import', file('editado.csv'), '--dry-run');
    expect(dry.stdout).toMatch(
      new RegExp(
        `^  line ${choc + 2}: changed variant ${CHOC}: low_stock_level "5" → "7"\n0 created, 1 changed, \\d+ unchanged \\(products and variants\\)\\.\nDry run: nothing was changed\\.\n$`,
      ),
    );
    const done = await as('owner', 'catalog', 'import', file('editado.csv'));
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toMatch(/Done: the catalogue was changed\.\n$/);
  });

  it('cancels one order, the stale ones and the expired ones through the API, under the permission orders.cancel', async () => {
    const reason = ['--reason', 'El cliente no contesta'];
    expect((await as('warehouse', 'orders', 'cancel', orders.fresh, ...reason)).stderr).toBe(
      refusedFor('orders.cancel'),
    );
    expect((await as('warehouse', 'orders', 'expire')).stderr).toBe(refusedFor('orders.cancel'));
    const stale = ['orders', 'cancel-stale', '--older-than', '24', ...reason];
    expect((await as('support', ...stale)).stderr).toBe(refusedFor('orders.cancel'));
    expect((await as('owner', ...stale.slice(0, 4), '--reason', 'no')).stderr).toBe(
      'Error: Give the reason for the cancellation (3 to 300 characters).\n',
    );
    expect((await as('owner', ...stale, '--dry-run')).stdout).toBe(
      `${orders.stale} would be cancelled.\n\n1 order would be cancelled (dry run: nothing changed).\n`,
    );
    expect((await as('owner', ...stale)).stdout).toBe(
      `${orders.stale} cancelled, stock back on sale.\n\n1 order cancelled.\n`,
    );
    const cancelled = await as('owner', 'orders', 'cancel', orders.fresh, ...reason);
    expect(cancelled.stderr).toBe('');
    expect(cancelled.stdout).toBe(
      `${orders.fresh} is now cancelled (reason: El cliente no contesta). Stock back on sale: 1 × ${CHOC}.\n`,
    );
    expect((await as('owner', 'orders', 'cancel', orders.fresh, ...reason)).stdout).toBe(
      `${orders.fresh} was already cancelled; nothing changed.\n`,
    );
    const expired = await as('owner', 'orders', 'expire');
    expect(expired.stdout).toBe(
      `${orders.unpaid} expired: cancelled, stock back on sale (1 × ${CHOC}).\n\n` +
        '1 order cancelled for lack of payment; their stock is back on sale.\n',
    );
    expect((await as('owner', 'orders', 'expire')).stdout).toBe('No unpaid order is past its expiry.\n');
  });

  it('keeps every change through a restart of the store', async () => {
    await store.restart();
    const variants = JSON.parse((await as('warehouse', 'catalog', 'variants', '--json')).stdout) as {
      sku: string;
      stock: number;
      lowStockLevel: number;
    }[];
    expect(variants.find((v) => v.sku === MOCHA)?.stock).toBe(15);
    expect(variants.find((v) => v.sku === CHOC)?.lowStockLevel).toBe(7);
    const states = JSON.parse((await as('warehouse', 'orders', 'list', '--json')).stdout) as {
      number: string;
      state: string;
      history: unknown;
    }[];
    for (const number of Object.values(orders))
      expect(states.find((o) => o.number === number)?.state, number).toBe('cancelled');
    const shown = await as('warehouse', 'orders', 'show', orders.fresh);
    expect(shown.stdout).toMatch(/owner <duena@fornido\.co>\s+cancel\s+confirmed → cancelled\s+El cliente no contesta/);
  });
});
