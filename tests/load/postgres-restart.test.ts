import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { api } from '../server/support/account-client';
import { postgresEngine } from '../support/databases';
import { eventually } from '../support/eventually';
import { startTestServer, type TestServer } from '../support/test-server';
import { aShopper, MEDELLIN } from './support/shoppers';
import { startPrivatePostgres } from './support/private-postgres';
import { LOAD_TEST_TIMEOUT_MS, SIZES } from './support/sizes';

const LINES = [{ sku: 'P06-2LB-CHOC', quantity: 1 }];

let postgres: Awaited<ReturnType<typeof startPrivatePostgres>>;
let server: TestServer;
beforeAll(async () => {
  postgres = await startPrivatePostgres();
  server = await startTestServer(undefined, { engine: postgresEngine(postgres.url), env: { TRUST_PROXY: '1' } });
  await server.container.get(T.database).db.execute(sql`UPDATE variants SET stock = 1000 WHERE sku = ${LINES[0].sku}`);
}, 120_000);
afterAll(async () => {
  // The server first gone, so no connection of the store's pool can wait on it while the pool closes (an afterAll
  // that closed the store first once waited out its time limit).
  await postgres?.remove();
  await server?.close().catch(() => undefined);
});

type Answer = { readonly what: string; readonly res: Response };

describe('PostgreSQL restarted while shoppers browse and buy', () => {
  it(
    'answers 503 in Spanish while it is down, and serves again by itself once it is back',
    async () => {
      const http = api(server);
      const priced = {
        lines: LINES,
        destination: MEDELLIN,
        shippingMethod: 'standard',
        paymentMethod: 'cash-on-delivery',
      };
      const total = (await http.post('/checkout/price', priced)).json.totals.total as number;
      let shoppers = 0;
      /** One request of a shopper: the catalogue, the checkout's price, or an order, in turn. */
      const request = (): Promise<Answer> => {
        const n = ++shoppers;
        const { buyer, auth, key } = aShopper(n, 'caida');
        const json = (method: string, path: string, body?: unknown) =>
          server.get(`/api/v1${path}`, {
            method,
            headers: {
              'Accept': 'application/json',
              'Content-Type': 'application/json',
              'Origin': 'https://fornido.co',
              ...auth.headers,
            },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
        const what = ['catalogue', 'price', 'order', 'page'][n % 4];
        const sent =
          what === 'page'
            ? server.get(`/proteinas/?visita=${n}`)
            : what === 'catalogue'
              ? json('GET', '/products?sort=newest&limit=8')
              : what === 'price'
                ? json('POST', '/checkout/price', priced)
                : json('POST', '/orders', {
                    idempotencyKey: key,
                    lines: LINES,
                    buyer,
                    shippingMethod: 'standard',
                    paymentMethod: 'cash-on-delivery',
                    expectedTotal: total,
                  });
        // Read whole at once, as a browser does, so no answer holds a connection.
        return sent.then(async (res) => ({ what, res: new Response(await res.text(), res) }));
      };
      const answers: Answer[] = [];
      let flowing = true;
      // Six shoppers' browsers at once, for as long as the test runs.
      const traffic = Promise.all(
        Array.from({ length: 6 }, async () => {
          while (flowing) answers.push(await request());
        }),
      );
      const until = (done: () => boolean) =>
        eventually(done, () => `gave up waiting: ${answers.length} answers`, 30_000);
      await until(() => answers.length >= SIZES.outageRequests / 3);
      await postgres.stop();
      const down = answers.length;
      await until(() => answers.length >= down + SIZES.outageRequests / 3);
      await postgres.start();
      const back = answers.length;
      // Back by itself: the store was not restarted, its pool opened new connections.
      await until(() => answers.length >= back + SIZES.outageRequests / 3);
      flowing = false;
      await traffic;

      for (const { what, res } of answers) {
        expect([200, 201, 503], what).toContain(res.status);
        if (res.status !== 503) continue;
        expect(res.headers.get('retry-after'), what).toMatch(/^\d+$/);
        const text = await res.text();
        if (what === 'page') {
          expect(text, what).toContain('La tienda no está disponible en este momento.');
          continue;
        }
        expect(JSON.parse(text), what).toEqual({
          error: {
            kind: 'internal',
            message: 'La tienda no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
          },
        });
      }
      const during = answers.slice(down, back);
      expect(during.filter((a) => a.res.status === 503).length).toBeGreaterThan(0);
      const last = answers.slice(-SIZES.outageRequests / 6);
      expect(last.map((a) => a.res.status).filter((s) => s >= 400)).toEqual([]);
    },
    LOAD_TEST_TIMEOUT_MS,
  );
});
