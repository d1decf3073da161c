import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ADDI_SANDBOX_CREDENTIALS } from '../../adapters/addi/sandbox';
import { loadConfig } from '../../adapters/config';
import { T } from '../../adapters/container';
import { createContainer } from '../../adapters/container-root';
import { openDatabase } from '../../adapters/persistence/db';
import { EVENT_RETRIES } from '../../core/events/dispatch-events';
import { query } from '../../adapters/persistence/catalog-sql';
import type { Clock, Logger } from '../../core/shared/ports';
import { api } from '../server/support/account-client';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { seedCatalogue } from '../../adapters/persistence/seed/seed-catalogue';
import { aCatalogue } from '../builders/seed-data';
import { engines, SEEDED_AT } from '../support/databases';
import { fromTemplate } from '../support/pglite-templates';
import type { TestServer } from '../support/test-server';
import { FULL, LOAD_TEST_TIMEOUT_MS, SIZES } from './support/sizes';
import { aShopper, shop } from './support/shoppers';
import { inParallel } from './support/storm';
import { freePort, startStoreChild } from './support/store-child';

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const BASIC = `Basic ${Buffer.from(`${ADDI_SANDBOX_CREDENTIALS.callbackUser}:${ADDI_SANDBOX_CREDENTIALS.callbackPassword}`).toString('base64')}`;

/** Where the store keeps its data, holding the test catalogue: a PGlite data dir of its own (written from the run's
 * template), or a new PostgreSQL database (CI's DATABASE_URL). */
const storageFor = async (engine: ReturnType<typeof engines>[number]) => {
  const dir = await mkdtemp(join(tmpdir(), 'fornido-kill-'));
  const removeDir = () => rm(dir, { recursive: true, force: true });
  if (engine.name === 'pglite') {
    const template = await fromTemplate('catalogue', async ({ db }) => {
      await seedCatalogue(db, aCatalogue(), SEEDED_AT);
    });
    const dump = await template.dumpDataDir();
    await template.close();
    const onDisk = await PGlite.create(dir, { loadDataDir: dump, extensions: { unaccent, pg_trgm } });
    await onDisk.close();
    return { env: { DATA_DIR: dir, DATABASE_URL: '' }, drop: removeDir };
  }
  const database = await engine.open();
  await seedCatalogue(database.db, aCatalogue(), SEEDED_AT);
  return {
    env: { DATA_DIR: dir, DATABASE_URL: database.url! },
    drop: async () => {
      await database.drop();
      await removeDir();
    },
  };
};

/** The store opened in this process on the same data, quietly, for a look inside; `clock` replaces the system's. */
const opened = async (env: Record<string, string>, clock?: Clock) => {
  const config = { ...loadConfig(env), logLevel: 'silent' as const };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  return { container: createContainer(config, database, quiet, { clock }), close: () => database.close() };
};

/** Units on sale of each product the shoppers buy: more than they take. */
const STOCK = 500;

type Outcome = { number: string | null; link: string | null; approved: boolean };

