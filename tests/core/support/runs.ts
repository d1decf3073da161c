/** fast-check settings: 1 000 runs per property in CI, 200 on a developer's machine. */
export const RUNS = { numRuns: process.env.CI ? 1000 : 200 } as const;
