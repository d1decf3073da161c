// Search latency on a 10 000-product catalogue in embedded PGlite: `npm run bench:search`.
// Prints p50/p95/p99 in milliseconds for `search` (cards, total and facets) right after the start and
// in the steady state, for `suggest`, and for a bare
// `SELECT 1` as a yardstick of the machine (≈ 0.15 ms on an idle one). PGlite runs in this process, so
// the process's CPU time per call is printed too: on a busy machine it leaves out the time spent waiting
// for a core. A script, not a test.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../adapters/persistence/db';
import type { SearchQuery } from '../../core/catalog/ports';
import { postgresSearch } from '../../adapters/search/postgres-search';
import { writeBenchCatalogue } from './bench-catalogue';
import { benchQueries } from './bench-queries';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 1_000);
const WARM_UP = 100;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
type Sample = { wall: number; cpu: number };

const report = (label: string, samples: Sample[]) => {
  const line = (kind: string, ms: number[]) => {
    const s = [...ms].sort((a, b) => a - b);
    const f = (n: number) => n.toFixed(2).padStart(7);
    return `${kind} p50 ${f(percentile(s, 50))}  p95 ${f(percentile(s, 95))}  p99 ${f(percentile(s, 99))}  max ${f(s.at(-1)!)} ms`;
  };
  console.log(
    `${label.padEnd(8)} n=${samples.length}  wall ${line(
      '',
      samples.map((x) => x.wall),
    )}`,
  );
  console.log(
    `${''.padEnd(8)} ${''.padEnd(`n=${samples.length}`.length)}  cpu  ${line(
      '',
      samples.map((x) => x.cpu),
    )}`,
  );
};

const timed = async <T>(work: () => Promise<T>): Promise<[Sample, T]> => {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = await work();
  const used = process.cpuUsage(cpu);
  return [{ wall: performance.now() - start, cpu: (used.user + used.system) / 1000 }, result];
};

const database = await openDatabase({ dataDir: 'memory://' });
try {
  await database.migrate();
  const [built] = await timed(() => writeBenchCatalogue(database.db, PRODUCTS));
  // What autovacuum does on a server; the seed's trigger updates leave dead rows behind.
  await database.db.execute(sql`VACUUM ANALYZE`);
  console.log(`Catalogue: ${PRODUCTS} products written in ${(built.wall / 1000).toFixed(1)} s.`);
  const search = postgresSearch(database.db);
  // As the server does when it starts, before it takes requests.
  const [warmed, read] = await timed(() => search.warmUp());
  console.log(
    `Warm-up at start: ${read.words} words, ${read.terms} terms read in ${(warmed.wall / 1000).toFixed(1)} s.`,
  );
  // A server keeps what it found for each set of words until the catalogue changes, so latency depends
  // on what it has answered before: measured right after the start (the first queries it ever sees,
  // after a short warm-up of the JIT) and in the steady state (after as many earlier queries drawn from
  // the same habits but another sample).
  const runSearches = async (queries: readonly SearchQuery[]) => {
    const samples: Sample[] = [];
    let found = 0;
    for (const q of queries) {
      const [ms, page] = await timed(() => search.search(q));
      samples.push(ms);
      if (page.total > 0) found++;
    }
    return { samples, found };
  };
  const { prefixes } = benchQueries(QUERIES);
  const warmUp = benchQueries(WARM_UP, 1).searches;
  for (const q of warmUp) await search.search(q);
  for (const p of prefixes.slice(0, WARM_UP)) await search.suggest(p, 6);
  const cold = await runSearches(benchQueries(QUERIES, 7).searches);
  const steady = await runSearches(benchQueries(QUERIES, 8).searches);
  const suggestMs: Sample[] = [];
  for (const p of prefixes) suggestMs.push((await timed(() => search.suggest(p, 6)))[0]);
  const baseline: Sample[] = [];
  for (let i = 0; i < 200; i++) baseline.push((await timed(() => database.db.execute(sql`SELECT 1`)))[0]);
  console.log(
    `Queries: ${QUERIES} searches after the start (${cold.found} with results), ${QUERIES} more in the steady state (${steady.found}), ${prefixes.length} suggestions.`,
  );
  report('start', cold.samples);
  report('steady', steady.samples);
  report('suggest', suggestMs);
  report('SELECT 1', baseline);
} finally {
  await database.close();
}
