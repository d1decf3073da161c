/** The p-th percentile (nearest rank) of numbers already sorted ascending. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** p50, p95 and p99 of some samples, in their unit. */
export const spread = (samples: readonly number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), n: sorted.length };
};

/** The median of some numbers (the mean of the middle two for an even count). */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Each figure's median over several runs (figure by figure, as the issue asks, so not one run's figures). */
export const medians = <K extends string>(runs: readonly Readonly<Record<K, number>>[]): Record<K, number> => {
  const keys = Object.keys(runs[0]) as K[];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as Record<K, number>;
};

/** Seconds since `start` (a performance.now() reading), for progress lines. */
export const secondsSince = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

/** Which way a figure improves: a score is better higher, a time or a size lower. */
export type Better = 'higher' | 'lower';

/** The worst of several runs of a figure (the lowest score, the longest time): a goal on it holds for every run. */
export const worst = (values: readonly number[], better: Better): number =>
  better === 'higher' ? Math.min(...values) : Math.max(...values);
