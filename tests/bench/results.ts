// The sections of tests/bench/results.md: each benchmark's figures next to the goals of issue 20 (Lighthouse's and
// INP's are issue 38's; Lighthouse's section is results-lighthouse.ts).
import type { InpResult } from './inp.bench';
import type { LoadResult } from './load.bench';
import type { OrdersFigure, OrdersResult, Phase } from './orders.bench';
import type { SearchResult } from './search.bench';
import type { SsrResult } from './ssr.bench';
import { INP_BEFORE_38 } from './before-issue-38';
import { ms, perSecond, table, times, verdict } from './support/markdown';

/** One goal of the issues with its measured figure and, where known, the figure before issue 38, for the summary. */
export type Goal = { goal: string; measured: string; verdict: string; before?: string };
export type Section = { markdown: string; goals: Goal[] };

export const ssrSection = (r: SsrResult): Section => {
  const goals = r.figures.map((f) => ({
    goal: `SSR of ${f.page} ≥ 0.7× static`,
    measured: times(f.ratio),
    verdict: verdict(f.ratio, { atLeast: 0.7 }, times),
  }));
  return {
    goals,
    markdown: `## SSR throughput

How measured: the built store (\`NODE_ENV=production\`, PGlite seeded at start) ${r.pinned ? 'pinned to core 0, autocannon pinned to core 1' : 'and autocannon unpinned (no taskset here)'}, ${r.connections} connections, ${r.seconds} s per target after a warm-up, a browser's \`Accept-Encoding: gzip, deflate, br\`; each page against the same HTML written among the built assets (\`dist/client/assets/bench-static-*.html\`, with a brotli copy at quality 11 as the build writes for its scripts) and served by the same app's \`/assets\` route, precompressed, one after the other in each run; median of ${r.runs} runs, the ratio taken within each run. Both sides send bytes compressed once: the page cache (server/ssr/page-cache.ts) keeps each page compressed once per encoding.

${table(
  [
    'page',
    'SSR req/s',
    'SSR p50',
    'SSR p99',
    'static req/s',
    'static p50',
    'static p99',
    'SSR / static',
    'goal ≥ 0.7×',
  ],
  r.figures.map((f, i) => [
    `${f.page} \`${f.path}\``,
    f.ssr.rps.toFixed(0),
    ms(f.ssr.p50),
    ms(f.ssr.p99),
    f.static.rps.toFixed(0),
    ms(f.static.p50),
    ms(f.static.p99),
    times(f.ratio),
    goals[i].verdict,
  ]),
)}
${r.figures.some((f) => f.ssr.non2xx + f.ssr.errors + f.static.non2xx + f.static.errors > 0) ? '\nSome requests failed or did not answer 2xx: the figures above count them.\n' : ''}`,
  };
};

export const ordersSection = (r: OrdersResult): Section => {
  const goalOf = (engine: string) => (engine.startsWith('PGlite') ? 100 : 50);
  const goals = r.engines.map((e) => ({
    goal: `place-order p99 ≤ ${goalOf(e.engine)} ms on ${e.engine} (50 shoppers, paced)`,
    measured: ms(e.paced.p99),
    verdict: e.paced.failed
      ? `not met: ${e.paced.failed} orders refused`
      : verdict(e.paced.p99, { atMost: goalOf(e.engine) }, ms),
  }));
  const row = (e: OrdersFigure, kind: string, p: Phase, goal: string) => [
    e.engine,
    kind,
    String(p.orders),
    p.failed ? `${p.failed} (first: ${p.firstFailure})` : '0',
    perSecond(p.ordersPerSecond),
    ms(p.p50),
    ms(p.p95),
    ms(p.p99),
    goal,
  ];
  return {
    goals,
    markdown: `## Place order

How measured: ${r.shoppers} shoppers at once against the built store (core 0, with its database; the shoppers on core 1), each going through guest checkouts over HTTP as the browser does (cart quote → shipping price → payment price → \`POST /api/v1/orders\`, cash on delivery, one or two units), after a warm-up round; the latency of the place-order request, and orders placed per second over each phase. **Flat out**: ${r.flatJourneysEach} checkouts each, every step sent the moment the last one answered: the store's capacity, and the queue 50 clients that never pause build in front of one core (by Little's law, latency ≈ 50 ÷ throughput). **Paced**: ${r.pacedJourneysEach} checkouts each, ${r.pauseMs[0] / 1000}–${r.pauseMs[1] / 1000} s between steps (far quicker than people fill a checkout; 50 of them still place about 4 orders a second): the latency a shopper sees under load, which the goal is about. Every journey is another shopper on another address (\`TRUST_PROXY=1\` and \`X-Forwarded-For\`), so the per-address order limit (20 in 15 minutes) and the open-order caps are not reached and no limit was raised; every variant's stock is raised to 1 000 000 before the run so none runs out.

${table(
  ['database', 'phase', 'orders', 'refused', 'orders/s', 'p50', 'p95', 'p99', 'goal'],
  r.engines.flatMap((e, i) => [
    row(e, 'flat out', e.flat, 'capacity, no goal'),
    row(e, 'paced', e.paced, `≤ ${goalOf(e.engine)} ms: ${goals[i].verdict}`),
  ]),
)}
`,
  };
};

