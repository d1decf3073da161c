/** A deterministic shuffle (a small linear congruential generator seeded by `seed`): the same storm on every run. */
export const shuffled = <T>(items: readonly T[], seed = 20): T[] => {
  const out = [...items];
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

/** Runs `tasks` with at most `width` at once, as that many clients would; answers their results in the tasks' order. */
export const inParallel = async <T>(tasks: readonly (() => Promise<T>)[], width: number): Promise<T[]> => {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, worker));
  return results;
};
