// Lighthouse 12 on the catalogue pages of the built store: mobile settings (simulated slow 4G, a Moto G Power's
// screen) with the CPU slowed down 6× (these machines' benchmark index calls for about 6×, not the default 4×;
// /work/shared/TOOLCHAIN.md), the system Chromium, median of 5 runs per page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { log } from './support/log';
import { bySize } from './support/size';
import { median, medians } from './support/stats';
import { PAGES, startStore } from './support/store-process';
import { CHROMIUM, CHROMIUM_FLAGS } from './support/chromium';

const RUNS = bySize(5, 1);
export const CPU_SLOWDOWN = 6;
// Lighthouse's mobile default (mobileSlow4G) with the CPU slowdown above.
const THROTTLING = {
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1.6 * 1024 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
  cpuSlowdownMultiplier: CPU_SLOWDOWN,
};

type Measures = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  totalBytes: number;
  scriptBytes: number;
  scriptBytesByLoad: number;
};
export type LighthouseFigure = Measures & { page: string; path: string };
export type LighthouseResult = { runs: number; cpuSlowdown: number; benchmarkIndex: number; pages: LighthouseFigure[] };

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
const numeric = (lhr: Lhr, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
type Request = { resourceType?: string; transferSize?: number; networkRequestTime?: number };
/** Script bytes transferred: all of them, and those requested by the page's load event (the rest load at idle: the
 * service worker, the footer, link prefetch and the next pages' code). */
const scriptBytesOf = (lhr: Lhr) => {
  const requests = (lhr.audits['network-requests']?.details as { items?: Request[] } | undefined)?.items ?? [];
  const load = (lhr.audits.metrics?.details as { items?: { observedLoad?: number }[] } | undefined)?.items?.[0]
    ?.observedLoad;
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const sum = (rs: Request[]) => rs.reduce((total, r) => total + (r.transferSize ?? 0), 0);
  return {
    scriptBytes: sum(scripts),
    scriptBytesByLoad:
      load === undefined ? Number.NaN : sum(scripts.filter((r) => (r.networkRequestTime ?? Infinity) <= load)),
  };
};

/** Every catalogue page RUNS times in one Chromium: each figure's median per page, and the median benchmark index. */
export const benchLighthouse = async (): Promise<LighthouseResult> => {
  const store = await startStore();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const pages: LighthouseFigure[] = [];
    const indexes: number[] = [];
    for (const { name, path } of PAGES) {
      const url = `${store.url}${path}`;
      // Rendered once before, as any page a shopper opens has been by someone else.
      await fetch(url);
      const runs: Measures[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          formFactor: 'mobile',
          throttlingMethod: 'simulate',
          throttling: THROTTLING,
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
        indexes.push(lhr.environment.benchmarkIndex);
        const figure = {
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          fcp: numeric(lhr, 'first-contentful-paint'),
          lcp: numeric(lhr, 'largest-contentful-paint'),
          tbt: numeric(lhr, 'total-blocking-time'),
          cls: numeric(lhr, 'cumulative-layout-shift'),
          totalBytes: numeric(lhr, 'total-byte-weight'),
          ...scriptBytesOf(lhr),
        };
        runs.push(figure);
        log(
          `lighthouse ${name} run ${run}/${RUNS}: ${figure.score}, FCP ${figure.fcp.toFixed(0)} ms, LCP ${figure.lcp.toFixed(0)} ms, TBT ${figure.tbt.toFixed(0)} ms, JS ${(figure.scriptBytes / 1024).toFixed(1)} KiB, ${(figure.scriptBytesByLoad / 1024).toFixed(1)} KiB by the load event (benchmark index ${lhr.environment.benchmarkIndex.toFixed(0)})`,
        );
      }
      pages.push({ page: name, path, ...medians(runs) });
    }
    return { runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, benchmarkIndex: median(indexes), pages };
  } finally {
    chrome.kill();
    await store.stop();
  }
};
