// Server-side rendering throughput: each catalogue page rendered by the built store, against the same HTML served as
// a static file by the same app, with autocannon at 20 connections; store on core 0, load generator on core 1.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { log } from './support/log';
import { bySize } from './support/size';
import { median, medians } from './support/stats';
import { CAN_PIN, CLIENT_DIR, onLoadCore, PAGES, startStore } from './support/store-process';

const CONNECTIONS = 20;
const SECONDS = bySize(10, 2);
const WARM_UP_SECONDS = bySize(2, 1);
const RUNS = bySize(3, 1);
/** Where the static copies go: among the built assets, which the app serves with their brotli copies (.br). */
const STATIC_PREFIX = 'bench-static-';
// What a phone's browser sends for a page: the store compresses what it serves, pages and static files alike.
const HEADERS = { 'accept': 'text/html', 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'fornido-bench' };

export type Throughput = { rps: number; p50: number; p99: number; non2xx: number; errors: number };
export type SsrFigure = { page: string; path: string; ssr: Throughput; static: Throughput; ratio: number };
export type SsrResult = { figures: SsrFigure[]; seconds: number; runs: number; connections: number; pinned: boolean };

const hammer = async (url: string, duration: number): Promise<Throughput> => {
  const r = await autocannon({ url, connections: CONNECTIONS, duration, headers: HEADERS });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
};

/** Measures every catalogue page: a warm-up, then SSR and static one after the other in each run (so a noisy moment
 * hits both), the ratio taken within each run; each figure's median over the runs. */
export const benchSsr = async (): Promise<SsrResult> => {
  // The static copies are written as the build writes its scripts: with a brotli copy at its best quality beside them,
  // which the app lists as it starts. So the pages are rendered by a first start, and measured after a second one.
  const dataDir = mkdtempSync(join(tmpdir(), 'fornido-bench-ssr-'));
  const copies = PAGES.map(({ name }) => join(CLIENT_DIR, 'assets', `${STATIC_PREFIX}${name}.html`));
  const rendering = await startStore({}, dataDir);
  try {
    for (const [i, { path }] of PAGES.entries()) {
      const res = await fetch(`${rendering.url}${path}`, { headers: { accept: 'text/html' } });
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      const html = Buffer.from(await res.text());
      writeFileSync(copies[i], html);
      const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: html.length };
      writeFileSync(`${copies[i]}.br`, brotliCompressSync(html, { params }));
    }
  } finally {
    await rendering.stop();
  }
  const store = await startStore({}, dataDir);
  try {
    const figures: SsrFigure[] = [];
    for (const { name, path } of PAGES) {
      const page = `${store.url}${path}`;
      const copy = `${store.url}/assets/${STATIC_PREFIX}${name}.html`;
      const served = await fetch(copy, { headers: HEADERS });
      if (!served.ok || served.headers.get('content-encoding') !== 'br')
        throw new Error(`the static copy of ${path} is not served precompressed at ${copy}`);
      const runs = await onLoadCore(async () => {
        await hammer(page, WARM_UP_SECONDS);
        await hammer(copy, WARM_UP_SECONDS);
        const done: { ssr: Throughput; static: Throughput; ratio: number }[] = [];
        for (let run = 1; run <= RUNS; run++) {
          const ssr = await hammer(page, SECONDS);
          const plain = await hammer(copy, SECONDS);
          done.push({ ssr, static: plain, ratio: ssr.rps / plain.rps });
          log(
            `ssr ${name} run ${run}/${RUNS}: ${ssr.rps.toFixed(0)} req/s rendered, ${plain.rps.toFixed(0)} static (${(ssr.rps / plain.rps).toFixed(2)}×)`,
          );
        }
        return done;
      });
      figures.push({
        page: name,
        path,
        ssr: medians(runs.map((r) => r.ssr)),
        static: medians(runs.map((r) => r.static)),
        ratio: median(runs.map((r) => r.ratio)),
      });
    }
    return { figures, seconds: SECONDS, runs: RUNS, connections: CONNECTIONS, pinned: CAN_PIN };
  } finally {
    for (const file of copies) for (const name of [file, `${file}.br`]) rmSync(name, { force: true });
    await store.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
