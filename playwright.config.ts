import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './tests/e2e/find-chromium';

/** A port the OS says is free now, asked synchronously (the config cannot await). */
const freePort = () =>
  execFileSync(
    process.execPath,
    [
      '-e',
      "const s = require('net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
    ],
    { encoding: 'utf8' },
  ).trim();
// Playwright loads this file in the runner and again in every worker. The ports and data dir are
// chosen once, by the first load, and handed to the later loads (child processes) through env vars,
// so runner, webServers and workers all agree on the same addresses.
const port = (process.env.FORNIDO_E2E_PORT ??= freePort());
const mercadoPagoPort = (process.env.FORNIDO_E2E_MERCADOPAGO_PORT ??= freePort());
const returnsPort = (process.env.FORNIDO_E2E_RETURNS_PORT ??= freePort());
if (!process.env.FORNIDO_E2E_DATA_DIR) {
  const dir = mkdtempSync(join(tmpdir(), 'fornido-e2e-'));
  process.env.FORNIDO_E2E_DATA_DIR = dir;
  // Only the process that created the dir removes it, after the run (the webServer is gone by then).
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
}
const dataDir = process.env.FORNIDO_E2E_DATA_DIR;
const baseURL = `http://127.0.0.1:${port}`;

/** Operators made by `fornido operators create` before a store starts, each one's enrolment link printed to a file of
 * the data dir (tests/e2e/support/operators.ts reads them): one operator per role a spec enrols. */
const operatorsOf = (dir: string, list: readonly (readonly [string, string, string, string])[]) =>
  list.map(
    ([email, role, name, file]) =>
      `node cli/bin.js operators create ${email} --role ${role} --name '${name}' > '${join(dir, file)}'`,
  );
const prepare = (dir: string, list: readonly (readonly [string, string, string, string])[]) =>
  ['node cli/bin.js db migrate', ...operatorsOf(dir, list)].join(' && ');

/** The built store as `npm start` runs it, with a test's configuration on top. */
const store = (o: {
  port: string;
  dataDir: string;
  build: boolean;
  /** The commands run before it starts (migrations, operators). */
  prepare?: string;
  env: Record<string, string>;
}) => ({
  command: [...(o.build ? ['npm run build'] : []), ...(o.prepare ? [o.prepare] : []), 'npx tsx server/main.ts'].join(
    ' && ',
  ),
  url: `http://127.0.0.1:${o.port}/`,
  timeout: 180_000,
  reuseExistingServer: false,
  // Playwright adds these to process.env. DATABASE_URL (exported by .ci/run for the PostgreSQL
  // suites) is dropped so the store runs on a fresh embedded PGlite in DATA_DIR; Node's spawn
  // skips undefined values.
  env: {
    PORT: o.port,
    DATA_DIR: o.dataDir,
    // The specs pay through the providers' sandboxes and read the mailbox, which production never mounts
    // (tests/server/sandboxes.test.ts checks that side).
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    // Every spec shops from this machine's one address, and cash-on-delivery orders stay open: the caps on open
    // orders per buyer and per address are tested by tests/server/order-replays.test.ts, not reached here.
    MAX_OPEN_ORDERS_PER_BUYER: '100',
    MAX_OPEN_ORDERS_PER_IP: '100',
    // Every payment journey pays from 127.0.0.1, and most as the same buyer (one document): more than the 10 attempts
    // an hour a real buyer may make (tests/core/checkout/start-payment.test.ts and
    // tests/server/payment-attempt-limits.test.ts cover those caps).
    MAX_PAYMENT_ATTEMPTS_PER_BUYER: '100',
    MAX_PAYMENT_ATTEMPTS_PER_IP: '100',
    DATABASE_URL: undefined,
    ...o.env,
  } as unknown as Record<string, string>,
});

const executablePath = findChromium();
if (!executablePath) {
  throw new Error(
    "No Chromium found: run `npx tsx tests/e2e/find-chromium.ts` (installs Debian's chromium when root) or set CHROMIUM_PATH.",
  );
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Two browsers at once. The journeys mostly wait (on the server, on live updates, on hydration): the whole e2e run,
  // build included, used about 260 s of CPU in 510 s of wall time on the 2-core machine, so a second browser fills
  // time the first one leaves idle (9.5 min with one worker, idle machine; 8.4 with two under a load average of 7).
  // Specs share one store, so none counts on being alone in it: each buys, signs up and mails with addresses of its own.
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  outputDir: 'test-results',
  use: {
    baseURL,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    screenshot: 'only-on-failure',
    // Requests a service worker answers never reach page.route(), which specs use to cut or slow a request: the worker
    // runs only in the spec of the installable app (tests/e2e/installable-app.spec.ts), which allows it.
    serviceWorkers: 'block',
    // Recorded for a test's retry only (CI retries once): recording every test's trace cost about 15 % of the e2e run's
    // time on the 2-core machine. Locally, `--trace on` records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath,
      args: ['--headless', ...CHROMIUM_FLAGS],
    },
  },
  projects: [
    {
      name: 'chromium-mobile',
      // Journeys made at a desk (DESK_ONLY in support/long-flows.ts) run on the desktop only.
      grepInvert: /@desk/,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        locale: 'es-CO',
        timezoneId: 'America/Bogota',
      },
    },
    {
      name: 'chromium-desktop',
      // The payment journeys run once, on the phone, where most shoppers pay (and buy: checkout.spec.ts's journeys too).
      testIgnore: /pay-with-[\w-]+\.spec\.ts/,
      // Journeys whose steps do not change with the layout run on the phone only (PHONE_ONLY in support/long-flows.ts).
      grepInvert: /@phone/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
  // Three stores from one build, started one after the other. The first takes cards with ePayco's tokenized card form
  // (CARD_PROVIDER=epayco), which most journeys pay with; the second runs as configured by default, its cards taken by
  // MercadoPago Checkout Pro (tests/e2e/pay-with-mercadopago.spec.ts, through tests/e2e/support/stores.ts), with a maps
  // key added: /tiendas/ then offers each store's map (tests/e2e/islands.spec.ts).
  webServer: [
    store({
      port,
      dataDir,
      build: true,
      prepare: prepare(dataDir, [
        ['duena@fornido.co', 'owner', 'Laura Dueña', 'first-owner.txt'],
        ['gerente@fornido.co', 'manager', 'Mario Gerente', 'manager.txt'],
        ['soporte@fornido.co', 'support', 'Sara Soporte', 'support.txt'],
        ['contable@fornido.co', 'manager', 'Carla Contable', 'accountant.txt'],
        ['pagos@fornido.co', 'manager', 'Paula Pagos', 'payments.txt'],
      ]),
      env: { CARD_PROVIDER: 'epayco' },
    }),
    store({
      port: mercadoPagoPort,
      dataDir: join(dataDir, 'mercadopago'),
      build: false,
      env: { MAPS_API_KEY: 'AIzaSyE2eKeyForTheStoresMap_0123' },
    }),
    // The third, configured by default too, is the returns journey's alone (tests/e2e/returns.spec.ts): it moves the
    // store's test clock days forward (/sandbox/reloj/), which would expire the other journeys' orders and sessions.
    store({
      port: returnsPort,
      dataDir: join(dataDir, 'returns'),
      build: false,
      prepare: prepare(join(dataDir, 'returns'), [
        ['devoluciones@fornido.co', 'owner', 'Diana Devoluciones', 'owner.txt'],
      ]),
      env: {},
    }),
  ],
});
