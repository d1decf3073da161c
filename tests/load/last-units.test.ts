import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { query } from '../../adapters/persistence/catalog-sql';
import { engines } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { api } from '../server/support/account-client';
import { shop } from './support/shoppers';
import { LOAD_TEST_TIMEOUT_MS, LAST_UNITS, SIZES } from './support/sizes';

// One variant with its last units on sale; every shopper wants one.
const SKU = 'P05-2LB-CHOC';

describe.each(engines())('the last $name units', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(undefined, { engine, env: { TRUST_PROXY: '1' } });
    const [variant] = await query<{ stock: number }>(
      server.container.get(T.database).db,
      sql`SELECT stock FROM variants WHERE sku = ${SKU}`,
    );
    expect(variant?.stock).toBe(LAST_UNITS);
  });
  afterAll(() => server?.close());

  it(
    `go to exactly ${LAST_UNITS} of ${SIZES.shoppers} shoppers racing for them; the others are told in Spanish it sold out`,
    async () => {
      const http = api(server);
      const runs = await Promise.all(
        Array.from({ length: SIZES.shoppers }, (_, n) =>
          shop(http, n, [{ sku: SKU, quantity: 1 }], { run: engine.name }),
        ),
      );
      const steps = runs.flatMap((r) => r.steps);
      expect(steps.filter((s) => s.status >= 500)).toEqual([]);
      const placed = runs.filter((r) => r.order !== null);
      expect(placed).toHaveLength(LAST_UNITS);
      // Each shopper left without the product was refused once, at the price or at the order, as sold out.
      for (const { steps: mine } of runs.filter((r) => r.order === null)) {
        const refusal = mine.at(-1)!;
        expect(refusal.status).toBe(409);
        expect(refusal.json.error).toMatchObject({ kind: 'out-of-stock', message: expect.stringMatching(/se agotó/) });
      }
      const db = server.container.get(T.database).db;
      const [left] = await query<{ stock: number }>(db, sql`SELECT stock FROM variants WHERE sku = ${SKU}`);
      expect(left?.stock).toBe(0);
      const [sold] = await query<{ units: number; orders: number }>(
        db,
        sql`SELECT coalesce(sum(quantity), 0)::int AS units, count(DISTINCT order_id)::int AS orders
          FROM order_lines WHERE sku = ${SKU}`,
      );
      expect(sold).toEqual({ units: LAST_UNITS, orders: LAST_UNITS });
      // The product page says so to the next shopper.
      const after = await shop(http, SIZES.shoppers, [{ sku: SKU, quantity: 1 }], { run: engine.name });
      expect(after.order).toBeNull();
      expect(after.steps.at(-1)).toMatchObject({ status: 409, json: { error: { kind: 'out-of-stock' } } });
    },
    LOAD_TEST_TIMEOUT_MS,
  );
});
