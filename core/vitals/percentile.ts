/**
 * The 75th percentile of the samples by the nearest-rank method, as Google reads field data: the smallest sample that
 * at least 75 % of the samples are at or below. Always one of the samples (never an interpolated value nobody saw);
 * null without samples.
 */
export const p75 = (samples: readonly number[]): number | null => percentile(samples, 0.75);

/** The `q` quantile (0 < q ≤ 1) by nearest rank; null without samples. */
export const percentile = (samples: readonly number[], q: number): number | null => {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[rank - 1];
};
