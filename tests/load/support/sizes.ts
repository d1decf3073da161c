import { availableParallelism, loadavg } from 'node:os';

/** How big the load and fault tests run: small in `npm test` (a few seconds a file), full in `npm run bench`
 * (`FORNIDO_LOAD_SIZE=full vitest run tests/load`). Each test asserts outcomes only, never times. */
export const FULL = process.env.FORNIDO_LOAD_SIZE === 'full';

export const SIZES = FULL
  ? {
      /** Shoppers racing for the last units of one variant. */
      shoppers: 200,
      /** Payment confirmations and webhooks, duplicated and reordered, for a handful of orders. */
      confirmations: 1_000,
      /** Orders placed (and some paid) while the server is killed with `kill -9`. */
      killedOrders: 60,
      /** Requests sent while PostgreSQL restarts. */
      outageRequests: 300,
    }
  : { shoppers: 40, confirmations: 150, killedOrders: 16, outageRequests: 60 };

/** How much slower than an idle machine this one runs now: the load average (the higher of the last 1 and 5 minutes)
 * per core, from 1 to 10. The tests wait on processes, PGlite and HTTP, all of which share the cores: at a load
 * average of 15 on 2 cores, the kill -9 test took over twice its idle budget. */
export const SLOWDOWN = Math.min(10, Math.max(1, Math.max(...loadavg().slice(0, 2)) / availableParallelism()));

/** How long one load test may take: on an idle 2-core machine a small run takes under a minute a file, a full-size
 * storm minutes; the budget grows with the machine's load, since the tests assert outcomes, never times. */
export const LOAD_TEST_TIMEOUT_MS = Math.round((FULL ? 600_000 : 120_000) * SLOWDOWN);

/** How long a store process may take to be ready (tests/load/support/store-child.ts): tsx, PGlite, migrations. */
export const STORE_START_BUDGET_MS = Math.round(60_000 * SLOWDOWN);

/** The units left of the variant the shoppers race for. */
export const LAST_UNITS = 10;
