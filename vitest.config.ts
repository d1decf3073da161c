import { defineConfig } from 'vitest/config';

// Unit, property, contract and HTTP suites. Playwright specs (tests/e2e) run separately.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    // A folder for the PGlite templates the test databases start from (tests/support/pglite-templates.ts).
    globalSetup: ['tests/global-setup.ts'],
    pool: 'forks',
    // Vitest's default is one worker less than the cores: one on these 2-core machines. The suites wait on PGlite,
    // PostgreSQL and the CLI's processes much of the time, so two workers finish ≈ 20 % sooner.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
