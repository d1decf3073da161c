import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import type { Order } from '../../core/orders/order';
import { startFakeAlgolia, type FakeAlgolia } from '../fakes/algolia-server';
import { cliStore } from './support/cli-store';
import { operatorWithToken } from './support/operator-token';
import { placeAnOrder } from './support/orders';
import { stdoutOfEach, storeOnDataDir } from './support/running-store';
import { wearOutEvents } from './support/stuck-event';

// The embedded database: the data dir is what the running store holds, and where it says its address.
const { dataDir, fornido, fornidoWith, withStoreAt } = cliStore('fornido-cli-api-ops-', 'seeded', { engine: 'pglite' });
const keys = { appId: 'FORNIDOAPI', searchKey: 'api-search-key', adminKey: 'api-admin-key' };
let algolia: FakeAlgolia;

const STUCK_EMAIL = 'atascado.api@correo.co';
/** A Bogotá day a week back: `vitals report --since` from its midnight reads the same on both sides. */
const WEEK_AGO = new Date(Date.now() - 7 * 86_400_000 - 5 * 3_600_000).toISOString().slice(0, 10);
let stuck: { order: Order; id: number };
let manager = '';
let warehouse = '';
let mailId = '';
/** What each read answered on the database itself, before the store started. */
let direct = new Map<string, string>();
const reads = () => [
  ['events', 'list', '--json'],
  ['events', 'list', '--stuck'],
  ['mail', 'list', '--json'],
  ['mail', 'show', mailId],
  ['mail', 'show', mailId, '--html'],
  ['vitals', 'report', '--since', WEEK_AGO, '--json'],
  ['vitals', 'report', '--since', WEEK_AGO, '--device', 'mobile'],
];

/** The store as `npm start` serves it on the data dir (its own process and port), with Algolia at the test's fake. */
const startStore = () =>
  storeOnDataDir(dataDir, {
    PAYMENT_METHODS: 'sandbox-card,cash-on-delivery',
    ALGOLIA_APP_ID: keys.appId,
    ALGOLIA_SEARCH_KEY: keys.searchKey,
    ALGOLIA_ADMIN_KEY: keys.adminKey,
    ALGOLIA_HOSTS: `127.0.0.1:${algolia.port}`,
  })();
let store: Awaited<ReturnType<typeof startStore>> | null = null;

beforeAll(async () => {
  algolia = await startFakeAlgolia(keys);
  const clock = { at: new Date(Date.now() - 24 * 3_600_000) };
  await withStoreAt(clock, async (c) => {
    const order = await placeAnOrder(c, {
      paymentMethod: 'cash-on-delivery',
      sku: 'BSN-SY6-2LB-CHOC',
      email: STUCK_EMAIL,
      prefix: 'cli-api-ops',
    });
    // The mail server refuses every attempt until the event is out of them.
    await wearOutEvents(c, clock);
    stuck = { order, id: (await c.get(T.eventOutbox).list({ limit: 1 }))[0].id };
    await placeAnOrder(c, { paymentMethod: 'cash-on-delivery', sku: 'CE-C4O-195G-FRR', prefix: 'cli-api-ops' });
    await c.get(T.events).dispatchEvents();
    mailId = String((await c.get(T.mailOutbox).list({ limit: 1 }))[0].id);
    await c.get(T.vitalsStore).record({
      at: new Date(),
      page: '/proteinas/',
      device: 'mobile',
      navigationType: 'navigate',
      records: [
        { kind: 'metric', metric: 'LCP', value: 2300, rating: 'good' },
        {
          kind: 'error',
          message: "TypeError: Cannot read properties of undefined (reading 'precio')",
          source: 'index.js:1:9',
        },
      ],
    });
    clock.at = new Date();
    const now = clock.at;
    manager = (await operatorWithToken(c, now, { email: 'gerente@fornido.co', name: 'Gerente', role: 'manager' }))
      .token;
    const bodega = { email: 'bodega@fornido.co', name: 'Bodega', role: 'warehouse' } as const;
    warehouse = (await operatorWithToken(c, now, bodega)).token;
  });
  direct = await stdoutOfEach(fornido, reads());
  store = await startStore();
}, 240_000);
afterAll(async () => {
  await store?.stop();
  await algolia.close();
});

const asManager = (...args: string[]) => fornidoWith({ FORNIDO_TOKEN: manager }, ...args);

describe("fornido events, mail, vitals and search through a running store's API", { timeout: 240_000 }, () => {
  it('answers as on the database itself, and refuses a role without the permission', async () => {
    expect(await stdoutOfEach(asManager, reads())).toEqual(direct);
    expect(direct.get('events list --stuck')).toContain(`${stuck.id} `);
    expect(direct.get(`vitals report --since ${WEEK_AGO} --device mobile`)).toMatch(
      /^\/proteinas\/\s+LCP\s+2,300 ms\s+good\s+1$/m,
    );
    const refused = await fornidoWith({ FORNIDO_TOKEN: warehouse }, 'events', 'list');
    expect([refused.code, refused.stdout]).toEqual([1, '']);
    expect(refused.stderr).toBe(
      'Error: The operator of the access token in FORNIDO_TOKEN may not do this: their role lacks the permission ' +
        '"operations.run". An owner can change their role in the console.\n',
    );
    expect((await fornidoWith({ FORNIDO_TOKEN: warehouse }, 'vitals', 'report')).stderr).toContain(
      'their role lacks the permission "reports.read"',
    );
    const unknown = await asManager('mail', 'show', '987654');
    expect([unknown.code, unknown.stderr]).toEqual([
      1,
      'Error: No message with id 987654 in the outbox. List them with "fornido mail list".\n',
    ]);
    expect((await asManager('events', 'retry', '987654')).stderr).toBe(
      'Error: No event 987654. List them with "fornido events list".\n',
    );
  });

  it('retries the stuck event, dispatches and reindexes; what it did survives a restart of the store', async () => {
    const retried = await asManager('events', 'retry', '--stuck');
    expect(retried.code, retried.stderr).toBe(0);
    expect(retried.stdout).toBe(`Event ${stuck.id} (placed, ${stuck.order.number}) delivered.\n`);
    expect((await asManager('events', 'dispatch')).stdout).toBe('No order events were due.\n');
    const indexed = await asManager('search', 'reindex');
    expect(indexed.code, indexed.stderr).toBe(0);
    const total = algolia.indices.get('products')!.records.size;
    expect(total).toBeGreaterThan(60);
    expect(indexed.stdout).toMatch(new RegExp(`^Indexed ${total} products into "products" in \\d+\\.\\d s\\.\\n$`));

    await store?.stop();
    store = await startStore();
    expect((await asManager('events', 'list', '--stuck')).stdout).toBe('No stuck events.\n');
    const mails = JSON.parse((await asManager('mail', 'list', '--to', STUCK_EMAIL, '--json')).stdout);
    expect(mails.map((m: { subject: string }) => m.subject)).toEqual([`Recibimos tu pedido ${stuck.order.number}`]);
  });
});
