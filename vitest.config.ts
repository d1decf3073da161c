import { defineConfig } from 'vitest/config';

const SERVER_SIDE = 'tests/{server,adapters,core,contract,cli,load}/**';

// Unit, property, contract and HTTP suites. Playwright specs (tests/e2e) run separately.
export default defineConfig({
  test: {
    environment: 'node',
    // A folder for the PGlite templates the test databases start from (tests/support/pglite-templates.ts).
    globalSetup: ['tests/global-setup.ts'],
    pool: 'forks',
    // Vitest's default is one worker less than the cores: one on these 2-core machines. The suites wait on PGlite,
    // PostgreSQL, the stores they start beside them and the file system much of the time, so three workers finish
    // sooner than two (about a tenth on the whole run) and keep both cores busy.
    maxWorkers: 3,
    testTimeout: 30_000,
    // A file's databases and server start in its hooks: ≈ 5 s on an idle machine, over a minute at a load average of 15.
    hookTimeout: 240_000,
    reporters: ['default'],
    projects: [
      {
        // The server side's suites, and the CLI's, share their worker's modules (Drizzle, Express, React, PGlite's
        // compiled WebAssembly) from one file to the next instead of loading them again for each file: no module there
        // keeps state a test depends on, as the server serves every request from one process and each `fornido` run
        // is handed its own output, input and environment. Each file still opens its own database, data dir and server.
        extends: true,
        test: { name: 'server-side', include: [`${SERVER_SIDE}/*.test.{ts,tsx}`], isolate: false },
      },
      {
        // The browser's state modules (cart, checkout, page) keep state per process: a process per file.
        extends: true,
        test: {
          name: 'isolated',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [SERVER_SIDE, 'tests/e2e/**', 'node_modules/**'],
        },
      },
    ],
  },
});
