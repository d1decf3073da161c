import { intersect, type TermMatches } from './search-matches';

/** The ways to choose `size` of the indexes `0…n-1`, those keeping earlier words first. */
const choices = (n: number, size: number): number[][] => {
  if (size === 0) return [[]];
  if (size > n) return [];
  return [...choices(n - 1, size - 1).map((c) => [...c, n - 1]), ...choices(n - 1, size)].sort((a, b) => {
    for (let i = 0; i < size; i++) if (a[i] !== b[i]) return a[i] - b[i];
    return 0;
  });
};

/**
 * When every part of a search together finds nothing: the parts to search instead, by their index. As many parts as
 * can be kept while something is found, and among as many, those finding the most products (then the earlier
 * words, which say what the shopper looks for: "proteína aislada mango" keeps "proteína aislada"). Empty when no
 * part finds anything alone.
 */
export const bestSubset = (parts: readonly TermMatches[]): number[] => {
  const useful = parts.flatMap((p, i) => (p.rows.length > 0 ? [i] : []));
  for (let size = useful.length; size >= 1; size--) {
    let best: { chosen: number[]; found: number } | null = null;
    for (const choice of choices(useful.length, size)) {
      const chosen = choice.map((i) => useful[i]);
      const found = size === 1 ? parts[chosen[0]].rows.length : intersect(chosen.map((i) => parts[i])).rows.length;
      if (found > 0 && (!best || found > best.found)) best = { chosen, found };
    }
    if (best) return best.chosen;
  }
  return [];
};
