// Lighthouse 12 on the catalogue pages of the built store: mobile settings (simulated slow 4G, a Moto G Power's
// screen) with the CPU slowed down 6× (these machines' benchmark index calls for about 6×, not the default 4×;
// /work/shared/TOOLCHAIN.md), the system Chromium, 10 runs per page, every run kept (issue 38 judges the worst too);
// the accessibility category in the same runs (its audits run after the trace is recorded, so they change none of
// the performance figures).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { log } from './support/log';
import { bySize } from './support/size';
import { lighthouseRunOf, type LighthouseRun } from './support/lighthouse-report';
import { PAGES, startStore } from './support/store-process';
import { CHROMIUM, CHROMIUM_FLAGS } from './support/chromium';

const RUNS = bySize(10, 1);
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

/** Every run of one page, in the order they ran. */
export type LighthousePage = { page: string; path: string; runs: LighthouseRun[] };
export type LighthouseResult = { runs: number; cpuSlowdown: number; pages: LighthousePage[] };

/** One Lighthouse run of `url` in the Chromium on `port`: its report. */
const runLighthouse = async (url: string, port: number) => {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    throttling: THROTTLING,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
};

/** Every catalogue page RUNS times in one Chromium, performance and accessibility: each run's figures, in order. */
export const benchLighthouse = async (): Promise<LighthouseResult> => {
  const store = await startStore();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const pages: LighthousePage[] = [];
    for (const { name, path } of PAGES) {
      const url = `${store.url}${path}`;
      // One run first, not kept: the page as shoppers find it once someone has opened it since the store started —
      // rendered and compressed (server/ssr/page-cache.ts), its pictures resized to the browser's format
      // (adapters/images/). Without it the first run measured those one-off costs as the server's time to answer: its
      // first paint 0.6 s later than the nine after it.
      await runLighthouse(url, chrome.port);
      const runs: LighthouseRun[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const figure = lighthouseRunOf(await runLighthouse(url, chrome.port));
        runs.push(figure);
        log(
          `lighthouse ${name} run ${run}/${RUNS}: ${figure.score}, FCP ${figure.fcp.toFixed(0)} ms, LCP ${figure.lcp.toFixed(0)} ms, TBT ${figure.tbt.toFixed(0)} ms, JS ${(figure.scriptBytes / 1024).toFixed(1)} KiB, ${(figure.scriptBytesByLoad / 1024).toFixed(1)} KiB by the load event, accessibility ${figure.accessibility}${figure.failingAccessibility.length ? ` (${figure.failingAccessibility.join(', ')})` : ''} (benchmark index ${figure.benchmarkIndex.toFixed(0)})`,
        );
      }
      pages.push({ page: name, path, runs });
    }
    return { runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, pages };
  } finally {
    chrome.kill();
    await store.stop();
  }
};
