// Place-order under load: 50 shoppers at once, each going through the guest checkout over HTTP as the browser does
// (cart quote → shipping price → payment price → place the order, cash on delivery), against the built store on
// PGlite and on PostgreSQL, flat out and paced; the place-order request's latency and the orders placed per second.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../adapters/config';
import { openStore, T } from '../../adapters/container';
import { randomFrom } from './bench-catalogue';
import { log } from './support/log';
import { withPostgres } from './support/postgres';
import { bySize } from './support/size';
import { spread } from './support/stats';
import { onLoadCore, startStore } from './support/store-process';

const SHOPPERS = 50;
// Flat out: every shopper starts the next step the moment the last one answers (the store's capacity, and the queue
// 50 impatient clients build). Paced: each takes 1–3 s per step, still far quicker than people fill a checkout: 50 of
// them place about 4 orders a second, some 14 000 an hour.
const FLAT_JOURNEYS_EACH = bySize(4, 1);
const PACED_JOURNEYS_EACH = bySize(3, 1);
const PAUSE_MS = [1_000, 3_000] as const;
const PRODUCT = 'gold-standard-100-whey';
const MEDELLIN = { departmentCode: '05', municipalityCode: '05001' };
// Every journey is another shopper on another address (TRUST_PROXY=1 and X-Forwarded-For), as 50 real shoppers are:
// the per-address and per-buyer caps are not reached, and stay as configured.
const STORE_ENV = { TRUST_PROXY: '1' };

/** One way of shopping: how many orders went through, how fast, and the place-order request's latency. */
export type Phase = {
  orders: number;
  failed: number;
  ordersPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  firstFailure: string | null;
};
export type OrdersFigure = { engine: string; flat: Phase; paced: Phase };

/** Migrates and seeds the database, then gives every variant stock no benchmark can sell out. */
const prepare = async (env: Record<string, string>) => {
  const store = await openStore(loadConfig({ LOG_LEVEL: 'warn', ...env }), { seedIfEmpty: true });
  try {
    await store.container.get(T.database).db.execute(sql`UPDATE variants SET stock = 1000000`);
  } finally {
    await store.close();
  }
};

type Shopper = { readonly url: string; readonly skus: readonly string[] };

const journey = async (
  { url, skus }: Shopper,
  n: number,
  pause: () => Promise<void>,
): Promise<{ ms: number } | { failure: string }> => {
  const headers = {
    'accept': 'application/json',
    'content-type': 'application/json',
    'origin': url,
    'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  };
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${url}/api/v1${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: res.status, json: (await res.json()) as { totals?: { total: number }; message?: string } };
  };
  const lines = [{ sku: skus[n % skus.length], quantity: 1 + (n % 2) }];
  const quoted = await post('/cart/quote', { lines });
  await pause();
  const shipped = await post('/checkout/price', { lines, destination: MEDELLIN, shippingMethod: 'standard' });
  await pause();
  const priced = await post('/checkout/price', {
    lines,
    destination: MEDELLIN,
    shippingMethod: 'standard',
    paymentMethod: 'cash-on-delivery',
  });
  const refused = [quoted, shipped, priced].find((s) => s.status !== 200);
  if (refused) return { failure: `${refused.status} ${refused.json.message ?? ''}` };
  await pause();
  const id = String(100_000 + n);
  const start = performance.now();
  const placed = await post('/orders', {
    idempotencyKey: `bench-order-${process.pid}-${id}`,
    lines,
    buyer: {
      name: 'Laura Gómez',
      email: `comprador${id}@correo.co`,
      documentType: 'CC',
      documentNumber: `10${id}`,
      phone: `300${String(n).padStart(7, '0')}`,
      line1: 'Calle 10 # 43-20',
      line2: '',
      notes: '',
      consent: true,
      ...MEDELLIN,
    },
    shippingMethod: 'standard',
    paymentMethod: 'cash-on-delivery',
    expectedTotal: priced.json.totals?.total ?? 0,
  });
  const ms = performance.now() - start;
  return placed.status === 201 ? { ms } : { failure: `${placed.status} ${placed.json.message ?? ''}` };
};