export const searchSection = (r: SearchResult): Section => ({
  goals: r.sizes.map((s) => ({
    goal: `search at ${s.products.toLocaleString('en')} products (no goal: reported)`,
    measured: `p50 ${ms(s.steady.p50)}, p95 ${ms(s.steady.p95)}; suggest p95 ${ms(s.suggest.p95)}`,
    verdict: 'reported',
  })),
  markdown: `## Search

How measured: embedded PGlite in the benchmark's process, a generated catalogue (realistic names, 1–4 flavours, one or two sizes) written in JSON batches of 5 000 rows with the search triggers off and the search table filled once at the end, as migration 0002 fills it (through the triggers, 500 products at a time, 100 000 products took 150–390 s on this shared machine), \`VACUUM ANALYZE\`, the search warmed up as the server does at start, then ${r.queries} searches as shoppers type them (typos, accents left out, filters, sorts, first pages) right after the start and ${r.queries} more in the steady state, and ${r.queries} suggestion prefixes. CPU p50 is this process's CPU time per call (it leaves out waiting for a core). The issue sets no goal.

${table(
  [
    'products',
    'written in',
    'warm-up',
    'search after start p50 / p95 / p99',
    'search steady p50 / p95 / p99',
    'suggest p50 / p95 / p99',
    'CPU p50 (steady)',
    'SELECT 1 p50',
  ],
  r.sizes.map((s) => [
    s.products.toLocaleString('en'),
    `${s.writeSeconds.toFixed(1)} s`,
    `${s.warmUpSeconds.toFixed(1)} s`,
    `${ms(s.start.p50)} / ${ms(s.start.p95)} / ${ms(s.start.p99)}`,
    `${ms(s.steady.p50)} / ${ms(s.steady.p95)} / ${ms(s.steady.p99)}`,
    `${ms(s.suggest.p50)} / ${ms(s.suggest.p95)} / ${ms(s.suggest.p99)}`,
    ms(s.steady.cpuP50),
    ms(s.selectOne.p50),
  ]),
)}
`,
});

/** The INP section: each interaction's every run and median, judged against issue 38's 50 ms. */
export const inpSection = (r: InpResult): Section => {
  const goals = r.figures.map((f) => ({
    goal: `INP median ≤ 50 ms: ${f.interaction}, ${f.moment === 'first use' ? 'as the first use of the page' : 'once the page is in use'}`,
    measured: ms(f.inp),
    verdict: verdict(f.inp, { atMost: 50 }, ms),
    before: INP_BEFORE_38[f.interaction] ? ms(INP_BEFORE_38[f.interaction].inp) : '',
  }));
  return {
    goals,
    markdown: `## INP

How measured: Playwright with the system Chromium on a phone viewport (390 × 844, touch), the CPU slowed down ${r.cpuSlowdown}× through the DevTools protocol (\`Emulation.setCPUThrottlingRate\`), the built store; web-vitals' \`onINP\` (every change reported, 16 ms threshold) injected before the page's own scripts; each tap the page's mouse pressed at the middle of the control (not Playwright's \`click\`, whose own listeners on every pointer and mouse event cost about 20 ms of a tap's answer at 6×: used until issue 38's fourth session); a fresh visit per run; each interaction measured twice: as the shopper's **first use** of the page, done as soon as the page can take it (on a page of islands, before any of its code has come: the tap wakes the page, and pays for React's evaluation and the part's hydration), and once the page is **in use** (a small scroll first, as a shopper reads before tapping, then the network quiet and 2 s: the parts near the screen are live, as they were before issue 38 once the app had hydrated); the worst interaction of the visit reported, on whichever of its pages (a filter applied loads the listing); median of ${r.runs} runs, every run shown (as before issue 38: 5 runs each, median 80 / 72 / 72 ms against issue 20's 100 ms goal). Issue 38's goal: median ≤ 50 ms.

${table(
  ['interaction', 'page', 'when', 'INP (median)', 'runs', 'before issue 38', 'goal ≤ 50 ms'],
  r.figures.map((f, i) => [
    f.interaction,
    `\`${f.path}\``,
    f.moment,
    ms(f.inp),
    f.runs.map((v) => v.toFixed(0)).join(', '),
    goals[i].before ? `${goals[i].before} (${INP_BEFORE_38[f.interaction].runs.join(', ')})` : '',
    goals[i].verdict,
  ]),
)}

For scale, what the browser itself takes here: the search box tapped and typed in on the home page's HTML with every script taken out, the same way, ${r.cpuSlowdown}× and median of ${r.runs}: **${ms(r.floor.inp)}** (${r.floor.runs.map((v) => v.toFixed(0)).join(', ')}). No page's code can answer in less on this machine.
`,
  };
};

export const loadSection = (r: LoadResult): Section => {
  const ok = r.ran && r.exitCode === 0 && r.failed === 0 && r.passed > 0;
  return {
    goals: [
      {
        goal: `load and fault tests pass at the ${r.size} size`,
        measured: r.ran ? `${r.passed} passed, ${r.failed} failed` : 'tests/load not found',
        verdict: ok
          ? 'met'
          : !r.ran
            ? 'not measured'
            : `not met: ${r.failed} failed, ${r.files.filter((f) => f.failures.length).length} files with errors (vitest exit ${r.exitCode})`,
      },
    ],
    markdown: `## Load and fault tests

How measured: \`FORNIDO_LOAD_SIZE=${r.size} vitest run tests/load\` (\`npm run bench:load\`); they assert outcomes (orders, stock, payments, events), never times.

${
  r.ran
    ? table(
        ['file', 'passed', 'failed', 'time'],
        r.files.map((f) => [`\`${f.file}\``, String(f.passed), String(f.failed), `${f.seconds.toFixed(1)} s`]),
      ) +
      `\n\n${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped.` +
      r.files
        .flatMap((f) => f.failures)
        .map((m) => `\n- ${m}`)
        .join('')
    : 'tests/load does not exist in this checkout.'
}
`,
  };
};
