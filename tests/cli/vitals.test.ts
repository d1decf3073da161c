import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { cliStore } from './support/cli-store';

const { fornido, withStoreAt } = cliStore('fornido-cli-vitals-');

const ORIGIN = 'http://localhost:3000';

/** Page visits as shoppers' browsers send them (web/lib/analytics/vitals-batch.ts), from phones unless said. */
const visits = [
  ...[1800, 2200, 2600, 5200].map((lcp, i) => ({
    page: `/proteinas/producto-${i}/`,
    viewportWidth: 390,
    navigationType: 'navigate',
    metrics: [
      { name: 'LCP', value: lcp },
      { name: 'CLS', value: 0.01 * i },
    ],
    errors:
      i < 3
        ? [
            {
              message: "TypeError: Cannot read properties of undefined (reading 'precio')",
              source: `${ORIGIN}/assets/index-ab12.js`,
              line: 1,
              column: 4321,
            },
          ]
        : [],
  })),
  {
    page: '/',
    viewportWidth: 1280,
    navigationType: 'reload',
    metrics: [
      { name: 'LCP', value: 4100 },
      { name: 'TTFB', value: 950 },
      { name: 'INP', value: 120 },
    ],
    errors: [{ message: 'Error: chunk failed to load', source: `${ORIGIN}/assets/home.js`, line: 3, column: 9 }],
  },
];

// Each command opens the PGlite data dir (a second or more on a busy 2-core machine).
describe('fornido vitals report', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    // The store's own API takes the beacons, as the server would, into the data dir the CLI then reads.
    await withStoreAt({ at: new Date(Date.now() - 3_600_000) }, async (c) => {
      const server = createServer(createApp(c));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/vitals`;
      try {
        for (const visit of visits) {
          const answer = await fetch(url, {
            method: 'POST',
            headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'Origin': ORIGIN },
            body: JSON.stringify(visit),
          });
          expect(answer.status).toBe(204);
        }
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });
  }, 120_000);

  it("prints the p75 of each page and metric against Google's thresholds, and the most frequent errors", async () => {
    const run = await fornido('vitals', 'report');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Web vitals since \d{4}-\d\d-\d\d \d\d:\d\d \(Bogota\)/);
    expect(run.stdout).toMatch(/^PAGE\s+METRIC\s+P75\s+RATING\s+SAMPLES$/m);
    expect(run.stdout).toMatch(/^\/\s+LCP\s+4,100 ms\s+poor\s+1$/m);
    expect(run.stdout).toMatch(/^\/\s+INP\s+120 ms\s+good\s+1$/m);
    expect(run.stdout).toMatch(/^\/\s+TTFB\s+950 ms\s+needs improvement\s+1$/m);
    expect(run.stdout).toMatch(/^\/proteinas\/:producto\/\s+LCP\s+2,600 ms\s+needs improvement\s+4$/m);
    expect(run.stdout).toMatch(/^\/proteinas\/:producto\/\s+CLS\s+0\.020\s+good\s+4$/m);
    expect(run.stdout).toMatch(/^COUNT\s+LAST SEEN \(BOGOTA\)\s+MESSAGE\s+WHERE\s+PAGES$/m);
    expect(run.stdout).toMatch(
      /^3\s+\S+ \S+\s+TypeError: Cannot read properties of undefined \(reading 'precio'\)\s+http:\/\/localhost:3000\/assets\/index-ab12\.js:1:4321\s+\/proteinas\/:producto\/$/m,
    );
    expect(run.stdout).toMatch(/^1\s+.*Error: chunk failed to load\s+\S+home\.js:3:9\s+\/$/m);
  });

  it('reads one part of the store with --page and --device, and gives JSON for scripts', async () => {
    const phones = await fornido('vitals', 'report', '--page', '/proteinas/', '--device', 'mobile', '--json');
    expect(phones.code, phones.stderr).toBe(0);
    const report = JSON.parse(phones.stdout);
    expect(report).toMatchObject({ page: '/proteinas/', device: 'mobile' });
    expect(report.rows).toEqual([
      { page: '/proteinas/:producto/', metric: 'LCP', p75: 2600, rating: 'needs-improvement', samples: 4 },
      { page: '/proteinas/:producto/', metric: 'CLS', p75: 0.02, rating: 'good', samples: 4 },
    ]);
    expect(report.errors).toHaveLength(1);
    const desktop = await fornido('vitals', 'report', '--page', '/proteinas/', '--device', 'desktop');
    expect(desktop.stdout).toMatch(/^No web vitals measured since .+\.\n\nNo browser errors\.\n$/);
  });

  it('reads from a date or a duration, and refuses what is neither, naming the option', async () => {
    const future = await fornido('vitals', 'report', '--since', '2099-01-01');
    expect(future.code).toBe(0);
    expect(future.stdout).toContain('No web vitals measured since 2099-01-01 00:00 (Bogota).');
    expect((await fornido('vitals', 'report', '--since', '2h')).stdout).toMatch(/4,100 ms/);
    for (const [option, value] of [
      ['--since', 'ayer'],
      ['--since', '91d'],
      ['--device', 'tablet'],
      ['--page', 'proteinas'],
    ]) {
      const bad = await fornido('vitals', 'report', option, value);
      expect(bad.code, `${option} ${value}`).toBe(1);
      expect(bad.stderr).toContain(option);
    }
  });
});