// PGlite always (its data dir is what a kill can damage); PostgreSQL too at full size with DATABASE_URL (the store's
// transactions are the same there; two more store starts cost `npm test` too much).
describe.each(FULL ? engines() : engines().slice(0, 1))(
  'the store killed with kill -9 while shoppers place and pay orders ($name)',
  (engine) => {
    const cleanups: (() => Promise<unknown>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it(
      'restarts with every order whole, no stock leaked, each event once and none lost',
      async () => {
        const storage = await storageFor(engine);
        cleanups.push(storage.drop);
        const port = await freePort();
        const env = {
          ...storage.env,
          HOST: '127.0.0.1',
          PORT: String(port),
          PUBLIC_URL: 'https://fornido.co',
          TRUST_PROXY: '1',
          LOG_LEVEL: 'warn',
        };
        // Three products with stock for every shopper, set before the store starts.
        const skus = ['P03-2LB-CHOC', 'P04-2LB-CHOC', 'P05-2LB-CHOC'];
        const before = await opened(env);
        await before.container
          .get(T.database)
          .db.execute(sql`UPDATE variants SET stock = ${STOCK} WHERE sku IN ${skus}`);
        await before.close();

        let store = await startStoreChild(env);
        cleanups.push(async () => void store.kill());
        const http = api({ get: (path, init) => fetch(`http://127.0.0.1:${port}${path}`, init) } as TestServer);
        // Killed once a quarter of the shoppers were told their credit was approved: others are placing or paying then.
        let approvals = 0;
        const killAt = Math.ceil(SIZES.killedOrders / 4);
        /** A shopper's order of two products, then Addi's approval of its credit, as far as the store lets them get. */
        const shopper = async (n: number): Promise<Outcome> => {
          const outcome: Outcome = { number: null, link: null, approved: false };
          const lines = [
            { sku: skus[n % 3], quantity: 1 },
            { sku: skus[(n + 1) % 3], quantity: 2 },
          ];
          try {
            const { order } = await shop(http, n, lines, { run: `kill-${engine.name}`, paymentMethod: 'addi' });
            if (!order) return outcome;
            Object.assign(outcome, { number: order.number, link: order.link });
            const signature = new URL(`https://x${order.link}`).searchParams.get('firma')!;
            const { auth } = aShopper(n, `kill-${engine.name}`);
            const started = await http.post(
              `/orders/${order.number}/payments`,
              { method: 'addi', signature, instrument: { kind: 'pay-later' } },
              auth,
            );
            const url = new URL(started.json.attempt.action.url as string);
            const callback = await fetch(`http://127.0.0.1:${port}/api/v1/webhooks/addi`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', 'Authorization': BASIC },
              body: JSON.stringify({
                orderId: started.json.attempt.id,
                applicationId: url.searchParams.get('id'),
                approvedAmount: order.total,
                currency: 'COP',
                status: 'APPROVED',
                statusTimestamp: 1,
              }),
            });
            outcome.approved = callback.status === 200;
            if (outcome.approved && ++approvals === killAt) store.kill();
          } catch {
            // Cut by the kill: what the store acknowledged before is what must survive.
          }
          return outcome;
        };
        const outcomes = await inParallel(
          Array.from({ length: SIZES.killedOrders }, (_, n) => () => shopper(n)),
          8,
        );
        // Had the store refused everyone, it is killed now all the same (and the count below says so).
        store.kill();
        expect((await store.exited).signal).toBe('SIGKILL');
        const placed = outcomes.filter((o) => o.number !== null);
        expect(outcomes.filter((o) => o.approved).length).toBeGreaterThanOrEqual(killAt);

        // Restarted on the same data: every order the store acknowledged is there, paid when its approval was taken.
        store = await startStoreChild(env);
        for (const o of placed) {
          const signature = new URL(`https://x${o.link!}`).searchParams.get('firma')!;
          const view = await http.get(`/orders/${o.number!}?firma=${encodeURIComponent(signature)}`);
          expect(view.status, o.number!).toBe(200);
          if (o.approved) expect(view.json.state, o.number!).toBe('paid');
        }
        expect(await store.stop()).toEqual({ code: 0, signal: null });

        // A look inside, once the dispatcher delivered what the crash left undelivered: the events the killed store had
        // taken are hidden for their lease (a crash delays their mail), so this dispatcher runs just past it.
        const later = new Date(Date.now() + EVENT_RETRIES.leaseMs + 60_000);
        const after = await opened(env, { now: () => later });
        cleanups.push(() => after.close());
        while ((await after.container.get(T.events).dispatchEvents()).delivered > 0);
        const inside = after.container.get(T.database).db;
        const orders = await query<{ number: string; state: string; subtotal: number; lines: number; summed: number }>(
          inside,
          sql`SELECT o.number, o.state, o.subtotal, count(l.sku)::int AS lines,
                 coalesce(sum(l.unit_price * l.quantity), 0)::int AS summed
          FROM orders o LEFT JOIN order_lines l ON l.order_id = o.id GROUP BY o.id`,
        );
        expect(orders.length).toBeGreaterThanOrEqual(placed.length);
        for (const o of orders) {
          expect(o.lines, o.number).toBe(2);
          expect(o.summed, o.number).toBe(o.subtotal);
          expect(['pending_payment', 'paid'], o.number).toContain(o.state);
        }
        // Stock: what was on sale, less the units of the orders that exist, to the unit.
        const stock = await query<{ sku: string; stock: number; sold: number }>(
          inside,
          sql`SELECT v.sku, v.stock, coalesce((SELECT sum(quantity) FROM order_lines l WHERE l.sku = v.sku), 0)::int AS sold
          FROM variants v WHERE v.sku IN ${skus}`,
        );
        for (const v of stock) expect(v.stock + v.sold, v.sku).toBe(STOCK);
        // Events: one "placed" per order, one approval per paid order, all delivered; one mail per event and template.
        const events = await query<{ number: string; type: string; state: string }>(
          inside,
          sql`SELECT order_number AS number, type, state FROM order_events`,
        );
        expect(events.filter((e) => e.state !== 'delivered')).toEqual([]);
        const mails = await query<{ template: string; subject: string }>(
          inside,
          sql`SELECT template, subject FROM mail_outbox`,
        );
        for (const o of orders) {
          const mine = events.filter((e) => e.number === o.number).map((e) => e.type);
          expect(
            mine.filter((t) => t === 'placed'),
            o.number,
          ).toHaveLength(1);
          expect(
            mine.filter((t) => t === 'payment-approved'),
            o.number,
          ).toHaveLength(o.state === 'paid' ? 1 : 0);
          const approvalMails = mails.filter((m) => m.template === 'payment-approved' && m.subject.includes(o.number));
          expect(approvalMails, o.number).toHaveLength(o.state === 'paid' ? 1 : 0);
        }
        const perTemplate = new Map<string, number>();
        for (const m of mails)
          perTemplate.set(`${m.template} ${m.subject}`, (perTemplate.get(`${m.template} ${m.subject}`) ?? 0) + 1);
        expect([...perTemplate].filter(([, count]) => count > 1)).toEqual([]);
      },
      LOAD_TEST_TIMEOUT_MS,
    );
  },
);
