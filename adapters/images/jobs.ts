/** Runs a task when a slot is free; resolves or rejects with the task's own outcome. */
export type JobLimiter = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * Lets at most `max` tasks run at once, the rest wait their turn in arrival order. Image encoding is
 * CPU-bound: without a limit a burst of first visits would queue every core behind sharp.
 */
export const limitJobs = (max: number): JobLimiter => {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`max must be a positive integer, got ${max}`);
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so `running` only drops when nobody waits.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
};
