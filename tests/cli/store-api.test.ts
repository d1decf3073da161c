import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { cliStore } from './support/cli-store';
import { operatorWithToken } from './support/operator-token';
import { placeAnOrder } from './support/orders';
import { storeOnDataDir } from './support/running-store';

// The embedded database: the data dir is what the running store holds, and where it says its address.
const { dataDir, fornido, fornidoWith, withStoreAt, configure } = cliStore('fornido-cli-api-', 'seeded', {
  engine: 'pglite',
});
const METHODS = 'sandbox-card,cash-on-delivery';
configure({ PAYMENT_METHODS: METHODS });

const NOW = { at: new Date() };
const MOCHA = 'ON-GSW-2LB-MOCH';
const READS = [
  ['orders', 'list', '--json'],
  ['catalog', 'variants', '--json'],
  ['operators', 'list', '--json'],
];
const readsOf = (order: string) => [
  ['orders', 'show', order, '--json'],
  ['orders', 'slip', order, '--json'],
];

let number = '';
let bodega = { name: '', token: '' };
let owner = '';
let support = '';
let revoked = '';
/** What each read answered on the database itself, before the store started. */
const direct = new Map<string, string>();

/** The store as `npm start` serves it on the data dir (its own process, its own port), saying its address in the lock. */
const startStore = storeOnDataDir(dataDir, { PAYMENT_METHODS: METHODS });
let store: Awaited<ReturnType<typeof startStore>> | null = null;

beforeAll(async () => {
  await withStoreAt(NOW, async (c) => {
    const order = await placeAnOrder(c, {
      paymentMethod: 'cash-on-delivery',
      sku: 'BSN-SY6-2LB-CHOC',
      prefix: 'cli-api',
    });
    number = order.number;
    const warehouse = await operatorWithToken(c, NOW.at, {
      email: 'bodega@fornido.co',
      name: 'Bodega',
      role: 'warehouse',
    });
    bodega = { name: warehouse.actor.name, token: warehouse.token };
    const spare = await c.get(T.operators).createAccessToken(warehouse.actor, 'el portátil perdido');
    if (!spare.ok) throw new Error(spare.error.message);
    revoked = spare.value.token;
    await c.get(T.operators).revokeAccessToken(warehouse.actor, spare.value.view.id);
    support = (await operatorWithToken(c, NOW.at, { email: 'ayuda@fornido.co', name: 'Ayuda', role: 'support' })).token;
    owner = (await operatorWithToken(c, NOW.at, { email: 'duena@fornido.co', name: 'Dueña', role: 'owner' })).token;
  });
  for (const args of [...READS, ...readsOf(number)]) {
    const run = await fornido(...args);
    expect(run.code, run.stderr).toBe(0);
    direct.set(args.join(' '), run.stdout);
  }
  store = await startStore();
}, 240_000);
afterAll(async () => {
  await store?.stop();
});

const withToken = (token: string, ...args: string[]) => fornidoWith({ FORNIDO_TOKEN: token }, ...args);

describe('fornido beside a store running on the embedded database', { timeout: 240_000 }, () => {
  it('refuses without a token, saying how to get one, and refuses a revoked token; nothing is changed', async () => {
    const refused = await fornido('orders', 'ship', number, '--tracking', 'SERV-1001');
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain(`A Fornido store is running on the data directory ${dataDir} (pid `);
    expect(refused.stderr).toContain('Mi cuenta → "Tokens de acceso"');
    expect(refused.stderr).toContain('`FORNIDO_TOKEN=fop_… fornido …`');
    const stale = await withToken(revoked, 'orders', 'ship', number, '--tracking', 'SERV-1001');
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain('refused the access token in FORNIDO_TOKEN: it is wrong or revoked');
    const shown = JSON.parse((await withToken(bodega.token, 'orders', 'show', number, '--json')).stdout);
    expect(shown.state).toBe('confirmed');
  });

  it('answers --json through the API exactly as on the database itself', async () => {
    for (const args of [...READS, ...readsOf(number)]) {
      const run = await withToken(args[0] === 'operators' ? owner : bodega.token, ...args);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout, args.join(' ')).toBe(direct.get(args.join(' ')));
    }
    expect((await withToken(bodega.token, 'orders', 'list')).stdout).toContain(number);
  });

  it("refuses what the token's role may not do, and a command with no endpoint yet", async () => {
    const helper = await withToken(support, 'orders', 'ship', number, '--tracking', 'SERV-1001');
    expect(helper.code).toBe(1);
    expect(helper.stderr).toBe(
      'Error: The operator of the access token in FORNIDO_TOKEN may not do this: their role lacks the permission ' +
        '"orders.fulfil". An owner can change their role in the console.\n',
    );
    const cancel = await withToken(bodega.token, 'orders', 'cancel', number, '--reason', 'prueba');
    expect(cancel.code).toBe(1);
    expect(cancel.stderr).toContain("This command has no endpoint in the operators' API yet");
    expect(cancel.stderr).toContain('it needs the store stopped, or the store on PostgreSQL (DATABASE_URL)');
  });

  it("ships through the API under the token's operator, and the shipment survives a restart of the store", async () => {
    const shipped = await withToken(bodega.token, 'orders', 'ship', number, '--tracking', 'SERV-1001');
    expect(shipped.stderr).toBe('');
    expect(shipped.stdout).toBe(`${number} is now shipped (tracking SERV-1001).\n`);
    expect(shipped.code).toBe(0);
    const again = await withToken(bodega.token, 'orders', 'ship', number, '--tracking', 'SERV-1001');
    expect(again.stdout).toBe(`${number} was already shipped (tracking SERV-1001); nothing changed.\n`);
    const refusedPrice = await withToken(bodega.token, 'catalog', 'set-price', MOCHA, '204900');
    expect(refusedPrice.stderr).toContain('lacks the permission "catalogue.write"');
    const price = await withToken(owner, 'catalog', 'set-price', MOCHA, '204900');
    expect(price.code, price.stderr).toBe(0);
    expect(price.stdout).toMatch(new RegExp(`^${MOCHA}: .+ → \\$ 204\\.900`));

    await store?.stop();
    store = await startStore();
    const shown = await withToken(bodega.token, 'orders', 'show', number);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toMatch(new RegExp(`^Order:\\s+${number} \\(shipped\\)$`, 'm'));
    expect(shown.stdout).toMatch(/^Tracking:\s+SERV-1001$/m);
    expect(shown.stdout).toMatch(new RegExp(`${bodega.name}\\s+ship\\s+preparing → shipped\\s+SERV-1001`));
    const variants = JSON.parse((await withToken(owner, 'catalog', 'variants', '--json')).stdout) as { sku: string }[];
    expect(variants.find((v) => v.sku === MOCHA)).toMatchObject({ price: 204_900 });

    // Stopped: the command opens the data dir itself, as before, and reads the same.
    await store.stop();
    store = null;
    const after = await fornido('orders', 'show', number);
    expect(after.code, after.stderr).toBe(0);
    expect(after.stdout).toMatch(new RegExp(`^Order:\\s+${number} \\(shipped\\)$`, 'm'));
  });
});
