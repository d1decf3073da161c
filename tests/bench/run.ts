// `npm run bench`: every benchmark of issues 20 and 38 in turn, then tests/bench/results.md with each figure next to its
// goal and, for issue 38's, the figure before it.
// `tsx tests/bench/run.ts ssr orders …` runs some of them and prints their sections instead (npm run bench:ssr, …).
// FORNIDO_BENCH_SIZE=small runs everything briefly, for trying the scripts; results.md is written only at full size.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchInp } from './inp.bench';
import { benchLighthouse } from './lighthouse.bench';
import { benchLoad } from './load.bench';
import { benchOrders } from './orders.bench';
import { BEFORE_ISSUE_20 } from './before';
import { BEFORE_ISSUE_38 } from './before-issue-38';
import { inpSection, loadSection, ordersSection, searchSection, ssrSection, type Goal, type Section } from './results';
import { lighthouseSection } from './results-lighthouse';
import { benchSearch } from './search.bench';
import { benchSsr } from './ssr.bench';
import { log } from './support/log';
import { machineLines, table } from './support/markdown';
import { SMALL } from './support/size';
import { ROOT } from './support/store-process';

const BENCHMARKS = new Map<string, { title: string; run: () => Promise<Section> }>([
  ['ssr', { title: 'SSR throughput', run: async () => ssrSection(await benchSsr()) }],
  ['orders', { title: 'Place order', run: async () => ordersSection(await benchOrders()) }],
  ['search', { title: 'Search', run: async () => searchSection(await benchSearch()) }],
  ['lighthouse', { title: 'Lighthouse 12', run: async () => lighthouseSection(await benchLighthouse()) }],
  ['inp', { title: 'INP', run: async () => inpSection(await benchInp()) }],
  ['load', { title: 'Load and fault tests', run: async () => loadSection(await benchLoad()) }],
]);

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !BENCHMARKS.has(name));
if (unknown.length) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; choose from: ${[...BENCHMARKS.keys()].join(', ')}`);
  process.exit(2);
}
const names = asked.length ? asked : [...BENCHMARKS.keys()];
const machine = machineLines();
const started = performance.now();
const sections: Section[] = [];
let failed = 0;
for (const name of names) {
  const bench = BENCHMARKS.get(name)!;
  log(`${bench.title}: starting`);
  try {
    sections.push(await bench.run());
  } catch (error) {
    failed++;
    const message = error instanceof Error ? error.message : String(error);
    log(`${bench.title} failed: ${message}`);
    sections.push({
      markdown: `## ${bench.title}\n\nDid not run to the end: ${message.split('\n')[0]}\n`,
      goals: [{ goal: bench.title, measured: 'failed', verdict: 'not measured' }],
    });
  }
}
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
const RESULTS = join(ROOT, 'tests', 'bench', 'results.md');
// Why a goal is not met is written by hand under "## Why" in results.md, and kept when the figures are written again.
const why = existsSync(RESULTS)
  ? (/^## Why\n[\s\S]*?(?=^## |(?![\s\S]))/m.exec(readFileSync(RESULTS, 'utf8'))?.[0] ?? '')
  : '';
const goals: Goal[] = sections.flatMap((s) => s.goals);
const document = [
  '# Benchmarks (issues 20 and 38)',
  '',
  `Written by \`npm run bench\` (tests/bench/run.ts) in ${minutes} minutes${SMALL ? ', at the small size (FORNIDO_BENCH_SIZE=small): not the store’s figures' : ''}.`,
  '',
  ...machine,
  '',
  '## Summary',
  '',
  table(
    ['goal', 'before issue 38', 'measured', 'verdict'],
    goals.map((g) => [g.goal, g.before || '—', g.measured, g.verdict]),
  ),
  '',
  ...(why ? [why.trimEnd(), ''] : []),
  ...sections.map((s) => s.markdown),
  ...(asked.length ? [] : [BEFORE_ISSUE_20]),
  ...(names.some((name) => name === 'lighthouse' || name === 'inp') ? [BEFORE_ISSUE_38] : []),
].join('\n');
if (asked.length || SMALL) {
  process.stdout.write(`${document}\n`);
} else {
  writeFileSync(RESULTS, document);
  log(`wrote tests/bench/results.md (${minutes} minutes)`);
}
process.exit(failed ? 1 : 0);