/** Variants of one seeded product a cash-on-delivery order can buy one or two of (under its cap). */
const skusOf = async (url: string) => {
  const res = await fetch(`${url}/api/v1/products/${PRODUCT}`);
  const body = (await res.json()) as { product?: { variants: { sku: string; price: number }[] } };
  const skus = (body.product?.variants ?? []).filter((v) => v.price <= 200_000).map((v) => v.sku);
  if (!skus.length) throw new Error(`no variant of ${PRODUCT} to order (${res.status})`);
  return skus;
};

/** SHOPPERS at once, each going through `journeys` checkouts in turn, pausing `pauseMs` between steps (if any). */
const shop = async (shopper: Shopper, first: number, journeys: number, pauseMs?: readonly [number, number]) => {
  const random = randomFrom(first + 1);
  const pause = pauseMs
    ? () => new Promise<void>((r) => setTimeout(r, pauseMs[0] + random() * (pauseMs[1] - pauseMs[0])))
    : () => Promise.resolve();
  const start = performance.now();
  const results = await Promise.all(
    Array.from({ length: SHOPPERS }, async (_, s) => {
      // Paced shoppers arrive spread over a journey's length, not all in the same millisecond.
      if (pauseMs) await new Promise((r) => setTimeout(r, random() * 4 * pauseMs[1]));
      const mine = [];
      for (let i = 0; i < journeys; i++) {
        if (i > 0) await pause();
        mine.push(await journey(shopper, first + s * journeys + i, pause));
      }
      return mine;
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const all = results.flat();
  const times = all.flatMap((r) => ('ms' in r ? [r.ms] : []));
  const failures = all.flatMap((r) => ('failure' in r ? [r.failure] : []));
  const { p50, p95, p99 } = spread(times.length ? times : [Number.NaN]);
  return {
    orders: times.length,
    failed: failures.length,
    ordersPerSecond: times.length / seconds,
    p50,
    p95,
    p99,
    firstFailure: failures[0] ?? null,
  };
};

const logged = (engine: string, kind: string, phase: Phase) => {
  log(
    `orders on ${engine}, ${kind}: ${phase.orders} placed (${phase.failed} refused) at ${phase.ordersPerSecond.toFixed(1)}/s, p50 ${phase.p50.toFixed(1)} ms, p99 ${phase.p99.toFixed(1)} ms`,
  );
  return phase;
};

/** A warm-up round (every shopper once, flat out), then flat out, then paced. */
const shopAll = async (engine: string, url: string): Promise<OrdersFigure> => {
  const shopper = { url, skus: await skusOf(url) };
  const warm = await shop(shopper, 0, 1);
  if (warm.failed) throw new Error(`warm-up order refused: ${warm.firstFailure}`);
  const flat = logged(engine, 'flat out', await shop(shopper, SHOPPERS, FLAT_JOURNEYS_EACH));
  const next = SHOPPERS * (1 + FLAT_JOURNEYS_EACH);
  const paced = logged(engine, 'paced', await shop(shopper, next, PACED_JOURNEYS_EACH, PAUSE_MS));
  return { engine, flat, paced };
};

const onStore = async (engine: string, env: Record<string, string>, dataDir: string) => {
  await prepare({ ...env, DATA_DIR: dataDir });
  const store = await startStore({ ...STORE_ENV, ...env }, dataDir);
  try {
    return await onLoadCore(() => shopAll(engine, store.url));
  } finally {
    await store.stop();
  }
};

export type OrdersResult = {
  shoppers: number;
  flatJourneysEach: number;
  pacedJourneysEach: number;
  pauseMs: readonly [number, number];
  engines: OrdersFigure[];
};

/** The same checkout load on PGlite (in the store's process) and on PostgreSQL. */
export const benchOrders = async (): Promise<OrdersResult> => {
  const dir = mkdtempSync(join(tmpdir(), 'fornido-bench-orders-'));
  try {
    const pglite = await onStore('PGlite', {}, dir);
    const postgres = await withPostgres(async (url) => ({
      figure: await onStore('PostgreSQL', { DATABASE_URL: url }, join(dir, 'unused')),
    }));
    return {
      shoppers: SHOPPERS,
      flatJourneysEach: FLAT_JOURNEYS_EACH,
      pacedJourneysEach: PACED_JOURNEYS_EACH,
      pauseMs: PAUSE_MS,
      engines: [pglite, { ...postgres.figure, engine: postgres.server }],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
