// Search latency in embedded PGlite at 10 000 and 100 000 products: p50/p95/p99 in milliseconds of `search` (cards,
// total and facets) right after the start and in the steady state, of `suggest`, and of a bare `SELECT 1` as a
// yardstick of the machine (≈ 0.15 ms on an idle one). PGlite runs in this process, so the process's CPU time per
// call is kept too: on a busy machine it leaves out the time spent waiting for a core. BENCH_PRODUCTS measures one
// size only, BENCH_QUERIES sets the number of queries.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../adapters/persistence/db';
import type { SearchQuery } from '../../core/catalog/ports';
import { postgresSearch } from '../../adapters/search/postgres-search';
import { writeBenchCatalogue } from './bench-catalogue';
import { benchQueries } from './bench-queries';
import { log } from './support/log';
import { bySize } from './support/size';
import { spread } from './support/stats';

const SIZES = process.env.BENCH_PRODUCTS ? [Number(process.env.BENCH_PRODUCTS)] : bySize([10_000, 100_000], [2_000]);
const QUERIES = Number(process.env.BENCH_QUERIES ?? bySize(500, 200));
const WARM_UP = 100;

type Sample = { wall: number; cpu: number };
export type Latency = { p50: number; p95: number; p99: number; cpuP50: number; n: number };
export type SearchFigure = {
  products: number;
  writeSeconds: number;
  warmUpSeconds: number;
  start: Latency;
  steady: Latency;
  suggest: Latency;
  selectOne: Latency;
  found: number;
};

const latency = (samples: Sample[]): Latency => {
  const wall = spread(samples.map((s) => s.wall));
  return { ...wall, cpuP50: spread(samples.map((s) => s.cpu)).p50 };
};

const timed = async <T>(work: () => Promise<T>): Promise<[Sample, T]> => {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = await work();
  const used = process.cpuUsage(cpu);
  return [{ wall: performance.now() - start, cpu: (used.user + used.system) / 1000 }, result];
};

/** One catalogue size: written, vacuumed, warmed up as the server does at start, then timed. */
const benchSize = async (products: number): Promise<SearchFigure> => {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await database.migrate();
    const [built] = await timed(() => writeBenchCatalogue(database.db, products));
    // What autovacuum does on a server; the seed's trigger updates leave dead rows behind.
    await database.db.execute(sql`VACUUM ANALYZE`);
    log(`search: ${products} products written in ${(built.wall / 1000).toFixed(1)} s`);
    const search = postgresSearch(database.db);
    // As the server does when it starts, before it takes requests.
    const [warmed] = await timed(() => search.warmUp());
    // A server keeps what it found for each set of words until the catalogue changes, so latency depends on what it
    // has answered before: measured right after the start (the first queries it ever sees, after a short warm-up of
    // the JIT) and in the steady state (after as many earlier queries drawn from the same habits but another sample).
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
    for (const q of benchQueries(WARM_UP, 1).searches) await search.search(q);
    for (const p of prefixes.slice(0, WARM_UP)) await search.suggest(p, 6);
    const cold = await runSearches(benchQueries(QUERIES, 7).searches);
    const steady = await runSearches(benchQueries(QUERIES, 8).searches);
    const suggestMs: Sample[] = [];
    for (const p of prefixes) suggestMs.push((await timed(() => search.suggest(p, 6)))[0]);
    const baseline: Sample[] = [];
    for (let i = 0; i < 200; i++) baseline.push((await timed(() => database.db.execute(sql`SELECT 1`)))[0]);
    const figure = {
      products,
      writeSeconds: built.wall / 1000,
      warmUpSeconds: warmed.wall / 1000,
      start: latency(cold.samples),
      steady: latency(steady.samples),
      suggest: latency(suggestMs),
      selectOne: latency(baseline),
      found: cold.found,
    };
    log(
      `search at ${products}: start p50 ${figure.start.p50.toFixed(1)} / p95 ${figure.start.p95.toFixed(1)} ms, steady p50 ${figure.steady.p50.toFixed(1)} / p95 ${figure.steady.p95.toFixed(1)} ms, suggest p50 ${figure.suggest.p50.toFixed(1)} / p95 ${figure.suggest.p95.toFixed(1)} ms`,
    );
    return figure;
  } finally {
    await database.close();
  }
};

export type SearchResult = { queries: number; sizes: SearchFigure[] };

export const benchSearch = async (): Promise<SearchResult> => {
  const sizes: SearchFigure[] = [];
  for (const products of SIZES) sizes.push(await benchSize(products));
  return { queries: QUERIES, sizes };
};
