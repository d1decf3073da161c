// The figures issue 38 started from, so results.md shows them beside every run measured since: the issue's own table
// (3 Lighthouse runs per page at its default 4× CPU slowdown) and the medians results.md held when it was filed.
import { kib, ms, table } from './support/markdown';
import { median, worst } from './support/stats';

type PageName = 'home' | 'category' | 'product';

/** Issue 38's table: measured from outside on main at 01ffa27, Lighthouse 12 default mobile (4×), 3 runs per page. */
export const ISSUE_38_RUNS: Readonly<
  Record<PageName, { score: number[]; tbt: number[]; lcp: number[]; accessibility: number; failing: string[] }>
> = {
  home: { score: [100, 100, 84], tbt: [33, 60, 632], lcp: [1200, 1207, 1542], accessibility: 100, failing: [] },
  category: {
    score: [92, 97, 98],
    tbt: [332, 184, 158],
    lcp: [1338, 1212, 1130],
    accessibility: 98,
    failing: ['heading-order'],
  },
  product: { score: [100, 99, 90], tbt: [87, 96, 314], lcp: [1222, 1231, 2507], accessibility: 100, failing: [] },
};

/** The Lighthouse medians results.md held when issue 38 was filed (ccf5838, 6×, median of 5 runs per page), and the
 * JavaScript transferred at ce879d6, where the issue's work started: two quick runs (the code loaded at idle, such as
 * link prefetch, varies a little with timing). */
export const RESULTS_BEFORE_38: Readonly<
  Record<
    PageName,
    {
      score: number;
      fcp: number;
      lcp: number;
      tbt: number;
      cls: number;
      js: number;
      jsByLoad: number;
      jsAtStart: readonly number[];
    }
  >
> = {
  home: {
    score: 100,
    fcp: 1150,
    lcp: 1170,
    tbt: 38,
    cls: 0,
    js: 105.9 * 1024,
    jsByLoad: 4.1 * 1024,
    jsAtStart: [107.4 * 1024, 107.4 * 1024],
  },
  category: {
    score: 100,
    fcp: 1140,
    lcp: 1140,
    tbt: 40,
    cls: 0,
    js: 113.8 * 1024,
    jsByLoad: 4.1 * 1024,
    jsAtStart: [120 * 1024, 124.6 * 1024],
  },
  product: {
    score: 100,
    fcp: 1150,
    lcp: 1210,
    tbt: 27,
    cls: 0,
    js: 113.8 * 1024,
    jsByLoad: 4.1 * 1024,
    jsAtStart: [120 * 1024, 120 * 1024],
  },
};

/** The INP results.md held when issue 38 was filed (6×, median of 5 runs each, every run). */
export const INP_BEFORE_38: Readonly<Record<string, { inp: number; runs: number[] }>> = {
  'add to cart (product page)': { inp: 80, runs: [80, 72, 64, 80, 96] },
  'filter change (category page)': { inp: 72, runs: [72, 80, 72, 80, 64] },
  'typing in search (home)': { inp: 72, runs: [72, 48, 72, 56, 72] },
};

/** The goals of issue 38 a figure before it is known for. */
export type BeforeGoal =
  'js' | 'score median' | 'score worst' | 'tbt median' | 'tbt worst' | 'lcp worst' | 'cls' | 'accessibility';

const runs = (values: readonly number[], format: (n: number) => string) => values.map(format).join(' / ');

const isPage = (page: string): page is PageName => page in ISSUE_38_RUNS;

/** What a page measured before issue 38 for one of its goals, for the summary's "before" column ('' if unknown). */
export const beforeOf = (page: string, goal: BeforeGoal): string => {
  if (!isPage(page)) return '';
  const issue = ISSUE_38_RUNS[page];
  const results = RESULTS_BEFORE_38[page];
  switch (goal) {
    case 'js':
      return `${kib(results.js)} (ccf5838); ${runs(results.jsAtStart, kib)} (ce879d6)`;
    case 'score median':
      return `${median(issue.score)} (4×); ${results.score} (6×)`;
    case 'score worst':
      return `${worst(issue.score, 'higher')} (4×)`;
    case 'tbt median':
      return `${ms(median(issue.tbt))} (4×); ${ms(results.tbt)} (6×)`;
    case 'tbt worst':
      return `${ms(worst(issue.tbt, 'lower'))} (4×)`;
    case 'lcp worst':
      return `${ms(worst(issue.lcp, 'lower'))} (4×)`;
    case 'cls':
      return `${results.cls.toFixed(3)} (6×, median)`;
    case 'accessibility':
      return `${issue.accessibility}${issue.failing.length ? ` (${issue.failing.join(', ')})` : ''}`;
  }
};

/** The "Before issue 38" section of results.md. */
export const BEFORE_ISSUE_38 = `## Before (issue 38)

Issue 38's own table: measured from outside on main at 01ffa27 (production build, embedded database, the same 2-core machine, nothing else running but the store and Lighthouse), Lighthouse 12 **default mobile settings (CPU slowdown 4×)**, 3 runs per page. It found 10 long tasks and 3.4 s of main-thread work on the category page, and 106–114 KiB of JavaScript before the first tap.

${table(
  ['page', 'performance', 'TBT', 'LCP', 'accessibility'],
  (Object.keys(ISSUE_38_RUNS) as PageName[]).map((page) => {
    const r = ISSUE_38_RUNS[page];
    return [page, runs(r.score, String), runs(r.tbt, ms), runs(r.lcp, ms), beforeOf(page, 'accessibility')];
  }),
)}

What results.md held then (\`npm run bench\` at ccf5838 on a quiet machine, CPU slowdown 6×, each figure the median of 5 runs; the runs themselves were not kept). The last column is the JavaScript transferred at ce879d6, where issue 38's work started, in two quick runs on a busy machine (the scripts loaded at idle vary a little with timing; those runs' times are noise and left out).

${table(
  [
    'page',
    'performance',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'JavaScript transferred',
    'of it by the load event',
    'JavaScript at ce879d6',
  ],
  (Object.keys(RESULTS_BEFORE_38) as PageName[]).map((page) => {
    const r = RESULTS_BEFORE_38[page];
    const figures = [
      ms(r.fcp),
      ms(r.lcp),
      ms(r.tbt),
      r.cls.toFixed(3),
      kib(r.js),
      kib(r.jsByLoad),
      runs(r.jsAtStart, kib),
    ];
    return [page, String(r.score), ...figures];
  }),
)}

${table(
  ['interaction (INP, 6×)', 'median of 5', 'runs'],
  Object.entries(INP_BEFORE_38).map(([name, r]) => [name, ms(r.inp), runs(r.runs, String)]),
)}
`;
