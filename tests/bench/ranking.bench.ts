// The monthly ranking at scale, in embedded PGlite: `npm run bench:ranking`. A script, not a test.
// Seeds 100 000 customers and 1 000 000 point movements over 12 months (few customers earn most points, as in a real
// store: the customer of each movement is drawn with a power law; about 3 % are reversals), keeps the month totals as
// the store does, then times the ranking's questions (p50/p95/p99 over many runs), a write through the store, and a
// bare `SELECT 1` as a yardstick of the machine. Sizes: BENCH_CUSTOMERS, BENCH_MOVEMENTS, BENCH_RUNS.
import { cpus, loadavg, totalmem } from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../adapters/persistence/db';
import { sqlLoyaltyStore } from '../../adapters/persistence/loyalty-store';
import { monthKeyOf } from '../../core/loyalty/ranking';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const MOVEMENTS = Number(process.env.BENCH_MOVEMENTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 500);
const WARM_UP = 50;
// The newest of the 12 months is the current one: 24 November 2026, Bogotá.
const NOW = new Date('2026-11-24T15:00:00Z');
const CURRENT = monthKeyOf(NOW);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const f = (n: number) => n.toFixed(2).padStart(7);

const line = (ms: number[]) => {
  ms.sort((a, b) => a - b);
  return `p50 ${f(percentile(ms, 50))}  p95 ${f(percentile(ms, 95))}  p99 ${f(percentile(ms, 99))}  max ${f(ms.at(-1)!)} ms`;
};

// PGlite runs in this process, so its CPU time per call is printed too: on a busy machine it leaves out the time spent
// waiting for a core.
const measure = async (label: string, work: (run: number) => Promise<unknown>) => {
  for (let i = 0; i < WARM_UP; i++) await work(i);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const used = process.cpuUsage();
    const start = performance.now();
    await work(WARM_UP + i);
    wall.push(performance.now() - start);
    const spent = process.cpuUsage(used);
    cpu.push((spent.user + spent.system) / 1000);
  }
  console.log(`${label.padEnd(32)} n=${RUNS}  wall ${line(wall)}`);
  console.log(`${''.padEnd(32)} ${''.padEnd(`n=${RUNS}`.length)}  cpu  ${line(cpu)}`);
};

const seconds = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

console.log(
  `Machine: ${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, load ${loadavg()[0].toFixed(1)}; Node ${process.version}; ${new Date().toISOString()}; PGlite (in this process)`,
);
const database = await openDatabase({ dataDir: 'memory://' });
try {
  await database.migrate();
  const { db } = database;
  let start = performance.now();
  await db.execute(sql`SELECT setseed(0.18)`);
  await db.execute(sql`INSERT INTO customers (id, email, name, password_hash, referral_code, privacy_consent_at,
      marketing_consent, created_at)
    SELECT 'banco-' || lpad(g::text, 6, '0'), 'cliente' || g || '@banco.co',
      (ARRAY['Camila','Juan','Valentina','Andrés','Sofía','Santiago','Mariana','Felipe','Laura','Sebastián'])[1 + g % 10]
        || ' ' || (ARRAY['Rodríguez','Gómez','Martínez','López','García','Pérez','Ramírez','Ospina','Vélez','Díaz'])[1 + (g / 10) % 10],
      'bench', 'BANCO' || g, now(), false, now()
    FROM generate_series(1, ${CUSTOMERS}) g`);
  console.log(`Customers: ${CUSTOMERS} written in ${seconds(start)}.`);
  start = performance.now();
  // Twelve months back from the current one; a movement's instant is anywhere in its month (Bogotá, UTC−5).
  await db.execute(sql`INSERT INTO loyalty_points (customer_id, order_id, reason, points, month, at)
    SELECT 'banco-' || lpad((1 + floor(${CUSTOMERS} * power(random(), 3)))::int::text, 6, '0'), NULL,
      CASE WHEN r < 0.03 THEN 'order-reversed' WHEN r < 0.15 THEN 'gift' ELSE 'order' END,
      CASE WHEN r < 0.03 THEN -(1 + floor(300 * random()))::int ELSE (1 + floor(300 * power(random(), 2)))::int END,
      to_char(m, 'YYYY-MM'), (m + random() * interval '27 days' + interval '5 hours')
    FROM (SELECT random() AS r, date_trunc('month', ${NOW.toISOString()}::timestamptz - interval '5 hours')
            - make_interval(months => (g % 12)) AS m
          FROM generate_series(1, ${MOVEMENTS}) g) s`);
  console.log(`Point movements: ${MOVEMENTS} written in ${seconds(start)}.`);
  start = performance.now();
  // The month totals, as recordPointsIn keeps them: the sum of each customer's movements in each month.
  await db.execute(sql`INSERT INTO loyalty_month_points (customer_id, month, points)
    SELECT customer_id, month, sum(points)::integer FROM loyalty_points GROUP BY customer_id, month
    ON CONFLICT (customer_id, month) DO UPDATE SET points = loyalty_month_points.points + excluded.points`);
  await db.execute(sql`VACUUM ANALYZE`);
  const [{ totals, inCurrent }] = (
    (await db.execute(sql`SELECT count(*)::int AS totals,
        count(*) FILTER (WHERE month = ${CURRENT} AND points > 0)::int AS "inCurrent" FROM loyalty_month_points`)) as {
      rows: { totals: number; inCurrent: number }[];
    }
  ).rows;
  console.log(`Month totals: ${totals} rows (${inCurrent} customers with points in ${CURRENT}) in ${seconds(start)}.`);

  const store = sqlLoyaltyStore(db);
  const middle = (
    (await db.execute(sql`SELECT customer_id FROM loyalty_month_points WHERE month = ${CURRENT} AND points > 0
      ORDER BY points DESC, customer_id OFFSET ${Math.floor(inCurrent / 2)} LIMIT 1`)) as {
      rows: { customer_id: string }[];
    }
  ).rows[0].customer_id;
  const position = await store.positionOf(middle, CURRENT);
  console.log(`Middle customer: ${middle}, position ${position?.position} with ${position?.points} points.\n`);

  await measure('SELECT 1 (yardstick)', () => db.execute(sql`SELECT 1`));
  await measure(`monthTop(${CURRENT}, 20)`, () => store.monthTop(CURRENT, 20));
  await measure('monthTop(oldest month, 20)', () => store.monthTop(monthKeyOf(new Date('2025-12-15T12:00:00Z')), 20));
  await measure('positionOf(middle customer)', () => store.positionOf(middle, CURRENT));
  await measure('months(12)', () => store.months(12));
  await measure('lifetimePoints(middle customer)', () => store.lifetimePoints(middle));
  await measure('record(an order: points + gift)', (run) =>
    store.record([
      { customerId: middle, orderId: null, reason: 'order', points: 129, at: NOW },
      {
        customerId: `banco-${String(1 + (run % CUSTOMERS)).padStart(6, '0')}`,
        orderId: null,
        reason: 'gift',
        points: 9,
        at: NOW,
      },
    ]),
  );
} finally {
  await database.close();
}
