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

/** How long one load test may take: a full-size storm takes minutes on the 2-core machines. */
export const LOAD_TEST_TIMEOUT_MS = FULL ? 600_000 : 120_000;

/** The units left of the variant the shoppers race for. */
export const LAST_UNITS = 10;
